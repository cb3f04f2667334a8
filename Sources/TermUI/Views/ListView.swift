import SplitLayout

/// One row of a list as its data source describes it: a title and, for
/// two-line lists, a subtitle (like a `UITableViewCell` of the subtitle
/// style).
public struct ListRow: Hashable, Sendable {
  public var title: String
  public var subtitle: String?
  /// Drawn in the `.chosen` role when not selected (the cuisine
  /// whose dishes are shown).
  public var isChosen: Bool
  /// A heading above a group of rows (a source's name above its
  /// categories): drawn in the `.heading` role from the first column; the
  /// list's owner keeps the selection off it.
  public var isHeading: Bool
  /// Drawn in the `.secondary` role when not selected (a shopping list's
  /// item the pantry holds).
  public var isDimmed = false
  /// A mark column before the title (a choice list's current item): true
  /// draws the theme's check glyph, false a blank; nil has no column.
  public var isChecked: Bool?

  public init(
    title: String, subtitle: String? = nil, isChosen: Bool = false, isHeading: Bool = false
  ) {
    self.title = title
    self.subtitle = subtitle
    self.isChosen = isChosen
    self.isHeading = isHeading
  }
}

/// Where a list's rows come from. Only the visible rows are asked for, so a
/// list of 100,000 rows costs what a screenful does.
public protocol ListViewDataSource: AnyObject {
  /// The number of rows (called on every reload and layout).
  func numberOfRows(in list: ListView) -> Int
  /// The content of `row` (called only for rows on screen).
  func listView(_ list: ListView, rowAt row: Int) -> ListRow
}

/// What a key or click did to a list.
public enum ListAction: Hashable, Sendable {
  /// Not a list key: pass it on.
  case ignored
  /// The selection or the scroll position changed (or stayed at an end).
  case moved
  /// The user chose the selected row (`enter`, or a click on it).
  case activated(Int)
}

/// A scrolling list of one- or two-line rows with one selected row.
///
/// The list keeps its scroll position (`topRow`) across layouts and only
/// scrolls as far as needed to keep the selection visible, so a resize
/// keeps what the user saw. The last column shows a scroll thumb when the
/// rows do not fit.
public final class ListView {
  public weak var dataSource: (any ListViewDataSource)?
  /// Lines per row: 1, or 2 with a subtitle line.
  public let rowHeight: Int
  /// The selected row; `nil` only when the list is empty.
  public private(set) var selectedRow: Int?
  /// The first row on screen.
  public private(set) var topRow = 0
  /// The first row the user scrolled to (by moving the selection, the
  /// wheel, or a restored position): a resize starts from it and scrolls
  /// only as far as the selection needs, without changing it, so that
  /// shrinking and growing back shows the same rows again.
  public private(set) var anchorRow = 0
  /// Where the list was laid out last (screen cells).
  public private(set) var frame: Rect = .zero
  /// Shown when there are no rows.
  public var emptyText = ""
  private var count = 0

  public init(rowHeight: Int = 1) {
    self.rowHeight = max(1, rowHeight)
  }

  /// Rows that fit in the frame (at least 1).
  public var visibleRowCount: Int { max(1, frame.height / rowHeight) }

  /// The number of rows, as of the last reload or layout.
  public var numberOfRows: Int { count }

  /// Asks the data source again; keeps the selected index within the new
  /// rows (the first row when there was none).
  public func reloadData() {
    refreshCount()
    scrollToSelection()
    anchorRow = topRow
  }

  /// Asks the data source for the number of rows and keeps the selection
  /// (nil only when empty) and the scroll position within them.
  private func refreshCount() {
    count = max(0, dataSource?.numberOfRows(in: self) ?? 0)
    selectedRow = count == 0 ? nil : (selectedRow ?? 0).clamped(0, count - 1)
    topRow = topRow.clamped(0, max(0, count - visibleRowCount))
  }

  /// Sets the frame; keeps the scroll position. When the height changed
  /// (a resize) it scrolls only as far as needed to keep the selected row
  /// visible; otherwise a scroll made with the wheel stays as it is. An
  /// empty frame (a hidden pane) changes nothing.
  public func layout(in rect: Rect) {
    guard rect.height > 0 else {
      frame = rect
      return
    }
    let resized = rect.height != frame.height
    frame = rect
    refreshCount()
    if resized {
      topRow = anchorRow.clamped(0, max(0, count - visibleRowCount))
      scrollToSelection()
    }
  }

  /// Selects `row` (clamped) and scrolls it into view. The rows are
  /// counted from the data source, not taken from the last layout, so a
  /// list shown but not yet laid out (the drawer opened by the key before
  /// in the same burst) still moves.
  public func select(row: Int) {
    refreshCount()
    guard count > 0 else { return }
    selectedRow = row.clamped(0, count - 1)
    scrollToSelection()
    anchorRow = topRow
  }

  /// Restores a scroll position (clamped), then keeps the selection visible.
  public func scroll(toTop row: Int) {
    topRow = row.clamped(0, max(0, count - visibleRowCount))
    // A list not laid out yet (a place restored at launch) keeps the row:
    // its first layout scrolls from there to keep the selection visible.
    if frame.height > 0 { scrollToSelection() }
    anchorRow = topRow
  }

  /// Scrolls by `rows` without moving the selection (the mouse wheel); the
  /// selection may leave the screen until the next key moves it.
  public func scroll(by rows: Int) {
    topRow = (topRow + rows).clamped(0, max(0, count - visibleRowCount))
    anchorRow = topRow
  }

  private func scrollToSelection() {
    guard let selected = selectedRow else { return }
    if selected < topRow {
      topRow = selected
    } else if selected >= topRow + visibleRowCount {
      topRow = selected - visibleRowCount + 1
    }
  }

  /// Moves the selection for a key of `bindings` (the list's own table,
  /// remapped by the caller); other keys are `.ignored`.
  public func handle(_ key: Key, bindings: KeyBindings = ListView.bindings) -> ListAction {
    guard let action = bindings.action(for: key) else { return .ignored }
    return perform(action)
  }

  /// Moves the selection for one of the list's actions (`ListView.bindings`);
  /// other actions are `.ignored`. An empty list takes the moves and does
  /// nothing.
  public func perform(_ action: ActionName) -> ListAction {
    refreshCount()
    guard let target = row(after: action) else { return .ignored }
    if let target { select(row: target) }
    return .moved
  }

  /// The row `action` moves the selection to: nil for an action that is not
  /// a move, `.some(nil)` for a move in an empty list.
  public func row(after action: ActionName) -> Int?? {
    let page = max(1, visibleRowCount - 1)
    let selected = selectedRow ?? 0
    let target: Int
    switch action {
    case .moveUp: target = selected - 1
    case .moveDown: target = selected + 1
    case .pageUp: target = selected - page
    case .pageDown: target = selected + page
    case .halfPageUp: target = selected - max(1, visibleRowCount / 2)
    case .halfPageDown: target = selected + max(1, visibleRowCount / 2)
    case .first: target = 0
    case .last: target = count - 1
    default: return nil
    }
    guard count > 0 else { return .some(nil) }
    return .some(target.clamped(0, count - 1))
  }

  /// The user chose the selected row (`enter` in the controller's table).
  public func activateSelection() -> ListAction {
    selectedRow.map { .activated($0) } ?? .ignored
  }

  /// Handles a mouse event inside the frame: wheel scrolls 3 rows, a left
  /// press selects the row under it (and activates it when `activateOnClick`).
  public func handle(_ mouse: MouseEvent, activateOnClick: Bool) -> ListAction {
    switch mouse.kind {
    case .scrollUp:
      scroll(by: -3)
      return .moved
    case .scrollDown:
      scroll(by: 3)
      return .moved
    case .press(.left):
      guard let row = row(at: mouse.position) else { return .ignored }
      select(row: row)
      return activateOnClick ? .activated(row) : .moved
    default:
      return .ignored
    }
  }

  /// The row drawn at `point`, if any.
  public func row(at point: Point) -> Int? {
    guard frame.contains(point) else { return nil }
    let row = topRow + (point.y - frame.minY) / rowHeight
    return row < count ? row : nil
  }

  /// Draws the visible rows. The selected row is highlighted across the
  /// whole width in the theme's selection style (dimmer when the list is
  /// not focused).
  public func draw(into canvas: inout Canvas, theme: Theme, isFocused: Bool) {
    canvas.fill(frame)
    guard !frame.isEmpty else { return }
    guard count > 0, let source = dataSource else {
      // Wrapped to the rows there are (`No matching dishes in 家常菜 —
      // ctrl-p searches every cuisine` lost its way out at 50 columns);
      // the last row cut when even they are too few.
      var lines = TextWrapper.wrap(emptyText, width: max(1, frame.width - 2))
      if lines.count > frame.height {
        lines =
          Array(lines.prefix(frame.height - 1))
          + [lines.dropFirst(frame.height - 1).joined(separator: " ")]
      }
      for (offset, line) in lines.enumerated() {
        canvas.write(
          line,
          in: Rect(x: frame.minX + 1, y: frame.minY + offset, width: frame.width - 2, height: 1),
          style: theme.style(.secondary), ellipsis: theme.glyphs.ellipsis)
      }
      return
    }
    let needsThumb = count > visibleRowCount
    let textWidth = frame.width - (needsThumb ? 1 : 0)
    let last = min(count, topRow + visibleRowCount)
    for row in topRow..<last {
      let content = source.listView(self, rowAt: row)
      let y = frame.minY + (row - topRow) * rowHeight
      let rowRect = Rect(x: frame.minX, y: y, width: textWidth, height: rowHeight)
      let isSelected = row == selectedRow
      let base = isSelected ? theme.selection(focused: isFocused) : theme.style(.text)
      if isSelected { canvas.fill(rowRect, style: base) }
      let titleStyle =
        isSelected
        ? base
        : content.isHeading
          ? theme.style(.heading)
          : content.isChosen
            ? theme.style(.chosen) : content.isDimmed ? theme.style(.secondary) : base
      let textRect = rowRect.inset(by: Insets(left: content.isHeading ? 0 : 1, right: 1))
      // With --a11y a row says where it is, and the focused one takes the
      // terminal's cursor.
      let marked =
        content.isChecked.map { ($0 ? String(theme.glyphs.check) : " ") + " " + content.title }
        ?? content.title
      let title = theme.accessible ? marked + theme.position(row + 1, of: count) : marked
      if theme.accessible && isSelected && isFocused { canvas.focusPoint = textRect.origin }
      canvas.write(title, in: textRect.top(1), style: titleStyle, ellipsis: theme.glyphs.ellipsis)
      if rowHeight >= 2, let subtitle = content.subtitle {
        // The highlight's weight (bold when focused) covers both lines: on
        // ncurses a switch out of bold in the middle of the row would cost
        // a whole `sgr` sequence and both colours again, on every move.
        let subtitleStyle = isSelected ? base : theme.style(.secondary)
        canvas.write(
          subtitle,
          in: Rect(x: textRect.minX + 2, y: y + 1, width: textRect.width - 2, height: 1),
          style: subtitleStyle, ellipsis: theme.glyphs.ellipsis)
      }
    }
    if needsThumb { drawThumb(into: &canvas, theme: theme) }
  }

  /// A reverse-video block in the last column, sized and placed like the
  /// visible part of the list.
  private func drawThumb(into canvas: inout Canvas, theme: Theme) {
    let track = frame.height
    guard track > 0, count > 0 else { return }
    let visible = visibleRowCount
    let size = max(1, track * visible / count)
    let maxTop = max(1, count - visible)
    let offset = (track - size) * topRow / maxTop
    canvas.drawScrollBar(
      x: frame.maxX - 1, y: frame.minY, height: track, thumbOffset: offset, thumbSize: size,
      theme: theme)
  }
}
