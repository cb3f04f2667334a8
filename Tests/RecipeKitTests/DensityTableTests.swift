import Foundation
import TestSupport
import Testing

@testable import RecipeKit

/// The one density table: a spoon or cup of a solid becomes grams in
/// metric, in both languages, only where the table knows the solid. Each
/// figure below is worked out by hand from the entry's source (sugar 198 g
/// a cup = 0.8369 g/ml, salt 6 g a teaspoon of 4.929 ml = 1.2173 g/ml …).
@Suite struct DensityTableTests {
  @Test(arguments: [
    ("1 cup", "flour", "120 g"),
    ("1 cup", "All-Purpose Flour", "120 g"),
    ("2 cups", "flour", "240 g"),
    ("10 cups", "flour", "1.2 kg"),  // 1200 g: kilograms from 1000
    ("2 tbsp", "sugar", "25 g"),  // 30 ml × 0.8369 = 25.1 g
    ("1 tsp", "salt", "6 g"),  // 5 ml × 1.2173 = 6.09 g → quarters below 10
    ("½ cup", "butter", "115 g"),  // 113 g a stick → to 5 above 100
    ("1 tbsp", "butter", "14 g"),  // 15 ml × 0.9553 = 14.3 g
    ("1 cup", "honey", "340 g"),  // 339 g, a liquid with a density too
    ("1 cup", "brown sugars", "215 g"),  // 213 g; the plural is folded
    ("1 cup", "rolled oats", "89 g"),
    ("1 cup", "oats", "89 g"),
    ("1 cup", "peanut butter", "270 g"),  // 135 g a half cup; not `butter`
    ("2 tbsp", "soy sauce", "30 ml"),  // a liquid stays a volume
    ("1 tbsp", "chia seeds", "15 ml"),  // not in the table: a volume
    ("1汤匙", "白糖", "13克"),  // 15 ml × 0.8369 = 12.6 g
    ("2茶匙", "盐", "12克"),  // 10 ml × 1.2173 = 12.2 g
    ("1/4茶匙", "味精", "1克"),  // 1.25 ml × 4 g / 4.929 ml = 1.01 g
    ("1汤匙", "淀粉", "8克"),  // 15 ml × 128 g / 236.6 ml = 8.12 g
    ("1汤匙", "生粉", "8克"),
    ("1汤匙", "水淀粉", "15毫升"),  // a starch slurry is not starch
    ("1汤匙", "生抽", "15毫升"),
    ("1汤匙", "白糖（细）", "13克"),  // the note is not part of the name
    ("1小勺", "胡椒粉", "2.5克"),  // 5 ml × 2.4 g / 4.929 ml = 2.43 g
    ("2勺", "麦芽糖", "43克"),  // 30 ml × 339 g / 236.6 ml = 43.0 g (as honey)
  ])
  func aVolumeOfASolidIsShownInGrams(cell: String, ingredient: String, metric: String) {
    #expect(AmountReader.read(cell).shown(units: .metric, ingredient: ingredient) == metric)
  }

  @Test func usKeepsVolumesAndTheOriginalKeepsThePage() {
    #expect(AmountReader.read("1汤匙").shown(units: .us, ingredient: "白糖") == "1汤匙")
    #expect(AmountReader.read("1 cup").shown(units: .us, ingredient: "flour") == "1 cup")
    #expect(AmountReader.read("1汤匙").shown(ingredient: "白糖") == "1汤匙")
  }

  @Test func englishAndChineseNamesFindTheSameEntry() throws {
    let pairs = [
      ("sugar", "白糖"), ("salt", "盐"), ("cornstarch", "淀粉"), ("msg", "味精"),
      ("white pepper", "胡椒粉"), ("five-spice powder", "五香粉"), ("chicken powder", "鸡精"),
      ("flour", "面粉"), ("butter", "黄油"), ("honey", "蜂蜜"),
    ]
    for (english, chinese) in pairs {
      let a = try #require(DensityTable.entry(for: english), "\(english)")
      let b = try #require(DensityTable.entry(for: chinese), "\(chinese)")
      #expect(a.source == b.source && a.grams == b.grams, "\(english) / \(chinese)")
    }
  }

  @Test func everyEntryHasBothLanguagesASourceAndNamesOfItsOwn() {
    var seen: [String: String] = [:]
    for entry in DensityTable.entries {
      #expect(!entry.english.isEmpty && !entry.chinese.isEmpty, "\(entry.source)")
      #expect(entry.source.count > 20, "\(entry.english)")
      #expect(entry.grams > 0 && entry.gramsPerMillilitre < 2, "\(entry.english)")
      for name in entry.english + entry.chinese {
        let key = IngredientNames.cleaned(name)
        #expect(seen[key] == nil, "\(name) is in two entries")
        seen[key] = entry.source
      }
    }
    let pantry = DensityTable.entries.filter {
      !$0.source.hasPrefix("stand-in") && !$0.english.isEmpty
    }
    #expect(pantry.count >= 40)
  }

  /// Names measured by spoon or cup that are liquids, pastes or moist
  /// ferments: they stay volumes (no public reference weighs a spoon of
  /// them, and a cook measures them as volumes).
  static let notSolids: Set<String> = [
    "生抽", "食用油", "料酒", "老抽", "水淀粉", "蚝油", "香醋", "清水", "绍兴黄酒", "米醋", "白醋", "番茄酱",
    "香油", "甜面酱", "豆豉", "郫县豆瓣酱", "蒸鱼豉油", "花生油", "热水", "芝麻酱", "酱油", "葱姜水",
    "辣椒油", "红油辣子", "红糟", "鸡汤或清水", "辣椒酱", "鱼露", "姜汁", "叉烧酱", "花椒油", "煮鸡的汤",
    "醋", "豆瓣酱", "香糟酒", "镇江香醋", "东北大酱", "柠檬汁", "泡辣椒", "醪糟", "阳江豆豉", "黑麻油",
    "韭菜花酱", "腐乳汁", "朗姆酒", "糖桂花", "炼乳", "米酒", "玫瑰露酒（或料酒）",
  ]

  @Test func everySolidTheBundledDataMeasuresBySpoonIsInTheTable() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    var unknown: Set<String> = []
    var solids = 0
    for (_, dish) in bundle.allDishes() {
      let page = try #require(bundle.pageURL(forDishID: dish.idstr))
      for line in RecipePageParser.parse(contentsOf: page).ingredientLines {
        guard let kind = line.amount.unit?.kind,
          [.largeSpoon, .smallSpoon, .spoon, .cup].contains(kind),
          !Self.notSolids.contains(line.name)
        else { continue }
        solids += 1
        if DensityTable.entry(for: line.name) == nil { unknown.insert(line.name) }
      }
    }
    #expect(solids > 100)
    #expect(unknown.isEmpty, "\(unknown.sorted())")
  }

  @Test(.enabled(if: Corpus.folder() != nil, "the iPad corpus is not in ../shared"))
  func theCorpussSpoonMeasuredSolidsAreInTheTable() throws {
    let folder = try #require(Corpus.folder())
    let expected = [
      "盐", "白糖", "糖", "冰糖", "泡打粉", "胡椒粉", "鸡精", "淀粉", "生粉", "姜粉", "黄油", "白芝麻", "辣椒粉",
      "白砂糖", "味精", "鸡粉", "干淀粉", "花椒粒", "面包糠", "干酵母", "即发酵母", "快速干酵母", "酵母", "苏打粉",
      "小苏打", "花生粉", "黑芝麻", "芝麻", "冰糖碎", "食用碱", "黑胡椒粉", "细砂糖", "玉米淀粉", "小麦淀粉",
      "蘑菇精", "十三香", "食盐", "精盐", "花生碎", "白胡椒", "炒熟的白芝麻", "香辣粉", "披萨草", "五香粉",
      "蜂蜜",
    ]
    // Each of them is measured by spoon somewhere in the corpus.
    let bundle = try RecipeBundle(folder: folder)
    var measured: Set<String> = []
    for (_, dish) in bundle.allDishes() {
      guard let page = bundle.pageURL(forDishID: dish.idstr) else { continue }
      for line in RecipePageParser.parse(contentsOf: page).ingredientLines {
        guard let kind = line.amount.unit?.kind, [.largeSpoon, .smallSpoon, .spoon].contains(kind)
        else { continue }
        measured.insert(IngredientNames.cleaned(line.name))
      }
    }
    for name in expected {
      #expect(measured.contains(name), "\(name) is not measured by spoon in the corpus")
      #expect(DensityTable.entry(for: name) != nil, "\(name)")
    }
  }
}
