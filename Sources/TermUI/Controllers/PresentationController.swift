import SplitLayout

/// A controller shown over everything: a sheet or a popover. The run loop
/// keeps a stack of them; the top one gets every event first and is modal
/// (nothing underneath reacts until it is dismissed).
open class PresentationController: ViewController {
  /// What is presented.
  public let content: ViewController
  /// The `[Close]` button of the chrome (sheets, and popovers adapted to
  /// sheets).
  public let closeButton = BarButtonItem(title: "Close")
  /// Told when the user closed it (`esc`, `q`, `[Close]`): what the
  /// presenter turns into its state (not told of `dismiss()`).
  public var onClose: (() -> Void)?

  public init(content: ViewController) {
    self.content = content
    super.init()
    addChild(content)
    closeButton.action = { [weak self] in self?.requestDismissal() }
  }

  open override var focusedChild: ViewController? { content }

  /// The content's title (shown in the sheet chrome's title bar).
  open override var title: String {
    get { content.title }
    set { content.title = newValue }
  }

  /// Dims the view underneath while presented (sheets do, popovers not).
  open var dimsBackground: Bool { true }

  /// True when the chrome is a sheet's (a border and a title bar with
  /// `[Close]`); popovers and palettes adapted to a sheet say so after
  /// their layout.
  open var showsSheetChrome: Bool { true }

  /// False when the presentation can no longer be shown (a popover whose
  /// anchor is gone): the run loop skips it in the layout pass and
  /// dismisses it after the pass.
  open var isAnchored: Bool { true }

  /// Lays the presentation out on a screen of `screen` (only while it is
  /// anchored).
  open func layoutPresentation(screen: Size) {
    layout(in: Rect(size: screen))
  }

  /// Content that has its own title bar (a navigation controller) shows
  /// `[Close]` first in it while the chrome is a sheet's.
  open override func leadingBarItems(for child: ViewController) -> [BarButtonItem] {
    child === content && showsSheetChrome ? [closeButton] : []
  }

  /// The user asked to close it (`esc`, `q`, `[Close]`, a click outside a
  /// popover). Returns true when it was dismissed.
  @discardableResult
  open func requestDismissal() -> Bool {
    dismiss()
    onClose?()
    return true
  }

  /// Lays the content out in `frame` with sheet chrome: a border and a
  /// title bar with `[Close]`. Content that has its own title bar (a
  /// navigation controller) shows `[Close]` as its leading item instead of
  /// a second bar (`leadingBarItems(for:)`).
  func layoutAsSheet(in frame: Rect) {
    super.layout(in: frame)
    content.layout(
      in: PresentationChrome.contentFrame(
        in: frame, drawsTitleBar: !(content is NavigationController)))
  }

  /// Draws the sheet chrome of `layoutAsSheet` and the content.
  func drawAsSheet(in canvas: inout Canvas, context: DrawContext) {
    let ownsBar = content.titleBarRuleRow == nil
    let ruleRow =
      ownsBar
      ? frame.minY + TitleBar.height : content.titleBarRuleRow.map { content.frame.minY + $0 }
    PresentationChrome.draw(
      frame: frame, title: ownsBar ? content.title : nil, detail: content.titleDetail,
      closeButton: ownsBar ? closeButton : nil,
      ruleRow: ruleRow, canvas: &canvas, theme: context.theme)
    content.draw(in: &canvas, context: context)
  }

  /// A left click outside the frame: sheets ignore it, popovers close.
  open func handleOutsideClick() {}

  /// Removes the presentation from the screen (no delegate is asked).
  public func dismiss() {
    application?.dismiss(self)
  }

  open override func handle(_ event: InputEvent) -> Bool {
    if case .mouse(let mouse) = event, case .press(.left) = mouse.kind,
      closeButton.frame?.contains(mouse.position) ?? false
    {
      requestDismissal()
      return true
    }
    return false
  }
}
