import RecipeKit

/// The collection every source of the conformance suite holds, each in its
/// own format: two categories, three dishes, their ingredients and steps.
/// Ids are each source's own; tests find dishes and categories by name.
struct SourceContent {
  /// One ingredient row: its group heading, name, amount as written, and
  /// how that amount reads (kind, and number when measured).
  struct Row: Hashable {
    let group: String
    let name: String
    let amount: String
    let kind: RecipeKit.Amount.Kind
    let number: Double?
  }

  struct Dish {
    let name: String
    let difficulty: String
    let time: String
    /// What `difficulty` and `time` read as (the sort keys).
    let level: Difficulty
    let minutes: Int
    let rows: [Row]
    let steps: [String]
  }

  struct Category {
    let name: String
    let dishes: [Dish]
  }

  let categories: [Category]

  /// Every dish, in category order.
  var dishes: [Dish] { categories.flatMap(\.dishes) }

  /// The standard collection.
  static let standard = SourceContent(categories: [
    Category(
      name: "家常菜",
      dishes: [
        Dish(
          name: "红烧肉", difficulty: "配菜(中级)", time: "1小时以上", level: .intermediate,
          minutes: 90,
          rows: [
            Row(group: "主料", name: "五花肉", amount: "500克", kind: .quantity, number: 500),
            Row(group: "调料", name: "冰糖", amount: "30克", kind: .quantity, number: 30),
            Row(group: "调料", name: "生抽", amount: "2汤匙", kind: .quantity, number: 2),
            Row(group: "调料", name: "八角", amount: "2个", kind: .count, number: 2),
          ],
          steps: [
            "五花肉切成方块，冷水下锅焯水后捞出。", "锅里放冰糖小火炒出糖色，下肉块翻炒上色。",
            "加生抽、八角和热水，小火炖60分钟，再大火收汁。",
          ]),
        Dish(
          name: "番茄炒蛋", difficulty: "切墩(初级)", time: "10分左右", level: .beginner,
          minutes: 10,
          rows: [
            Row(group: "主料", name: "番茄", amount: "2个", kind: .count, number: 2),
            Row(group: "主料", name: "鸡蛋", amount: "3个", kind: .count, number: 3),
            Row(group: "调料", name: "盐", amount: "适量", kind: .vague, number: nil),
          ],
          steps: ["番茄切块，鸡蛋打散。", "先炒鸡蛋盛出，再炒番茄，倒回鸡蛋加盐翻匀。"]),
      ]),
    Category(
      name: "川菜",
      dishes: [
        Dish(
          name: "麻婆豆腐", difficulty: "配菜(中级)", time: "10-30分钟", level: .intermediate,
          minutes: 20,
          rows: [
            Row(group: "主料", name: "豆腐", amount: "1块", kind: .count, number: 1),
            Row(group: "辅料", name: "牛肉末", amount: "100克", kind: .quantity, number: 100),
            Row(group: "调料", name: "郫县豆瓣", amount: "1汤匙", kind: .quantity, number: 1),
            Row(group: "调料", name: "花椒粉", amount: "少许", kind: .vague, number: nil),
          ],
          steps: [
            "豆腐切丁，放进淡盐水里焯一下。", "炒香牛肉末，加水烧开后放豆腐。", "小火煮5分钟，加郫县豆瓣，勾芡后撒花椒粉。",
          ])
      ]),
  ])
}
