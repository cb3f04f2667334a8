/// What a `DishPartReader` read in one call.
public struct DishPart: Sendable {
  /// The dishes read, in order.
  public var dishes: [Dish]
  /// True when the list is finished with these.
  public var isLast: Bool
  /// True when `dishes` is the whole list, read at once (it replaces what
  /// the loader holds rather than adding to it).
  public var replacesAll: Bool

  public init(dishes: [Dish], isLast: Bool, replacesAll: Bool = false) {
    self.dishes = dishes
    self.isLast = isLast
    self.replacesAll = replacesAll
  }
}
