import SplitLayout

/// What must hold of any `ColumnFrames`, as a list of broken rules (empty
/// when all hold). Plain comparisons, no `#expect`, so that a sweep over
/// millions of layouts stays fast; the sweep records the first failures.
func columnProblems(
  _ f: ColumnFrames, size: Size, mode: LadderMode, ladder: Ladder, options o: ColumnOptions,
  specs: ColumnSpecs
) -> [String] {
  var problems: [String] = []
  func require(_ condition: Bool, _ rule: @autoclosure () -> String) {
    if !condition { problems.append(rule()) }
  }
  let screen = Rect(size: size)
  let width = size.width
  require(f.mode == mode && f.size == size, "mode or size not echoed")

  // Every frame inside the screen, full height, from the top row.
  let columns = f.columns
  let rects = columns.compactMap { f.frame(of: $0) } + f.dividers + [f.drawer].compactMap { $0 }
  for rect in rects {
    require(screen.contains(rect), "\(rect) outside the screen")
    require(rect.minY == 0 && rect.height == size.height, "\(rect) not full height")
  }

  // Columns and dividers tile the width exactly, left to right, in role
  // order, one 1-cell divider between neighbours.
  require(!columns.isEmpty, "no column")
  require(f.dividers.count == max(0, columns.count - 1), "\(f.dividers.count) dividers")
  var x = 0
  for (index, role) in columns.enumerated() {
    guard let frame = f.frame(of: role) else { continue }
    if index > 0, index - 1 < f.dividers.count {
      let divider = f.dividers[index - 1]
      require(divider.minX == x && divider.width == 1, "divider \(index - 1) at \(divider)")
      x += 1
    }
    require(frame.minX == x, "\(role) starts at \(frame.minX), not \(x)")
    require(width == 0 || frame.width >= 1, "\(role) is empty")
    x = frame.maxX
  }
  require(x == width, "the row ends at \(x), not \(width)")

  // What each mode shows.
  require(f.needsPrimaryButton == !f[.primary].isColumn, "primary button")
  require(f.drawer == nil || mode == .drawer, "a drawer outside the drawer mode")
  let inspectorAway: ColumnPlacement = o.inspector == .shown ? .sheet : .hidden
  switch mode {
  case .stack:
    require(columns == [o.stackTop] && f.frame(of: o.stackTop) == screen, "stack page")
    if o.stackTop != .inspector { require(f[.inspector] == inspectorAway, "stack inspector") }
  case .drawer:
    require(columns == [.supplementary] && f.frame(of: .supplementary) == screen, "drawer base")
    require(f[.secondary] == .sheet && f[.inspector] == inspectorAway, "drawer sheets")
    if o.isDrawerOpen, let drawer = f.drawer {
      require(drawer.minX == 0, "drawer not at the left edge")
      require(width - drawer.width >= min(width, 4), "drawer leaves no strip")
    } else {
      require(!o.isDrawerOpen && f[.primary] == .hidden, "drawer open \(o.isDrawerOpen)")
    }
  case .split, .triple:
    let fill: ColumnRole = mode == .triple ? .secondary : .supplementary
    if let zoom = f.zoomed {
      require(zoom == o.zoomed && columns == [zoom] && f.frame(of: zoom) == screen, "zoom")
    } else {
      require(columns.contains(fill), "\(fill) missing")
      require(!columns.contains(.primary) || !o.isPrimaryHiddenByUser, "hidden primary shown")
      if let zoom = o.zoomed { require(!columns.contains(zoom), "zoom not applied") }
    }
    require(mode == .triple || f[.secondary] == .sheet, "split recipe not a sheet")
    if f[.inspector].isColumn {
      require(mode == .triple && width >= ladder.inspectorWidth, "inspector column below D")
      require(o.inspector != .hidden, "hidden inspector shown")
    } else if f.zoomed == nil {
      require(f[.inspector] == inspectorAway, "inspector \(f[.inspector])")
    }
    if columns.count > 1 {
      problems += limitProblems(
        f, columns: columns, fill: fill, width: width, options: o, specs: specs)
    }
  }
  return problems
}

/// Each column within its limits when the width allows: at its minimum
/// when the minimums fit, at most its maximum when the maximums reach the
/// width, exactly its preferred width (dragged for the primary) when the
/// preferred widths and the fill's minimum fit.
private func limitProblems(
  _ f: ColumnFrames, columns: [ColumnRole], fill: ColumnRole, width: Int, options o: ColumnOptions,
  specs: ColumnSpecs
) -> [String] {
  var problems: [String] = []
  let room = width - (columns.count - 1)
  // The limits on this screen, computed here from the public specs.
  func limits(_ role: ColumnRole) -> (least: Int, wanted: Int, most: Int) {
    let spec = specs[role]
    let capped = min(
      spec.maximum, width.multiplied(saturating: min(100, max(0, spec.maximumPercent))) / 100)
    // A shown fill column has a cell even when its cap leaves it none.
    let most = role == fill ? max(1, capped) : capped
    let least = min(max(1, spec.minimum), most)
    let wanted = min(
      max(role == .primary ? (o.userPrimaryWidth ?? spec.preferred) : spec.preferred, least), most)
    return (least, wanted, most)
  }
  let all = columns.map { (role: $0, width: f.frame(of: $0)?.width ?? 0, limits: limits($0)) }
  let minimumsFit = all.reduce(0) { $0.adding(saturating: $1.limits.least) } <= room
  let maximumsReach = all.reduce(0) { $0.adding(saturating: $1.limits.most) } >= room
  let preferredFit =
    all.filter { $0.role != fill }.reduce(0) { $0.adding(saturating: $1.limits.wanted) }
    .adding(saturating: limits(fill).least) <= room
  for column in all {
    if minimumsFit && column.width < column.limits.least {
      problems.append("\(column.role) \(column.width) below \(column.limits.least)")
    }
    if (column.role != fill || maximumsReach) && column.width > column.limits.most {
      problems.append("\(column.role) \(column.width) above \(column.limits.most)")
    }
    if preferredFit && column.role != fill && column.width != column.limits.wanted
      && limits(fill).most >= room
    {
      problems.append("\(column.role) \(column.width) not its preferred \(column.limits.wanted)")
    }
  }
  return problems
}
