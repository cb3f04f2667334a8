import SplitLayout
import TermUI

/// An accent colour the Theme popover offers: a 256-colour index and names.
struct AccentColor: Hashable, Sendable {
  let index: UInt8
  let english: String
  let chinese: String

  var color: Color { .indexed(index) }

  func name(_ labels: Labels) -> String { labels.language == .zh ? chinese : english }

  /// Sixteen accents around the colour wheel, then two neutrals.
  static let palette: [AccentColor] = [
    AccentColor(index: 160, english: "Red", chinese: "红"),
    AccentColor(index: 202, english: "Orange", chinese: "橙"),
    AccentColor(index: 178, english: "Gold", chinese: "金"),
    AccentColor(index: 148, english: "Lime", chinese: "青柠"),
    AccentColor(index: 34, english: "Green", chinese: "绿"),
    AccentColor(index: 30, english: "Teal", chinese: "青"),
    AccentColor(index: 38, english: "Cyan", chinese: "蓝绿"),
    AccentColor(index: 33, english: "Blue", chinese: "蓝"),
    AccentColor(index: 62, english: "Indigo", chinese: "靛"),
    AccentColor(index: 92, english: "Purple", chinese: "紫"),
    AccentColor(index: 164, english: "Magenta", chinese: "品红"),
    AccentColor(index: 205, english: "Pink", chinese: "粉"),
    AccentColor(index: 130, english: "Brown", chinese: "棕"),
    AccentColor(index: 137, english: "Tan", chinese: "驼"),
    AccentColor(index: 245, english: "Grey", chinese: "灰"),
    AccentColor(index: 252, english: "Silver", chinese: "银"),
  ]
}

/// The Theme popover's content: a grid of colour swatches, like the seed's
/// colour wheel drawn as cells. Arrow keys move in the grid, `enter` or a
/// click chooses; the choice goes back to the app through `onChoose`. Each swatch is a block of the colour as background (spaces,
/// so nothing depends on glyph widths) over its name; without colours the
/// grid shows the names only.
final class ThemeViewController: ViewController, Choosing {
  /// The keys here (the help's "where you are").
  override var bindingTables: [KeyBindings] { [Self.bindings] }

  /// Called with the chosen colour.
  var onChoose: ((Color) -> Void)?
  let colors = AccentColor.palette
  let columns = 4
  static let cellWidth = 10
  /// The highlighted swatch; a move previews it (`onHighlight`).
  private(set) var selected: Int {
    didSet { if selected != oldValue { onHighlight?(colors[selected].color) } }
  }
  /// Told when the highlight moves to another colour, so the app can show
  /// it at once (the choice previews as the cursor moves).
  var onHighlight: ((Color) -> Void)?
  /// The colour field below the grid (256 or 24-bit colours only): `down`
  /// from the grid's last row enters it, `up` from its top leaves it.
  private(set) var field: ColourField?
  /// True while the arrows move the field's cross.
  private(set) var isInField = false
  /// Half blocks, or one colour a cell with `--ascii`.
  private let halfBlocks: Bool
  /// The accent in use (marked with the check glyph).
  var current: AccentColor?
  private let labels: Labels
  private var showsSwatches = true

  init(labels: Labels, current: Color, colors support: ColorSupport, halfBlocks: Bool = true) {
    self.labels = labels
    showsSwatches = support != .none
    self.halfBlocks = halfBlocks
    selected = AccentColor.palette.firstIndex { $0.color == current } ?? 0
    self.current = AccentColor.palette.first { $0.color == current }
    if support >= .palette256 {
      field = ColourField(width: columns * Self.cellWidth - 1, colors: support)
    }
    super.init()
    title = labels.theme
    let fieldRows = field == nil ? 0 : 1 + ColourField.height(halfBlocks: halfBlocks)
    preferredContentSize = Size(
      width: columns * Self.cellWidth + 1, height: rows * cellHeight + fieldRows)
  }

  /// Where the field is drawn: under the grid and a blank row.
  var fieldFrame: Rect {
    guard field != nil else { return .zero }
    let top = frame.minY + rows * cellHeight + 1
    let height = min(ColourField.height(halfBlocks: halfBlocks), max(0, frame.maxY - top))
    return Rect(
      x: frame.minX + 1, y: top, width: max(0, min(frame.width - 2, columns * Self.cellWidth - 1)),
      height: height)
  }

  private var rows: Int { (colors.count + columns - 1) / columns }

  /// Rows a swatch takes: the colour and the name, or just the name.
  private var cellHeight: Int { showsSwatches ? 2 : 1 }

  /// The columns of one swatch and its gap: `cellWidth`, or less on a
  /// screen too narrow for four of them (40 columns), so that the last
  /// swatch of a row is as whole as the others.
  private var cellStride: Int {
    guard frame.width > 0 else { return Self.cellWidth }
    return max(2, min(Self.cellWidth, (frame.width - 1) / columns))
  }

  /// The frame of swatch `index` (its colour row and its name row).
  func cellFrame(_ index: Int) -> Rect {
    Rect(
      x: frame.minX + 1 + (index % columns) * cellStride,
      y: frame.minY + (index / columns) * cellHeight, width: cellStride - 1, height: cellHeight)
  }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    let theme = context.theme
    canvas.fill(frame)
    for (index, accent) in colors.enumerated() {
      let cell = cellFrame(index).intersection(frame)
      guard !cell.isEmpty else { continue }
      let isSelected = index == selected && !isInField
      let mark = accent == current ? String(theme.glyphs.check) : " "
      let name = mark + accent.name(labels)
      if showsSwatches {
        canvas.fill(cell.top(1), style: Style(background: accent.color))
        if isSelected {
          // The marks in black or white, whichever reads on the swatch.
          let mark = Style(foreground: theme.text(on: accent.color), background: accent.color)
          canvas.write("[", at: cell.origin, style: mark)
          canvas.write("]", at: Point(x: cell.maxX - 1, y: cell.minY), style: mark)
        }
        let nameStyle = isSelected ? theme.style(.focusedSelection) : theme.style(.secondary)
        canvas.write(
          name, in: cell.droppingTop(1).top(1), style: nameStyle, ellipsis: theme.glyphs.ellipsis)
      } else {
        let style = isSelected ? theme.style(.focusedSelection) : theme.style(.text)
        canvas.fill(cell.top(1), style: style)
        canvas.write(name, in: cell.top(1), style: style, ellipsis: theme.glyphs.ellipsis)
      }
    }
    if var field {
      let rect = fieldFrame
      field.width = max(1, rect.width)
      if !isInField { field.cross = Point(x: -1, y: -1) }
      field.draw(in: &canvas, rect: rect, halfBlocks: halfBlocks, theme: theme)
    }
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      if isInField { return handleFieldKey(key) }
      switch action(for: key, in: Self.bindings) {
      case .moveLeft: move(by: -1)
      case .moveRight: move(by: 1)
      case .moveUp: move(by: -columns)
      case .moveDown: move(by: columns)
      case .first: selected = 0
      case .last: selected = colors.count - 1
      case .choose: choose(selected)
      default: return false
      }
      return true
    case .mouse(let mouse):
      guard case .press(.left) = mouse.kind else { return false }
      if field != nil, fieldFrame.contains(mouse.position) {
        let rect = fieldFrame
        let row = mouse.position.y - rect.minY
        setCross(Point(x: mouse.position.x - rect.minX, y: halfBlocks ? row * 2 : row))
        chooseField()
        return true
      }
      guard let index = colors.indices.first(where: { cellFrame($0).contains(mouse.position) })
      else {
        return false
      }
      selected = index
      choose(index)
      return true
    default:
      return false
    }
  }

  /// Arrow keys move in the grid; `enter` or `space` chooses.
  static let bindings: KeyBindings = [
    KeyBinding(.moveLeft, [.left, .character("h")], moveLabel),
    KeyBinding(.moveRight, [.right, .character("l")], moveLabel),
    KeyBinding(.moveUp, [.up, .character("k")], moveLabel),
    KeyBinding(.moveDown, [.down, .character("j")], moveLabel),
    KeyBinding(.first, [.home], moveLabel),
    KeyBinding(.last, [.end], moveLabel),
    KeyBinding(.choose, [.enter, .character(" ")], BindingLabel("choose the colour", "选择颜色")),
  ]

  private static let moveLabel = BindingLabel("move in the colours", "在颜色中移动")

  private func move(by step: Int) {
    let next = selected + step
    if colors.indices.contains(next) {
      selected = next
    } else if step == columns, field != nil, fieldFrame.height > 0 {
      // Down from the grid's last row: into the field, under the swatch.
      isInField = true
      let x =
        (selected % columns) * Self.cellWidth * max(1, fieldFrame.width)
        / (columns * Self.cellWidth)
      setCross(Point(x: x, y: 0))
    }
  }

  /// Arrows move the cross (`up` from the top row goes back to the grid),
  /// `enter` or `space` takes the colour under it.
  private func handleFieldKey(_ key: Key) -> Bool {
    guard let field else { return false }
    switch action(for: key, in: Self.bindings) {
    case .moveLeft: setCross(Point(x: field.cross.x - 1, y: field.cross.y))
    case .moveRight: setCross(Point(x: field.cross.x + 1, y: field.cross.y))
    case .moveUp:
      if field.cross.y == 0 {
        isInField = false
        onHighlight?(colors[selected].color)
      } else {
        setCross(Point(x: field.cross.x, y: field.cross.y - 1))
      }
    case .moveDown: setCross(Point(x: field.cross.x, y: field.cross.y + 1))
    case .first: setCross(Point(x: 0, y: field.cross.y))
    case .last: setCross(Point(x: Int.max / 2, y: field.cross.y))
    case .choose: chooseField()
    default: return false
    }
    return true
  }

  /// Puts the cross at `point` (kept inside) and previews its colour.
  private func setCross(_ point: Point) {
    guard var field else { return }
    field.width = max(1, fieldFrame.width)
    field.cross = Point(x: 0, y: 0)
    field.move(dx: point.x, dy: point.y)
    self.field = field
    isInField = true
    onHighlight?(field.picked)
  }

  private func chooseField() {
    guard let field else { return }
    current = nil
    onChoose?(field.picked)
  }

  private func choose(_ index: Int) {
    current = colors[index]
    onChoose?(colors[index].color)
  }
}
