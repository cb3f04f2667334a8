extension ColumnFrames {
  /// These frames moved by `origin` (a split view's own origin on screen).
  public func offset(by origin: Point) -> ColumnFrames {
    guard origin != .zero else { return self }
    func move(_ rect: Rect) -> Rect {
      Rect(origin: rect.origin.offsetBy(dx: origin.x, dy: origin.y), size: rect.size)
    }
    let moved = ColumnRole.allCases.map { role -> ColumnPlacement in
      switch self[role] {
      case .column(let rect): .column(move(rect))
      case .drawer(let rect): .drawer(move(rect))
      case .sheet: .sheet
      case .hidden: .hidden
      }
    }
    return ColumnFrames(
      mode: mode, size: size, placements: moved, dividers: dividers.map(move), zoomed: zoomed)
  }

  /// The roles on screen: the columns and the open drawer, left to right.
  public var visibleRoles: [ColumnRole] {
    ColumnRole.allCases.filter { self[$0].frame != nil }
  }
}
