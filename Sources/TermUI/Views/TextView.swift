import SplitLayout

/// A scrolling page of styled lines, laid out again for each width (the
/// recipe sheet, help pages).
///
/// The lines come from `content(width)`, called when the width changes, so
/// the text reflows on resize. The scroll position is kept as the fraction
/// of the page above the screen, so a reflow keeps roughly the same place.
public final class TextView {
  /// Produces the lines for a width in columns.
  public var content: (Int) -> [StyledLine] {
    didSet { cachedWidth = nil }
  }
  /// The first line on screen.
  public private(set) var topLine = 0
  public private(set) var frame: Rect = .zero
  private var cachedWidth: Int?
  private var cachedLines: [StyledLine] = []

  public init(content: @escaping (Int) -> [StyledLine]) {
    self.content = content
  }

  /// The lines for the current frame's width.
  public var lines: [StyledLine] { cachedLines }

  /// Columns left free at the left of the text.
  public var leftPadding = 1

  /// The columns available to text: the frame less the padding and a
  /// scroll-thumb column.
  private func textWidth(for rect: Rect) -> Int { max(1, rect.width - 1 - leftPadding) }

  public func layout(in rect: Rect) {
    let width = textWidth(for: rect)
    if width != cachedWidth {
      let oldCount = max(1, cachedLines.count)
      let fraction = Double(topLine) / Double(oldCount)
      cachedLines = content(width)
      cachedWidth = width
      topLine = Int(fraction * Double(cachedLines.count))
    }
    frame = rect
    topLine = topLine.clamped(0, maxTop)
  }

  private var maxTop: Int { max(0, cachedLines.count - frame.height) }

  /// True when the last line is on screen.
  public var isAtEnd: Bool { topLine >= maxTop }

  /// Scrolls for a key of `bindings` (`TextView.bindings`, remapped by
  /// the caller).
  public func handle(_ key: Key, bindings: KeyBindings = TextView.bindings) -> Bool {
    guard let action = bindings.action(for: key) else { return false }
    return perform(action)
  }

  /// Scrolls for one of the page's actions; false for any other action.
  public func perform(_ action: ActionName) -> Bool {
    let page = max(1, frame.height - 1)
    switch action {
    case .scrollUp: topLine -= 1
    case .scrollDown: topLine += 1
    case .scrollPageUp: topLine -= page
    case .scrollPageDown: topLine += page
    case .scrollTop: topLine = 0
    case .scrollBottom: topLine = maxTop
    default: return false
    }
    topLine = topLine.clamped(0, maxTop)
    return true
  }

  /// Scrolls 3 lines for the wheel.
  public func handle(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .scrollUp: topLine = (topLine - 3).clamped(0, maxTop)
    case .scrollDown: topLine = (topLine + 3).clamped(0, maxTop)
    default: return false
    }
    return true
  }

  public func draw(into canvas: inout Canvas, theme: Theme) {
    canvas.fill(frame)
    let width = textWidth(for: frame)
    let left = frame.minX + min(leftPadding, max(0, frame.width - 1))
    let clip = Rect(x: left, y: frame.minY, width: width, height: frame.height)
    let last = min(cachedLines.count, topLine + frame.height)
    if topLine < last {
      for index in topLine..<last {
        cachedLines[index].draw(
          into: &canvas, at: Point(x: left, y: frame.minY + index - topLine), clip: clip,
          theme: theme)
      }
    }
    if cachedLines.count > frame.height && frame.height > 0 {
      let size = max(1, frame.height * frame.height / cachedLines.count)
      let offset = (frame.height - size) * topLine / max(1, maxTop)
      canvas.drawScrollBar(
        x: frame.maxX - 1, y: frame.minY, height: frame.height, thumbOffset: offset,
        thumbSize: size, theme: theme)
    }
  }
}
