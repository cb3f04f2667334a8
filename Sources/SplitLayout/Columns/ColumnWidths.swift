/// Divides a row's width among its columns from their limits: the rule
/// behind `ColumnLayout`, on its own so it can be table-tested.
enum ColumnWidths {
  /// The widths of the columns of `limits`, summing to `available` exactly.
  ///
  /// 1. Every column but `fill` takes its preferred width; `fill` the rest.
  /// 2. When the rest is above `fill`'s maximum, the others grow towards
  ///    their maximums in proportion to their room (`distribute`), and
  ///    `fill` keeps what they cannot take.
  /// 3. When the rest is below `fill`'s minimum, the others shrink towards
  ///    their minimums in proportion to what they can give.
  /// 4. When even the minimums do not fit, each column gets 1 cell and the
  ///    remaining cells go in proportion to the minimums.
  ///
  /// Each width is at least 1 when `available >= limits.count`. A `fill`
  /// outside the indices makes the last column the fill.
  static func resolve(_ available: Int, _ limits: [ColumnLimits], fill: Int) -> [Int] {
    guard !limits.isEmpty else { return [] }
    let available = Swift.max(0, available)
    let fill = limits.indices.contains(fill) ? fill : limits.count - 1
    var widths = limits.map(\.preferred)
    widths[fill] = 0
    widths[fill] = available.subtracting(saturating: sum(widths))
    let target = limits[fill]
    if widths[fill] > target.maximum {
      // Too much room: the others grow towards their maximums.
      let excess = widths[fill] - target.maximum
      let room = limits.indices.map { $0 == fill ? 0 : limits[$0].maximum - widths[$0] }
      let parts = excess >= sum(room) ? room : distribute(excess, weights: room)
      for index in limits.indices where index != fill { widths[index] += parts[index] }
      widths[fill] = 0
      widths[fill] = available.subtracting(saturating: sum(widths))
    } else if widths[fill] < target.minimum {
      // Too little: the others shrink towards their minimums.
      let deficit = target.minimum.subtracting(saturating: widths[fill])
      let slack = limits.indices.map { $0 == fill ? 0 : widths[$0] - limits[$0].minimum }
      if deficit <= sum(slack) {
        let parts = distribute(deficit, weights: slack)
        for index in limits.indices { widths[index] -= parts[index] }
        widths[fill] = target.minimum
      } else {
        widths = proportional(available, limits)
      }
    }
    return widths
  }

  /// 1 cell each (when there are enough), the rest in proportion to the
  /// minimums: the row when the minimums do not fit.
  private static func proportional(_ available: Int, _ limits: [ColumnLimits]) -> [Int] {
    let base = available >= limits.count ? 1 : 0
    let rest = available - base * limits.count
    return distribute(rest, weights: limits.map { $0.minimum - 1 }).map { $0 + base }
  }

  /// The saturating sum.
  private static func sum(_ values: [Int]) -> Int {
    values.reduce(0) { $0.adding(saturating: $1) }
  }
}
