import SplitLayout

/// A page of styled text that scrolls and reflows: the recipe sheet's body,
/// a help page.
public final class TextPageViewController: ViewController {
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

  public override func layout(in frame: Rect) {
    super.layout(in: frame)
    textView.layout(in: frame)
  }

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    textView.draw(into: &canvas, theme: context.theme)
  }

  public override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key): textView.handle(key, bindings: remapped(TextView.bindings))
    case .mouse(let mouse): textView.handle(mouse)
    default: false
    }
  }
}
