import SplitLayout

/// A scrolling page of styled lines, laid out again for each width (the
/// recipe sheet, help pages).
///
/// The lines come from `content(width)`, called when the width changes, so
/// the text reflows on resize. The scroll position is kept as an anchor:
/// the number of visible characters (spaces left out) above the first line
/// the user scrolled to. A reflow shows the line holding that character, so
/// a resize never sends the page back to its top, and narrowing then
/// widening again gives back the very same first line.
public final class TextView {
  /// Produces the lines for a width in columns.
  public var content: (Int) -> [StyledLine] {
    didSet { cachedWidth = nil }
  }
  /// The first line on screen.
  public private(set) var topLine = 0
  /// The user's place: visible characters above the first line they
  /// scrolled to. Changed only by scrolling (and `replaceContent`), never
  /// by a layout.
  public private(set) var anchor = 0
  /// Lines without visible characters start at the same one as the line
  /// after them: how many such lines before the first line the user
  /// scrolled to start at `anchor` too, so a blank first line comes back
  /// as the blank line (0 for the first line that starts there).
  public private(set) var anchorLine = 0
  /// Told the anchor and its line when they change (the user's scroll, a
  /// restore, new content): the place the app keeps.
  public var onScroll: ((_ anchor: Int, _ line: Int) -> Void)?
  /// Visible characters before each line (one more entry than lines),
  /// counted when first needed (a scroll, a reflow away from the top):
  /// a page that is only looked at (the recipe column following the
  /// highlight) never counts them.
  private var offsets: [Int] {
    if let countedOffsets { return countedOffsets }
    var total = 0
    var counted = [0]
    counted.reserveCapacity(cachedLines.count + 1)
    for line in cachedLines {
      for span in line.spans {
        total += span.text.unicodeScalars.reduce(0) { $0 + ($1.properties.isWhitespace ? 0 : 1) }
      }
      counted.append(total)
    }
    countedOffsets = counted
    return counted
  }
  private var countedOffsets: [Int]?
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
    let reflowed = width != cachedWidth
    if reflowed {
      cachedLines = content(width)
      cachedWidth = width
      countedOffsets = nil
    }
    let resized = reflowed || rect.height != frame.height
    frame = rect
    if resized { topLine = line(holding: anchor) }
    topLine = topLine.clamped(0, maxTop)
  }

  /// Goes to a place saved in an earlier run (an `anchor`): shown from the
  /// next layout, which finds the line holding it.
  public func restore(anchor: Int, line: Int = 0) {
    self.anchor = max(0, anchor)
    anchorLine = max(0, line)
    cachedWidth = nil
    onScroll?(self.anchor, anchorLine)
  }

  /// Replaces the content and goes back to the top (another recipe).
  public func replaceContent(_ content: @escaping (Int) -> [StyledLine]) {
    self.content = content
    topLine = 0
    anchor = 0
    anchorLine = 0
    onScroll?(anchor, anchorLine)
  }

  /// The line whose visible characters hold the one at `offset` (the first
  /// line for 0, the last one past the end).
  private func line(holding offset: Int) -> Int {
    guard offset > 0, cachedLines.count > 1 else { return 0 }
    // The last line that starts at or before `offset`.
    var low = 0
    var high = cachedLines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    // Of the lines that start at `offset` (blank lines, then the line
    // holding it), the one `anchorLine` says.
    var first = low
    while first > 0 && offsets[first - 1] == offset && offsets[first] == offset { first -= 1 }
    return min(first + anchorLine, low)
  }

  /// Records the user's scroll as the anchor.
  private func scrolled() {
    topLine = topLine.clamped(0, maxTop)
    anchor = offsets.indices.contains(topLine) ? offsets[topLine] : 0
    var first = topLine
    while first > 0 && offsets.indices.contains(first) && offsets[first - 1] == anchor {
      first -= 1
    }
    anchorLine = topLine - first
    onScroll?(anchor, anchorLine)
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
  ///
  /// A page keeps two lines of the one before (as `less -z-2` does; one on
  /// a screen of three rows or fewer), and a page down stops short rather
  /// than leave a heading on the last row without its first line (issue
  /// 30, item 17).
  public func perform(_ action: ActionName) -> Bool {
    let page = frame.height > 3 ? frame.height - 2 : max(1, frame.height - 1)
    switch action {
    case .scrollUp: topLine -= 1
    case .scrollDown: topLine += 1
    case .scrollPageUp: topLine -= page
    case .scrollPageDown:
      var target = min(topLine + page, maxTop)
      while target > topLine + 1, PageBreak.splitsHeading(cachedLines, top: target, height: frame.height) {
        target -= 1
      }
      topLine = max(topLine, target)
    case .scrollHalfPageUp: topLine -= max(1, frame.height / 2)
    case .scrollHalfPageDown: topLine += max(1, frame.height / 2)
    case .scrollTop: topLine = 0
    case .scrollBottom: topLine = maxTop
    default: return false
    }
    scrolled()
    return true
  }

  /// Scrolls 3 lines for the wheel.
  public func handle(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .scrollUp: topLine -= 3
    case .scrollDown: topLine += 3
    default: return false
    }
    scrolled()
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
