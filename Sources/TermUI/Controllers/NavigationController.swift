import SplitLayout

/// A stack of controllers under a title bar, like `UINavigationController`.
///
/// The title bar shows the top controller's title and bar buttons and, when
/// the stack has more than one controller, a back button titled with the
/// previous controller's title (`‹ Keys`) or `‹ Back` when that does not
/// fit. `left`, `backspace` or a click on the back button pop. Usable as a
/// pane of the split view, inside a popover, or inside a sheet.
///
/// ```
///  ‹ Help  Keys                 <- title bar
/// ─────────────────
///  content of the top controller
/// ```
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController]
  /// Shows the title bar (on by default).
  public var showsTitleBar = true
  /// The label of the back button when the previous title does not fit.
  public var backTitle = "Back"
  /// Its title is derived from the stack and the width when read.
  private lazy var backButton = BarButtonItem(
    title: { [unowned self] in self.backButtonTitle(width: self.frame.width) },
    action: { [weak self] in self?.pop() })
  /// `[⋯]`: shown at the right end when the top's right buttons do not
  /// all fit; a click lists the hidden ones in a popover (issue 30, item
  /// 14), so a narrow bar never loses a button.
  public let overflowButton = BarButtonItem(title: "⋯")

  public init(root: ViewController) {
    viewControllers = [root]
    super.init()
    addChild(root)
    overflowButton.action = { [weak self] in self?.showOverflow() }
    // `⋯`, or the theme's word for it (`...` with `--ascii`).
    overflowButton.titleSource = { [weak self] in self?.application?.theme.glyphs.more ?? "⋯" }
  }

  /// `left`, `backspace` or `h` pop.
  public static let bindings: KeyBindings = [
    KeyBinding(.back, [.left, .backspace, .character("h")], BindingLabel("back", "返回"))
  ]

  /// The controller on top of the stack.
  public var topViewController: ViewController {
    // The stack is never empty: `pop` keeps the root.
    viewControllers[viewControllers.count - 1]
  }

  public override var title: String {
    get { topViewController.title }
    set { topViewController.title = newValue }
  }

  public override var titleDetail: String { topViewController.titleDetail }
  public override var titleDetailForms: [String] { topViewController.titleDetailForms }
  public override var titleColumn: Int? { topViewController.titleColumn }

  public override var focusedChild: ViewController? { topViewController }

  public override class var declaredBindingTables: [KeyBindings] { [bindings] }

  /// The back keys, when there is a page to go back to.
  public override var bindingTables: [KeyBindings] {
    viewControllers.count > 1 ? [Self.bindings] : []
  }

  public override var titleBarRuleRow: Int? { showsTitleBar ? TitleBar.height - 1 : nil }

  /// The top controller's preferred size plus the title bar.
  public override var preferredContentSize: Size {
    get {
      let top = topViewController.preferredContentSize
      return Size(width: top.width, height: top.height + (showsTitleBar ? TitleBar.height : 0))
    }
    set {}
  }

  /// Pushes `controller` on the stack; it becomes the top and takes focus.
  public func push(_ controller: ViewController) {
    viewControllers.append(controller)
    addChild(controller)
  }

  /// Pops the top controller unless it is the root; returns it.
  @discardableResult
  public func pop() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let top = viewControllers.removeLast()
    top.removeFromParent()
    return top
  }

  /// The title bar's left buttons: the container's (a sheet's `[Close]`),
  /// back, the top's own.
  private var leftItems: [BarButtonItem] {
    containerBarItems + (viewControllers.count > 1 ? [backButton] : [])
      + topViewController.leftBarItems
  }

  /// The frame of the top controller: below the title bar.
  public var contentFrame: Rect {
    showsTitleBar ? frame.droppingTop(TitleBar.height) : frame
  }

  public override func layout(in frame: Rect) {
    super.layout(in: frame)
    if showsTitleBar { _ = barDetail() }
    topViewController.layout(in: contentFrame)
  }

  /// The form of the top's detail the bar shows (the fullest with which
  /// its whole title fits), with the buttons laid out for it.
  private func barDetail() -> String {
    TitleBar.detail(
      choosingFrom: topViewController.titleDetailForms, title: topViewController.title,
      left: leftItems, right: topViewController.rightBarItems, in: frame,
      overflow: overflowButton)
  }

  /// The back button's title in a bar `width` columns wide.
  private func backButtonTitle(width: Int) -> String {
    guard viewControllers.count > 1 else { return "‹ " + backTitle }
    let previous = viewControllers[viewControllers.count - 2].title
    let full = "‹ " + previous
    // The back button may take at most half the bar, and gives way to the
    // top's title and detail: `[‹ Ingredients] Shop…` says less than
    // `[‹ Back] Shopping list` (issue 30, item 22), and `[‹]` is the last
    // resort.
    let top = topViewController
    let titleNeeds =
      ColumnWidth.width(of: top.title)
      + (top.titleDetail.isEmpty ? 0 : ColumnWidth.width(of: top.titleDetail) + 1)
    let buttons = top.rightBarItems.reduce(0) { $0 + ColumnWidth.width(of: $1.label) + 1 }
    func leaves(_ label: String) -> Bool {
      // `[label]`, a space either side, then the title before the buttons.
      1 + ColumnWidth.width(of: label) + 2 + 1 + titleNeeds + 1 + buttons <= width
    }
    let short = "‹ " + backTitle
    if !previous.isEmpty, ColumnWidth.width(of: full) + 2 <= width / 2, leaves(full) {
      return full
    } else if leaves(short) || !leaves("‹") {
      return short
    } else {
      return "‹"
    }
  }

  public override func forgetBarButtonFrames() {
    super.forgetBarButtonFrames()
    for item in containerBarItems + [backButton, overflowButton] { item.frame = nil }
  }

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    if showsTitleBar {
      TitleBar.draw(
        title: topViewController.title, detail: barDetail(), left: leftItems,
        right: topViewController.rightBarItems,
        in: frame, canvas: &canvas, theme: context.theme,
        titleColumn: topViewController.titleColumn, overflow: overflowButton)
    }
    topViewController.draw(in: &canvas, context: context)
  }

  public override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key) where action(for: key, in: Self.bindings) == .back:
      return pop() != nil
    case .mouse(let mouse):
      guard case .press(.left) = mouse.kind else { return false }
      let items = leftItems + topViewController.rightBarItems + [overflowButton]
      if let item = TitleBar.item(at: mouse.position, in: items) {
        item.action?()
        return true
      }
      return false
    default:
      return false
    }
  }

  /// The right buttons the bar hides behind `[⋯]` now.
  public var hiddenBarItems: [BarButtonItem] {
    TitleBar.hidden(topViewController.rightBarItems, overflow: overflowButton)
  }

  /// `[⋯]`: a popover under it listing the hidden buttons; choosing one
  /// closes it and does what the button does.
  public func showOverflow() {
    let hidden = hiddenBarItems
    guard let application, !hidden.isEmpty else { return }
    let list = ChoiceListViewController(
      title: overflowButton.title,
      items: hidden.enumerated().map { (title: $0.element.title, item: $0.offset) })
    application.present(choice: list, from: overflowButton) { index in
      hidden[index].action?()
    }
  }

  /// Keeps mouse events on the title bar here (the top controller's frame
  /// starts below it).
  public override func hitTest(_ point: Point) -> ViewController? {
    guard frame.contains(point) else { return nil }
    if contentFrame.contains(point), let hit = topViewController.hitTest(point) { return hit }
    return self
  }
}
