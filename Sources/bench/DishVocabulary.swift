/// The words that generated dish names, ingredients and steps are made of:
/// common Chinese cooking methods, ingredients and dish forms, so that a
/// generated bundle looks and measures like a real one (two-column glyphs,
/// names of 3 to 9 characters, a filter keystroke that matches a few
/// percent of the dishes).
enum DishVocabulary {
  /// The sixteen cuisines of the iPad bundle, in its order (`idstr` 1…16).
  static let cuisines = [
    "家常菜", "川菜", "鲁菜", "湘菜", "粤菜", "浙菜", "闽菜", "苏菜",
    "徽菜", "京菜", "东北菜", "西北菜", "面点", "烘焙", "煲汤", "甜品",
  ]

  /// How a dish is cooked or seasoned; the first part of a name.
  static let methods = [
    "红烧", "清蒸", "干煸", "爆炒", "宫保", "鱼香", "糖醋", "酱爆", "水煮", "麻辣",
    "香煎", "椒盐", "蒜蓉", "葱油", "剁椒", "黄焖", "小炒", "白灼", "油焖", "香辣",
    "酸菜", "豉汁", "卤", "烤", "炖", "凉拌", "干锅", "醋溜", "五香", "孜然",
  ]

  /// The main ingredient; the middle of a name.
  static let ingredients = [
    "排骨", "鸡翅", "鸡丁", "牛肉", "羊肉", "猪蹄", "五花肉", "里脊", "鲈鱼", "草鱼",
    "带鱼", "大虾", "鱿鱼", "豆腐", "茄子", "土豆", "青椒", "西兰花", "白菜", "莲藕",
    "冬瓜", "南瓜", "山药", "香菇", "木耳", "鸡蛋", "鸭肉", "腊肉", "肥肠", "蛤蜊",
    "花甲", "黄瓜", "豆角", "芹菜", "菜花", "年糕", "粉丝", "腐竹", "扇贝", "猪肝",
  ]

  /// What the dish is served as; an optional last part of a name.
  static let forms = ["", "", "", "", "丝", "片", "块", "煲", "盖饭", "面", "汤", "卷"]

  /// The three difficulties of the iPad bundle.
  static let difficulties = ["切墩(初级)", "配菜(中级)", "掌勺(高级)"]

  /// The five cooking times of our `Data/` bundle.
  static let times = ["10分左右", "10-30分钟", "30-45分钟", "45-60分钟", "1小时以上"]

  /// Seasonings and small ingredients for the 辅料 group.
  static let seasonings = [
    "盐", "白糖", "生抽", "老抽", "料酒", "香醋", "蚝油", "淀粉", "葱", "姜", "蒜",
    "干辣椒", "花椒", "八角", "香叶", "食用油", "白胡椒粉", "香油",
  ]

  /// Amounts for ingredients.
  static let amounts = ["300克", "500克", "2个", "1根", "适量", "少许", "1小勺", "2勺", "15毫升", "3片"]

  /// Step sentences; a page takes several in order.
  static let steps = [
    "主料洗净，切成大小均匀的块，用厨房纸吸干水分。",
    "加入料酒、生抽和少许淀粉抓匀，腌制十五分钟。",
    "葱切段，姜切片，蒜拍碎备用，干辣椒剪成小段。",
    "锅烧热后倒油，油温六成热时下入主料，中火煎到两面金黄后盛出。",
    "锅中留底油，放入葱姜蒜和香料小火炒出香味。",
    "倒回主料翻炒均匀，沿锅边淋入调味汁，大火烧开后转小火。",
    "盖上锅盖焖十到二十分钟，中途翻动一次，防止粘锅。",
    "开盖大火收汁，汤汁浓稠、均匀裹在主料上即可关火。",
    "出锅前尝一下咸淡，撒上葱花或香菜，淋几滴香油。",
  ]

  /// Tips for the 小贴士 section.
  static let tips = [
    "主料先焯水或煎一下，可以去掉腥味，成菜更香。",
    "收汁时要不停翻动，汤汁一变稠就关火，以免糊锅。",
    "喜欢辣味的可以多放干辣椒，怕辣的换成甜椒。",
    "调味汁提前在碗里兑好，下锅时就不会手忙脚乱。",
  ]
}
