// The entries of the density table. Each figure is a weight for a US
// measure as the named public reference gives it (cited, not copied as a
// table): King Arthur Baking's Ingredient Weight Chart
// (kingarthurbaking.com/learn/ingredient-weight-chart), or a household
// measure of USDA FoodData Central's SR Legacy foods (fdc.nal.usda.gov).
// Where neither has the ingredient (five-spice, Sichuan pepper, chicken
// powder …) the entry says which figure it borrows, as a stand-in.

extension DensityTable {
  private static let kingArthur = "King Arthur Baking, Ingredient Weight Chart"
  private static let usda = "USDA FoodData Central, SR Legacy household measure"

  private static func ka(
    _ english: [String], _ chinese: [String], _ grams: Double, per: DensityEntry.Measure,
    _ item: String
  ) -> DensityEntry {
    DensityEntry(
      english: english, chinese: chinese, grams: grams, per: per,
      source: "\(kingArthur): \(item), \(measure(per)) = \(AmountFormat.digits(grams)) g")
  }

  private static func fdc(
    _ english: [String], _ chinese: [String], _ grams: Double, per: DensityEntry.Measure,
    _ item: String
  ) -> DensityEntry {
    DensityEntry(
      english: english, chinese: chinese, grams: grams, per: per,
      source: "\(usda): \(item), \(measure(per)) = \(AmountFormat.digits(grams)) g")
  }

  private static func standIn(
    _ english: [String], _ chinese: [String], like other: DensityEntry, because: String
  ) -> DensityEntry {
    DensityEntry(
      english: english, chinese: chinese, grams: other.grams, per: other.per,
      source: "stand-in (\(because)): \(other.source)")
  }

  private static func measure(_ per: DensityEntry.Measure) -> String {
    switch per {
    case .cup: "1 cup"
    case .halfCup: "½ cup"
    case .quarterCup: "¼ cup"
    case .tablespoon: "1 tbsp"
    case .teaspoon: "1 tsp"
    }
  }

  // Figures other entries borrow.
  private static let cornstarch = fdc(
    ["cornstarch", "cornflour", "starch"],
    ["淀粉", "玉米淀粉", "生粉", "干淀粉", "太白粉", "粟粉", "玉米生粉"], 128, per: .cup, "Cornstarch")
  private static let sugar = ka(
    ["sugar", "granulated sugar", "white sugar", "caster sugar", "castor sugar", "superfine sugar"],
    ["糖", "白糖", "白砂糖", "砂糖", "细砂糖", "绵白糖", "细白糖", "食糖", "幼砂糖"], 198, per: .cup,
    "granulated white sugar")
  private static let honey = fdc(
    ["honey"], ["蜂蜜", "蜜糖"], 339, per: .cup, "Honey")
  private static let blackPepper = fdc(
    ["black pepper", "ground black pepper", "pepper"], ["黑胡椒粉", "黑胡椒碎", "黑胡椒"], 2.3,
    per: .teaspoon, "Spices, pepper, black (ground)")
  private static let cinnamon = fdc(
    ["cinnamon", "ground cinnamon"], ["肉桂粉", "桂皮粉"], 2.6, per: .teaspoon,
    "Spices, cinnamon, ground")
  private static let chiliPowder = fdc(
    ["chili powder", "chilli powder", "chile powder", "chili flakes", "red pepper flakes"],
    ["辣椒粉", "辣椒面", "粗辣椒面", "细辣椒面", "香辣粉", "辣椒碎"], 2.7, per: .teaspoon,
    "Spices, chili powder")
  private static let bakingSoda = fdc(
    ["baking soda", "bicarbonate of soda", "bicarb"], ["小苏打", "苏打粉"], 4.6, per: .teaspoon,
    "Leavening agents, baking soda")
  private static let msg = DensityEntry(
    english: ["msg", "monosodium glutamate"], chinese: ["味精"], grams: 4, per: .teaspoon,
    source:
      "about 4 g in 1 tsp (ntro.it.com, 'How much sodium is in a teaspoon of MSG?'); "
      + "no USDA or King Arthur figure")

  /// Every entry: the solids the bundled `Data/` and the iPad corpus
  /// measure by spoon or cup, then English pantry items.
  static let entries: [DensityEntry] = [
    // Measured by spoon in Data/ and the corpus.
    sugar, cornstarch, msg, honey, blackPepper, cinnamon, chiliPowder,
    fdc(["salt", "table salt", "fine salt"], ["盐", "食盐", "精盐", "细盐", "盐巴"], 6, per: .teaspoon,
      "Salt, table"),
    ka(["brown sugar", "light brown sugar", "dark brown sugar"], ["红糖", "黄糖", "赤砂糖", "黑糖", "红糖粉"],
      213, per: .cup, "brown sugar, packed"),
    ka(["icing sugar", "powdered sugar", "confectioners' sugar", "confectioners sugar"], ["糖粉"], 113,
      per: .cup, "confectioners' sugar, unsifted"),
    standIn(["rock sugar", "crushed rock sugar"], ["冰糖碎", "冰糖"], like: sugar, because: "crushed rock sugar, as granulated sugar"),
    standIn(["potato starch"], ["土豆淀粉", "马铃薯淀粉", "地瓜粉", "红薯淀粉", "小麦淀粉", "澄粉", "木薯淀粉"],
      like: cornstarch, because: "another starch, as cornstarch"),
    fdc(["white pepper", "ground white pepper"], ["白胡椒粉", "胡椒粉", "白胡椒", "胡椒面"], 2.4,
      per: .teaspoon, "Spices, pepper, white"),
    standIn(["five-spice powder", "five spice powder", "five spice"], ["五香粉", "十三香"],
      like: cinnamon, because: "a ground spice blend led by cinnamon"),
    standIn(["sichuan pepper", "sichuan peppercorn", "szechuan peppercorn"],
      ["花椒", "花椒粒", "花椒粉", "花椒面", "麻椒"], like: blackPepper,
      because: "a ground or whole pepper, as ground black pepper"),
    fdc(["cumin", "cumin seed", "ground cumin"], ["孜然", "孜然粒", "孜然粉"], 2.1, per: .teaspoon,
      "Spices, cumin seed"),
    fdc(["fennel seed"], ["小茴香", "小茴香籽", "茴香籽"], 2, per: .teaspoon, "Spices, fennel seed"),
    fdc(["ground ginger", "ginger powder"], ["姜粉"], 1.8, per: .teaspoon, "Spices, ginger, ground"),
    fdc(["mustard powder", "dry mustard", "ground mustard"], ["芥末粉"], 2, per: .teaspoon,
      "Spices, mustard seed, ground"),
    fdc(["sesame seed", "sesame", "white sesame seed", "black sesame seed", "toasted sesame seed"],
      ["芝麻", "白芝麻", "黑芝麻", "熟芝麻", "熟白芝麻", "熟黑芝麻", "炒熟的白芝麻", "炒芝麻"], 9,
      per: .tablespoon, "Seeds, sesame seeds, whole, dried"),
    DensityEntry(
      english: ["chicken powder", "chicken bouillon powder", "bouillon granules"],
      chinese: ["鸡精", "鸡粉", "蘑菇精"], grams: 4, per: .teaspoon,
      source: "a bouillon cube (about 4 g) equals 1 tsp of granules (ochef.com, 'How do bouillon "
        + "cubes measure up to granules?'); no USDA or King Arthur figure for the powder"),
    fdc(["minced garlic", "garlic, minced"], ["蒜末", "蒜蓉", "蒜泥"], 2.8, per: .teaspoon,
      "Garlic, raw"),
    standIn(["minced ginger"], ["姜末", "姜蓉", "姜泥"], like: fdc([], [], 2.8, per: .teaspoon,
      "Garlic, raw"), because: "a minced fresh root, as minced garlic"),
    ka(["all-purpose flour", "flour", "plain flour", "white flour", "ap flour"],
      ["面粉", "中筋面粉", "普通面粉", "白面", "富强粉"], 120, per: .cup, "all-purpose flour"),
    ka(["bread flour", "strong flour"], ["高筋面粉", "面包粉"], 120, per: .cup, "bread flour"),
    fdc(["cake flour", "pastry flour"], ["低筋面粉", "蛋糕粉"], 137, per: .cup,
      "Wheat flour, white, cake, enriched"),
    ka(["whole wheat flour", "wholemeal flour"], ["全麦面粉", "全麦粉"], 113, per: .cup,
      "whole wheat flour"),
    ka(["self-rising flour", "self-raising flour"], ["自发粉", "自发面粉"], 113, per: .cup,
      "self-rising flour"),
    fdc(["rice flour"], ["粘米粉", "大米粉", "籼米粉"], 158, per: .cup, "Rice flour, white"),
    ka(["baking powder"], ["泡打粉", "发粉", "无铝泡打粉"], 4, per: .teaspoon, "baking powder"),
    bakingSoda,
    standIn(["food-grade soda ash", "sodium carbonate"], ["食用碱", "碱面", "碱粉"], like: bakingSoda,
      because: "sodium carbonate powder, as baking soda"),
    ka(["instant yeast", "yeast", "active dry yeast", "dry yeast"],
      ["酵母", "干酵母", "即发酵母", "快速干酵母", "酵母粉", "高活性干酵母"], 7 / 2.25, per: .teaspoon,
      "instant yeast, 2¼ tsp = 7 g"),
    fdc(["lard"], ["猪油", "荤油", "猪板油"], 205, per: .cup, "Lard"),
    ka(["butter", "unsalted butter", "salted butter"], ["黄油", "无盐黄油", "有盐黄油"], 113,
      per: .halfCup, "butter (1 stick)"),
    standIn(["maltose", "malt syrup"], ["麦芽糖", "麦芽糖浆", "饴糖"], like: honey,
      because: "a thick sugar syrup, as honey"),
    fdc(["breadcrumbs", "dry breadcrumbs"], ["面包糠", "面包屑"], 108, per: .cup,
      "Bread crumbs, dry, grated, plain"),
    ka(["panko"], ["日式面包糠", "日式面包屑"], 50, per: .cup, "panko"),
    ka(["peanut butter"], ["花生酱"], 135, per: .halfCup, "peanut butter"),
    ka(["chopped peanuts", "peanuts"], ["花生碎", "熟花生碎", "花生粉", "花生米"], 142, per: .cup,
      "peanuts, whole"),
    // English pantry items.
    ka(["rolled oats", "oats", "old-fashioned oats", "porridge oats", "oatmeal"], ["燕麦片", "燕麦"], 89,
      per: .cup, "old-fashioned rolled oats"),
    fdc(["rice", "white rice", "long-grain rice", "jasmine rice", "basmati rice"],
      ["大米", "米", "白米", "籼米", "泰国香米"], 185, per: .cup, "Rice, white, long-grain, raw"),
    fdc(["short-grain rice", "sushi rice"], ["粳米", "东北大米", "珍珠米"], 200, per: .cup,
      "Rice, white, short-grain, raw"),
    fdc(["glutinous rice", "sticky rice", "sweet rice"], ["糯米", "江米"], 185, per: .cup,
      "Rice, white, glutinous, raw"),
    ka(["cocoa", "cocoa powder", "unsweetened cocoa"], ["可可粉"], 42, per: .halfCup,
      "unsweetened cocoa"),
    ka(["grated parmesan", "parmesan", "grated cheese", "parmesan cheese"], ["帕玛森奶酪碎", "芝士粉"], 50,
      per: .halfCup, "Parmesan cheese, grated"),
    ka(["shredded cheddar", "grated cheddar", "cheddar", "shredded cheese"], ["切达奶酪碎", "奶酪碎", "芝士碎"],
      113, per: .cup, "cheddar cheese, grated"),
    ka(["maple syrup"], ["枫糖浆"], 156, per: .halfCup, "maple syrup"),
    ka(["molasses", "treacle"], ["糖蜜"], 85, per: .quarterCup, "molasses"),
    ka(["corn syrup", "light corn syrup"], ["玉米糖浆"], 156, per: .halfCup, "light corn syrup"),
    ka(["chocolate chips", "chocolate chip"], ["巧克力豆"], 170, per: .cup, "chocolate chips"),
    ka(["raisin", "raisins", "sultanas"], ["葡萄干"], 149, per: .cup, "raisins, packed"),
    ka(["chopped walnuts", "walnuts", "walnut pieces"], ["核桃碎", "核桃仁"], 113, per: .cup,
      "walnuts, chopped"),
    ka(["sliced almonds", "flaked almonds"], ["杏仁片"], 43, per: .halfCup, "almonds, sliced"),
    ka(["cornmeal", "polenta"], ["玉米面", "玉米糁"], 138, per: .cup, "cornmeal, whole"),
    ka(["semolina"], ["粗粒小麦粉"], 163, per: .cup, "semolina"),
    ka(["shredded coconut", "desiccated coconut", "coconut flakes"], ["椰蓉", "椰丝"], 85, per: .cup,
      "sweetened shredded coconut"),
    ka(["vegetable shortening", "shortening"], ["起酥油"], 92, per: .halfCup, "vegetable shortening"),
    ka(["cream cheese"], ["奶油奶酪", "奶油芝士"], 227, per: .cup, "cream cheese"),
    fdc(["paprika", "smoked paprika"], ["红椒粉", "甜椒粉", "烟熏红椒粉"], 2.3, per: .teaspoon,
      "Spices, paprika"),
    fdc(["garlic powder"], ["蒜粉", "大蒜粉"], 3.1, per: .teaspoon, "Spices, garlic powder"),
    fdc(["onion powder"], ["洋葱粉"], 2.4, per: .teaspoon, "Spices, onion powder"),
    fdc(["nutmeg", "ground nutmeg"], ["肉豆蔻粉"], 2.2, per: .teaspoon, "Spices, nutmeg, ground"),
    fdc(["turmeric", "ground turmeric"], ["姜黄粉"], 3, per: .teaspoon, "Spices, turmeric, ground"),
    fdc(["dried oregano", "oregano"], ["牛至", "披萨草", "牛至叶"], 1, per: .teaspoon,
      "Spices, oregano, dried, leaves"),
    fdc(["dried thyme", "thyme"], ["百里香"], 1, per: .teaspoon, "Spices, thyme, dried, leaves"),
    fdc(["ground cloves", "cloves, ground"], ["丁香粉"], 2.1, per: .teaspoon, "Spices, cloves, ground"),
    ka(["quinoa"], ["藜麦"], 177, per: .cup, "quinoa, whole"),
    fdc(["lentils", "lentil", "dried lentils"], ["小扁豆", "兵豆"], 192, per: .cup, "Lentils, raw"),
    ka(["pecans", "chopped pecans"], ["碧根果", "碧根果仁"], 113, per: .cup, "pecans, diced"),
    ka(["pine nuts"], ["松子", "松仁"], 142, per: .cup, "pine nuts"),
    fdc(["cream of tartar"], ["塔塔粉"], 3, per: .teaspoon, "Leavening agents, cream of tartar"),
  ]
}
