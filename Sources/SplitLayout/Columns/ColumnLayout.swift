/// The column geometry of the width ladder: from a screen size, a mode, the
/// column specs and the user's choices to each column's frame. Pure and
/// total: any size from 0x0 and any settings give frames inside the screen.
///
/// What each mode shows:
///
/// | mode | columns | drawer | sheets |
/// | --- | --- | --- | --- |
/// | stack | the top page, full screen | — | the inspector, when shown |
/// | drawer | supplementary, full screen | primary, when open | secondary, inspector |
/// | split | primary │ supplementary (the rest) | — | secondary, inspector |
/// | triple | primary │ supplementary │ secondary (the rest) [│ inspector] | — | inspector below D |
///
/// In the split and triple modes `isPrimaryHiddenByUser` drops the primary
/// and `zoomed` shows only that column; the widths come from
/// `ColumnWidths.resolve` with the column marked "the rest" as its fill.
public enum ColumnLayout {
  /// The frames on a screen of `size` in `mode`.
  ///
  /// - Parameters:
  ///   - size: the screen in cells.
  ///   - mode: the display mode (`LadderSettings.mode(width:)`).
  ///   - ladder: for `D`, the width from which the inspector is a column.
  ///   - options: the user's choices (drag, `m`, drawer, `i`, `z`, stack).
  ///   - specs: the columns' width wishes.
  public static func frames(
    in size: Size, mode: LadderMode, ladder: Ladder = .standard,
    options: ColumnOptions = ColumnOptions(), specs: ColumnSpecs = .standard
  ) -> ColumnFrames {
    let screen = Rect(size: size)
    // Indexed by `ColumnRole.rawValue`.
    var placements = [ColumnPlacement](repeating: .hidden, count: ColumnRole.allCases.count)
    let inspectorAway: ColumnPlacement = options.inspector == .shown ? .sheet : .hidden
    placements[ColumnRole.inspector.rawValue] = inspectorAway
    switch mode {
    case .stack:
      placements[options.stackTop.rawValue] = .column(screen)
      return ColumnFrames(
        mode: mode, size: size, placements: placements, dividers: [], zoomed: nil)
    case .drawer:
      placements[ColumnRole.supplementary.rawValue] = .column(screen)
      placements[ColumnRole.secondary.rawValue] = .sheet
      if options.isDrawerOpen {
        let width = drawerWidth(screenWidth: size.width, options: options, specs: specs)
        placements[ColumnRole.primary.rawValue] = .drawer(
          Rect(x: 0, y: 0, width: width, height: size.height))
      }
      return ColumnFrames(
        mode: mode, size: size, placements: placements, dividers: [], zoomed: nil)
    case .split, .triple:
      if mode == .split { placements[ColumnRole.secondary.rawValue] = .sheet }
      var (roles, widths) = row(
        width: size.width, mode: mode, ladder: ladder, options: options, specs: specs)
      var zoomed: ColumnRole?
      if let zoom = options.zoomed, roles.contains(zoom) {
        zoomed = zoom
        (roles, widths) = ([zoom], [size.width])
      }
      var x = 0
      var dividers: [Rect] = []
      for (index, (role, width)) in zip(roles, widths).enumerated() {
        if index > 0 {
          dividers.append(Rect(x: x, y: 0, width: 1, height: size.height))
          x += 1
        }
        placements[role.rawValue] = .column(Rect(x: x, y: 0, width: width, height: size.height))
        x += width
      }
      return ColumnFrames(
        mode: mode, size: size, placements: placements, dividers: dividers, zoomed: zoomed)
    }
  }

  /// The frames at `size` in the mode `settings` gives for its width.
  public static func frames(
    in size: Size, settings: LadderSettings, options: ColumnOptions = ColumnOptions(),
    specs: ColumnSpecs = .standard
  ) -> ColumnFrames {
    frames(
      in: size, mode: settings.mode(width: size.width), ladder: settings.ladder,
      options: options, specs: specs)
  }

  /// The split and triple modes: the roles side by side, left to right, and
  /// their widths (summing to `width` less one divider between each two).
  private static func row(
    width: Int, mode: LadderMode, ladder: Ladder, options: ColumnOptions, specs: ColumnSpecs
  ) -> (roles: [ColumnRole], widths: [Int]) {
    let fill: ColumnRole = mode == .triple ? .secondary : .supplementary
    // The candidates with their limits on this screen; a column that the
    // percentage cap leaves no cell is not shown (the fill always is).
    var columns: [(role: ColumnRole, limits: ColumnLimits)] = []
    func add(_ role: ColumnRole) {
      let wanted = role == .primary ? options.userPrimaryWidth : nil
      if let limits = specs[role].limits(screenWidth: width, wanted: wanted) {
        columns.append((role, limits))
      } else if role == fill {
        columns.append((role, ColumnLimits(minimum: 1, preferred: 1, maximum: 1)))
      }
    }
    if !options.isPrimaryHiddenByUser { add(.primary) }
    add(.supplementary)
    if mode == .triple { add(.secondary) }
    if ladder.showsInspectorColumn(width: width, mode: mode) && options.inspector != .hidden {
      add(.inspector)
    }

    // The inspector leaves (to a sheet, or hidden) when the minimums do not
    // fit; then columns leave, inspector, primary, supplementary, until each
    // has a cell.
    func room() -> Int { width - (columns.count - 1) }
    let minimums = columns.reduce(0) { $0.adding(saturating: $1.limits.minimum) }
    if columns.last?.role == .inspector && minimums > room() { columns.removeLast() }
    for leaving in [ColumnRole.inspector, .primary, .supplementary] where leaving != fill {
      if columns.count > 1 && room() < columns.count { columns.removeAll { $0.role == leaving } }
    }

    let roles = columns.map(\.role)
    if columns.count == 1 { return (roles, [Swift.max(0, width)]) }
    let fillIndex = roles.firstIndex(of: fill) ?? columns.count - 1
    return (roles, ColumnWidths.resolve(room(), columns.map(\.limits), fill: fillIndex))
  }
}
