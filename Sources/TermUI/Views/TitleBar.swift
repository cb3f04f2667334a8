import SplitLayout

/// Lays out and draws a title bar: left buttons, the title, right buttons,
/// and a rule under them.
///
/// ```
///  [≡ Recipes] 家常菜                       [Sort] [Theme] [?]
/// ──────────────────────────────────────────────────────────────
/// ```
/// When the row is too narrow, right buttons are dropped from the left
/// first, then the title is cut with an ellipsis; left buttons stay. With
/// an `overflow` button (`[⋯]`), the dropped buttons are not gone: the
/// overflow takes the place at the right end and its owner shows the
/// hidden ones (issue 30, item 14).
///
/// Layout sets each button's `frame` (nil for a dropped one) during the
/// layout pass, so that a popover anchored to a button is placed against
/// the button's new position after a resize, before anything is drawn.
public enum TitleBar {
  /// Rows a title bar takes: the title row and the rule.
  public static let height = 2

  /// Places the buttons in the first row of `rect` and returns the rect
  /// left for the title.
  @discardableResult
  ///
  /// With a `detail` (see `draw`), right buttons give way until the title
  /// has room for the detail and a few columns of the name.
  ///
  /// With an `overflow`, the buttons give way until the whole `title` and
  /// its detail fit (they stay one click away behind `[⋯]`).
  public static func layout(
    left: [BarButtonItem], right: [BarButtonItem], in rect: Rect, detail: String = "",
    title: String = "", overflow: BarButtonItem? = nil
  ) -> Rect {
    overflow?.frame = nil
    guard rect.height >= 1, rect.width >= 1 else {
      for item in left + right { item.frame = nil }
      return Rect(origin: rect.origin, size: .zero)
    }
    let row = rect.top(1)
    var x = row.minX + 1
    for item in left {
      let w = ColumnWidth.width(of: item.label)
      if x + w > row.maxX {
        item.frame = nil
        continue
      }
      item.frame = Rect(x: x, y: row.minY, width: w, height: 1)
      x += w + 1
    }
    // Right buttons, from the right edge; dropped from the left when they
    // would leave fewer than 8 columns for the title.
    var kept = right
    func rightWidth(_ items: [BarButtonItem]) -> Int {
      items.reduce(0) { $0 + ColumnWidth.width(of: $1.label) + 1 }
    }
    let detailNeeds = detail.isEmpty ? 0 : ColumnWidth.width(of: detail) + 1
    let minimumTitle = max(
      detail.isEmpty ? 8 : ColumnWidth.width(of: detail) + 9,
      overflow == nil ? 0 : ColumnWidth.width(of: title) + detailNeeds + 1)
    func fits(_ items: [BarButtonItem]) -> Bool {
      row.maxX - rightWidth(items) >= x + minimumTitle
    }
    if let overflow, !fits(kept), right.contains(where: { !$0.isPlain }) {
      // The hidden buttons go behind `[⋯]` at the right end; text between
      // buttons goes with both (`[−] ×1 [+]` is hidden as one).
      while !kept.isEmpty && !fits(kept + [overflow]) {
        kept.removeFirst().frame = nil
        if kept.first?.isPlain == true {
          kept.removeFirst().frame = nil
          if !kept.isEmpty { kept.removeFirst().frame = nil }
        }
      }
      // At the narrowest the overflow stays as long as it fits at all.
      if fits(kept + [overflow]) || row.maxX - rightWidth([overflow]) >= x + 1 {
        kept.append(overflow)
      }
    } else {
      while !kept.isEmpty && !fits(kept) {
        kept.removeFirst().frame = nil
      }
    }
    var rx = row.maxX - rightWidth(kept)
    let titleEnd = rx
    for item in kept {
      let w = ColumnWidth.width(of: item.label)
      item.frame = Rect(x: rx, y: row.minY, width: w, height: 1)
      rx += w + 1
    }
    return Rect(x: x, y: row.minY, width: max(0, titleEnd - x - 1), height: 1)
  }

  /// Draws the bar laid out by `layout` (which it runs again when the
  /// buttons have no frames yet): buttons at their frames, the title, the
  /// rule in the second row.
  ///
  /// `detail` (a position, a match count: `4/351`) follows the title in the
  /// secondary style and is never cut while it fits: the title gives way
  /// first, so a narrow bar still says where the user is. (Not bold: a
  /// `down` changes the position, and on ncurses every switch out of bold
  /// costs a whole `sgr` sequence and both colours again.)
  ///
  /// `titleColumn` moves the title right, to stand over text set in from
  /// the edge, as far as the title and its detail still fit.
  public static func draw(
    title: String, detail: String = "", left: [BarButtonItem], right: [BarButtonItem],
    in rect: Rect, canvas: inout Canvas, theme: Theme, titleColumn: Int? = nil,
    overflow: BarButtonItem? = nil
  ) {
    guard rect.height >= 1, rect.width >= 1 else { return }
    var titleRect = layout(
      left: left, right: right, in: rect, detail: detail, title: title, overflow: overflow)
    if let titleColumn, titleColumn > titleRect.minX {
      let needed =
        ColumnWidth.width(of: title) + (detail.isEmpty ? 0 : ColumnWidth.width(of: detail) + 1)
      let shift = min(titleColumn - titleRect.minX, titleRect.width - needed)
      if shift > 0 {
        titleRect = Rect(
          x: titleRect.minX + shift, y: titleRect.minY, width: titleRect.width - shift, height: 1)
      }
    }
    let row = rect.top(1)
    canvas.fill(row)
    for item in left + right + (overflow.map { [$0] } ?? []) {
      guard let frame = item.frame else { continue }
      canvas.write(
        item.label, at: frame.origin, style: theme.style(item.isPlain ? .secondary : .button),
        clip: row)
    }
    var nameRect = titleRect
    let detailWidth = ColumnWidth.width(of: detail)
    if !detail.isEmpty && detailWidth < titleRect.width {
      let titleWidth = ColumnWidth.width(of: title)
      let shown = min(titleWidth, titleRect.width - detailWidth - 1)
      nameRect = Rect(x: titleRect.minX, y: titleRect.minY, width: max(0, shown), height: 1)
      let x = shown > 0 ? nameRect.maxX + 1 : titleRect.minX
      canvas.write(
        detail, at: Point(x: x, y: row.minY), style: theme.style(.secondary), clip: titleRect)
    }
    canvas.write(
      title, in: nameRect, style: theme.style(.title), ellipsis: theme.glyphs.ellipsis)
    if rect.height >= 2 {
      canvas.horizontalLine(
        y: rect.minY + 1, from: rect.minX, to: rect.maxX, glyphs: theme.glyphs,
        style: theme.style(.border))
    }
  }

  /// The detail to show of `forms` (a detail and its shorter forms,
  /// fullest first: `3 servings (×1.5) id 201`, `3 servings (×1.5)`, ``):
  /// the first with which the whole `title` fits in the bar once `layout`
  /// has placed the buttons for it, else the last, so that the title gives
  /// way only to a detail that cannot be shortened. One form is that form.
  /// Leaves the buttons laid out for the form chosen.
  public static func detail(
    choosingFrom forms: [String], title: String, left: [BarButtonItem], right: [BarButtonItem],
    in rect: Rect, overflow: BarButtonItem? = nil
  ) -> String {
    guard let last = forms.last else { return "" }
    let titleWidth = ColumnWidth.width(of: title)
    for form in forms.dropLast() {
      let room = layout(
        left: left, right: right, in: rect, detail: form, title: title, overflow: overflow)
      let needed = titleWidth + (form.isEmpty ? 0 : ColumnWidth.width(of: form) + 1)
      if needed <= room.width { return form }
    }
    layout(left: left, right: right, in: rect, detail: last, title: title, overflow: overflow)
    return last
  }

  /// The button at `point`, if one was laid out there (text between
  /// buttons is not one).
  public static func item(at point: Point, in items: [BarButtonItem]) -> BarButtonItem? {
    items.first { !$0.isPlain && ($0.frame?.contains(point) ?? false) }
  }

  /// The right buttons `layout` hid behind the overflow (none when the
  /// overflow is not shown).
  public static func hidden(_ right: [BarButtonItem], overflow: BarButtonItem) -> [BarButtonItem] {
    guard overflow.frame != nil else { return [] }
    return right.filter { $0.frame == nil && !$0.isPlain }
  }
}
