/// The orders the Sort popover offers for a cuisine's dishes.
public enum DishOrder: String, CaseIterable, Sendable {
  /// The bundle's own order (the default, "Default" / 默认; the original
  /// app never sorted).
  case bundle = "default"
  /// By the names' pinyin (`PinyinTable.sortedByPinyin`): 白菜 before 番茄.
  case name
  /// Easiest first: 切墩(初级), 配菜(中级), 掌勺(高级), then unknown.
  case difficulty
  /// Quickest first by `CookingTime.minutes`, then unknown.
  case time

  /// `dishes` in this order. `.bundle` returns them unchanged; the others
  /// are stable (equal keys keep the bundle's order) and put dishes whose
  /// key is unknown (missing or unreadable text) last, also in bundle order.
  public func sorted(_ dishes: [Dish]) -> [Dish] {
    switch self {
    case .bundle: dishes
    case .name: PinyinTable.shared.sortedByPinyin(dishes)
    case .difficulty: Self.stableSorted(dishes, by: \.difficulty)
    case .time: Self.stableSorted(dishes, by: \.cookingTime)
    }
  }

  /// Sorts by `key` ascending with nil last, ties broken by position (the
  /// standard library's sort does not promise stability).
  private static func stableSorted<Key: Comparable>(
    _ dishes: [Dish], by key: (Dish) -> Key?
  ) -> [Dish] {
    let keyed = dishes.enumerated().map {
      (offset: $0.offset, key: key($0.element), dish: $0.element)
    }
    return keyed.sorted { lhs, rhs in
      switch (lhs.key, rhs.key) {
      case (let left?, let right?) where left != right: left < right
      case (.some, .none): true
      case (.none, .some): false
      default: lhs.offset < rhs.offset
      }
    }.map(\.dish)
  }
}
