import SplitLayout

/// The base of every screen part: it has a frame, draws into a canvas and
/// handles the events routed to it, like a `UIViewController` with its view.
///
/// Controllers form a tree (`parent`, `children`). The run loop lays the
/// tree out, draws it, and routes events: keys go to the first responder
/// (following `focusedChild` from the root) and bubble up through the
/// parents; mouse events go to the deepest controller under the pointer
/// (`hitTest`) and bubble up the same way.
open class ViewController {
  /// Shown in title bars (navigation, sheets, popovers).
  open var title: String = ""
  /// Shown after the title in a title bar and kept when the title is cut
  /// (a list's position, `4/351`); empty for none.
  open var titleDetail: String { "" }
  /// `titleDetail` and its shorter forms, fullest first (a recipe's
  /// `3 servings (×1.5) id 201`, then without the id, then nothing): a
  /// navigation bar shows the first with which the whole title fits
  /// (`TitleBar.detail(choosingFrom:)`). By default the detail alone,
  /// which stays while the title is cut (a list's position).
  open var titleDetailForms: [String] { [titleDetail] }
  /// The column where the title bar's title should start, when the
  /// controller's own text is set in from its edge (a centred reading
  /// column); nil for the bar's usual place.
  open var titleColumn: Int? { nil }
  /// The size the content would like in a popover or sheet, in cells,
  /// without any border or title bar.
  open var preferredContentSize = Size(width: 40, height: 12)
  /// Buttons shown at the left of the title bar that shows this controller.
  public var leftBarItems: [BarButtonItem] = []
  /// Buttons shown at the right of that title bar (a controller may
  /// derive them from its state: the recipe's `[−] ×1 [+]`).
  open var rightBarItems: [BarButtonItem] = []

  /// The buttons this container puts before `child`'s own in the title
  /// bar that shows `child` (a sheet's `[Close]`, the split's `[≡ Recipes]`
  /// or its stack page's back button): derived from the container's state
  /// and frame whenever they are read, never stored on the child, so that
  /// layout and drawing write nothing (issue 29, point 4). None by default.
  open func leadingBarItems(for child: ViewController) -> [BarButtonItem] { [] }

  /// What the parent puts before this controller's own bar buttons (see
  /// `leadingBarItems(for:)`).
  public var containerBarItems: [BarButtonItem] { parent?.leadingBarItems(for: self) ?? [] }

  public private(set) weak var parent: ViewController?
  public private(set) var children: [ViewController] = []
  /// Where the controller was laid out last, in screen cells.
  public internal(set) var frame: Rect = .zero
  /// The application, for the root and presented controllers; others
  /// reach it through their parents.
  weak var host: Application?

  public init() {}

  /// The application running this controller's tree, if it is on screen.
  public var application: Application? {
    var node: ViewController? = self
    while let current = node {
      if let host = current.host { return host }
      node = current.parent
    }
    return nil
  }

  /// Adds `child` (removing it from a previous parent).
  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    child.parent = self
    children.append(child)
  }

  /// Removes this controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// The child that has the keyboard focus, for containers; `nil` when this
  /// controller itself is the first responder.
  open var focusedChild: ViewController? { nil }

  /// Every binding table a controller of this kind may answer to: what
  /// the help lists for it, found by walking the app's controller kinds
  /// (issue 29, point 5). `bindingTables` gives those of the moment.
  open class var declaredBindingTables: [KeyBindings] { [] }

  /// The binding tables of the keys this controller answers to now, its
  /// own first (the help's "where you are" and the footer walk the
  /// focused chain for them); the declared ones unless it says otherwise.
  /// A controller flags its footer hints here (`KeyBindings.footer`).
  open var bindingTables: [KeyBindings] { Self.declaredBindingTables }

  /// The row, relative to `frame`, of a title bar's rule drawn across the
  /// whole width (so a border around it can join it); `nil` when none.
  open var titleBarRuleRow: Int? { nil }

  /// Called by the run loop at the start of each frame, before
  /// `layout(in:)`, with the rect the controller will be laid out in: the
  /// one place where a container that changes with the size (the split
  /// controller's mode) updates its state and tells its delegate. Nothing
  /// by default.
  open func prepareLayout(in frame: Rect) {}

  /// Sets `frame`; containers override it to lay out their children. A
  /// pure pass: it tells no delegate and changes no state beyond frames
  /// (and what views derive from them, such as a list clamping its scroll).
  open func layout(in frame: Rect) {
    self.frame = frame
  }

  /// Forgets where this controller's bar buttons (and its children's) were
  /// drawn: for a column that leaves the screen, whose buttons must not be
  /// clicked or anchor a popover where they no longer are.
  open func forgetBarButtonFrames() {
    for item in leftBarItems + rightBarItems { item.frame = nil }
    for child in children { child.forgetBarButtonFrames() }
  }

  /// Draws the controller into its frame.
  open func draw(in canvas: inout Canvas, context: DrawContext) {}

  /// Handles an event; returns `false` to pass it to the parent.
  open func handle(_ event: InputEvent) -> Bool { false }

  /// Closes the topmost layer this controller shows over its base screen
  /// (the split view's open drawer) and returns true; false when it shows
  /// only its base screen. The run loop asks the root before `q` quits, so
  /// `q` closes layers one by one and quits only from the base screen.
  open func closeTopLayer() -> Bool { false }

  /// The deepest controller whose frame holds `point`: children are asked
  /// last-added first, as they are drawn on top.
  open func hitTest(_ point: Point) -> ViewController? {
    guard frame.contains(point) else { return nil }
    for child in children.reversed() {
      if let hit = child.hitTest(point) { return hit }
    }
    return self
  }

  /// Asks the nearest container that can show a detail to show it (the
  /// split controller focuses its detail and closes the drawer), like
  /// UIKit's `showDetailViewController(_:sender:)`. Returns false when no
  /// container did.
  @discardableResult
  open func showDetail(sender: ViewController) -> Bool {
    parent?.showDetail(sender: sender) ?? false
  }

  /// Makes this controller the first responder, as far as its containers
  /// allow (the split controller moves its focus to the pane holding it).
  public func becomeFocused() {
    var child: ViewController = self
    var node = parent
    while let container = node {
      container.focus(child: child)
      child = container
      node = container.parent
    }
  }

  /// Called by `becomeFocused` on each container; moves its focus to
  /// `child` when it can.
  open func focus(child: ViewController) {}

  /// Presents `presentation` (a popover or sheet) over everything.
  public func present(_ presentation: PresentationController) {
    application?.present(presentation)
  }
}
