import SplitLayout

/// A page of styled text that scrolls and reflows: the recipe sheet's body,
/// a help page.
///
/// The text takes at most `ReadingPlacement.maximumWidth` columns, centred
/// in the frame: on a wide, short terminal (200x15) the sheet covers the
/// screen but an ingredient stays near its amount.
open class TextPageViewController: ViewController {
  public let textView: TextView

  /// - Parameter content: the lines for a width in columns, called again
  ///   when the width changes.
  public init(
    title: String, preferredSize: Size = Size(width: 60, height: 16),
    content: @escaping (Int) -> [StyledLine]
  ) {
    textView = TextView(content: content)
    super.init()
    self.title = title
    preferredContentSize = preferredSize
  }

  open override class var declaredBindingTables: [KeyBindings] { [TextView.bindings] }

  /// Rows kept free under the text (a subclass's input line there).
  open var rowsBelowText: Int { 0 }

  open override func layout(in frame: Rect) {
    super.layout(in: frame)
    // The same column as the form sheet's content (88 wide) on any screen.
    let below = min(max(0, rowsBelowText), max(0, frame.height - 1))
    textView.layout(in: ReadingPlacement.frame(in: below > 0 ? frame.droppingBottom(below) : frame))
  }

  /// The text's first column when the reading column is centred in a
  /// wider frame, so that the title stands over the text (issue 30, item 22).
  open override var titleColumn: Int? {
    guard textView.frame.minX > frame.minX else { return nil }
    return textView.frame.minX + textView.leftPadding
  }

  open override func draw(in canvas: inout Canvas, context: DrawContext) {
    textView.draw(into: &canvas, theme: context.theme)
  }

  open override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key): textView.handle(key, bindings: remapped(TextView.bindings))
    case .mouse(let mouse): textView.handle(mouse)
    default: false
    }
  }
}
