import SplitLayout

/// Up to four columns laid out by the width ladder, like
/// `UISplitViewController` with its `.tripleColumn`, `.compact` and
/// `.inspector` columns: the primary (cuisines), the supplementary
/// (dishes), the secondary (a recipe) and the inspector.
///
/// The mode is a pure function of the width and `settings`
/// (`LadderSettings.mode(width:)`); the frames come from `ColumnLayout`.
/// The controller tells its delegate before every change (and once at
/// launch), keeps the focus on a visible column, opens and closes the
/// drawer, keeps the stack mode's top page, and lets the user drag the
/// primary's divider.
///
/// ```
///  stack        drawer, open        split            triple (+ inspector)
///  SSSSSSSSS    PPPPPP│SSSSSSS      PPPP│SSSSSSSS    PPP│SSSS│RRRRRRR│III
/// ```
/// The secondary and the inspector are columns only when the app has set
/// them (`setSecondary`, `setInspector`); where the layout makes them
/// sheets the app presents them itself.
public final class SplitViewController: ViewController {
  public let primary: ViewController
  public let supplementary: ViewController
  /// The recipe column's controller, when the app shows one inline.
  public private(set) var secondary: ViewController?
  /// The inspector column's controller, when the app shows one inline.
  public private(set) var inspector: ViewController?
  public weak var delegate: (any SplitViewControllerDelegate)?
  /// The ladder and `--layout`.
  public private(set) var settings: LadderSettings
  /// The user's choices that move the columns (drag, `m`, drawer, `i`,
  /// `z`, the stack's top page).
  public private(set) var options = ColumnOptions()
  /// The columns' width wishes.
  public private(set) var specs: ColumnSpecs
  /// The mode the delegate was last told of (`nil` before the first frame).
  public private(set) var mode: LadderMode?
  /// The focused column (always a visible one once laid out).
  public private(set) var focusedColumn: ColumnRole = .primary
  /// The button that shows the primary when it is not a column. Its title
  /// is the primary's title with the menu glyph, set by the app.
  public let showPrimaryButton = BarButtonItem(title: "≡")
  /// The stack mode's back button: `‹` and the primary's title on the
  /// supplementary's page, `‹` and `backTitle` on the secondary's; derived
  /// from the stack's top page when read.
  public private(set) lazy var backButton = BarButtonItem(
    title: { [unowned self] in
      "‹ " + (self.stackTop == .secondary ? self.backTitle : self.primary.title)
    },
    action: { [weak self] in _ = self?.pop() })
  /// The back button's word on the recipe's page of the stack mode.
  public var backTitle = "Back"
  /// Whether the delegate was last told to show the button (`nil` before
  /// the first layout, so that launch always tells it).
  private var supplementaryHasButton: Bool?
  /// The stack page the delegate was last told of (`.none` before the
  /// first layout).
  private var toldStackPage: ColumnRole?? = .none
  /// Whether the delegate was last told the inspector is a column.
  private var toldInspectorColumn: Bool?
  private var isPreparing = false
  /// The focus the delegate was last told of (`didFocus`), and in which
  /// mode.
  var toldFocus: (column: ColumnRole, mode: LadderMode)?
  private var isDraggingDivider = false
  /// Narrower than this, the detail beside the open drawer is left blank.
  static let minimumStripBesideDrawer = 24

  public init(
    primary: ViewController, supplementary: ViewController,
    settings: LadderSettings = LadderSettings(), specs: ColumnSpecs = .standard
  ) {
    self.primary = primary
    self.supplementary = supplementary
    self.settings = settings
    self.specs = specs
    super.init()
    addChild(supplementary)
    addChild(primary)
    showPrimaryButton.action = { [weak self] in self?.toggleMaster() }
  }

  /// The buttons before a column's own in its title bar, derived from the
  /// mode, the stack's top page and the frames when read: the
  /// supplementary shows `showPrimaryButton` while the primary is not a
  /// column (outside the stack mode); the stack's page shows `backButton`
  /// above the primary, unless the page is a stack of its own with its own
  /// back button (cook mode over a recipe: `[‹ 番茄炒蛋]`), where a second
  /// back button (`[‹ Back] [‹ 番茄炒蛋]`, `[‹ 返回] [‹ 返回]` when narrow)
  /// would offer two ways back side by side; it comes back with the
  /// page's root.
  public override func leadingBarItems(for child: ViewController) -> [BarButtonItem] {
    guard let mode, let frames else { return [] }
    if mode == .stack {
      let page = stackTop
      if let navigation = child as? NavigationController, navigation.viewControllers.count > 1 {
        return []
      }
      return page != .primary && child === controller(for: page) ? [backButton] : []
    }
    return child === supplementary && !frames[.primary].isColumn ? [showPrimaryButton] : []
  }

  public override class var declaredBindingTables: [KeyBindings] {
    [bindings, stackBindings]
  }

  /// The focus keys; in the stack mode the page keys too. `m` (showing
  /// the master) is a footer hint where the supplementary list has the
  /// focus.
  public override var bindingTables: [KeyBindings] {
    let own =
      focusedColumn == .supplementary ? Self.bindings.footer(.toggleMaster) : Self.bindings
    return mode == .stack ? [own, Self.stackBindings] : [own]
  }

  public override var focusedChild: ViewController? {
    controller(for: focusedColumn) ?? supplementary
  }

  /// The frames for the split's frame and its current state (`nil` before
  /// the first frame). A pure function of the frame, the mode, the
  /// settings and the options, so hit-testing between an event and the
  /// next frame sees the state the event left.
  public var frames: ColumnFrames? {
    guard let mode else { return nil }
    return frames(in: frame.size, mode: mode).offset(by: frame.origin)
  }

  private func frames(in size: Size, mode: LadderMode) -> ColumnFrames {
    ColumnLayout.frames(
      in: size, mode: mode, ladder: settings.ladder, options: effectiveOptions, specs: specs)
  }

  /// The options with the stack's top page limited to a page there is a
  /// controller for.
  private var effectiveOptions: ColumnOptions {
    var options = self.options
    if options.stackTop == .inspector || (options.stackTop == .secondary && secondary == nil) {
      options.stackTop = .supplementary
    }
    return options
  }

  /// The stack's top page (what the stack mode shows).
  public var stackTop: ColumnRole { effectiveOptions.stackTop }

  // MARK: Layout

  /// Brings the mode, the bar buttons, the stack's page and the focus up
  /// to date for a frame of `rect`, telling the delegate before each
  /// change (and the first time): called by the run loop at the start of
  /// every frame, before `layout(in:)`, and after an event that changes
  /// what shows. Closes the drawer when the mode leaves the drawer (the
  /// primary keeps the focus: it is a column in the split) and moves the
  /// focus to the nearest visible column when its column leaves.
  public override func prepareLayout(in rect: Rect) {
    let wasPreparing = isPreparing
    isPreparing = true
    defer { isPreparing = wasPreparing }
    let newMode = settings.mode(width: rect.width)
    if newMode != mode {
      // The drawer is the drawer mode's: leaving the mode closes it on
      // screen (the option stays the owner's, for when the mode is back).
      if newMode != .drawer && isDrawerOpen {
        delegate?.splitViewController(self, drawerWillChange: false)
        focusedColumn = .primary
      }
      delegate?.splitViewController(self, willChangeTo: newMode)
      mode = newMode
    }
    let frames = frames(in: rect.size, mode: newMode)
    // The supplementary needs the show-primary button whenever the primary
    // is not beside it, except in the stack mode, which has a back button.
    let needsButton = newMode != .stack && !frames[.primary].isColumn
    if needsButton != supplementaryHasButton {
      if needsButton {
        delegate?.splitViewController(self, willHide: primary, with: showPrimaryButton)
      } else {
        delegate?.splitViewController(self, willShow: primary, invalidating: showPrimaryButton)
      }
      supplementaryHasButton = needsButton
    }
    let page: ColumnRole? = newMode == .stack ? stackTop : nil
    if toldStackPage != .some(page) {
      delegate?.splitViewController(
        self, willShowStackPage: page, back: page == nil || page == .primary ? nil : backButton)
      toldStackPage = .some(page)
    }
    let inspectorIsColumn = frames[.inspector].isColumn
    if inspectorIsColumn != toldInspectorColumn {
      toldInspectorColumn = inspectorIsColumn
      delegate?.splitViewController(self, willShowInspectorColumn: inspectorIsColumn)
    }
    focusedColumn = nearestVisible(to: focusedColumn, in: frames)
  }

  /// `role` when it is on screen in `frames`, else the visible column
  /// nearest to it (the one towards the supplementary on a tie).
  private func nearestVisible(to role: ColumnRole, in frames: ColumnFrames) -> ColumnRole {
    let visible = frames.visibleRoles.filter { controller(for: $0) != nil }
    if visible.contains(role) || visible.isEmpty { return visible.isEmpty ? .supplementary : role }
    return visible.min { a, b in
      let da = abs(a.rawValue - role.rawValue)
      let db = abs(b.rawValue - role.rawValue)
      if da != db { return da < db }
      return abs(a.rawValue - 1) < abs(b.rawValue - 1)
    } ?? .supplementary
  }

  /// Lays the columns out for the state `prepareLayout(in:)` left: a pure
  /// pass that tells no delegate and changes no state.
  public override func layout(in frame: Rect) {
    super.layout(in: frame)
    guard let computed = frames else { return }
    // A column that is not on screen keeps its last layout (and so its
    // scroll position); it is neither drawn nor hit-tested.
    for role in ColumnRole.allCases {
      guard let controller = controller(for: role) else { continue }
      guard let rect = computed[role].frame else {
        if controller.parent === self { controller.forgetBarButtonFrames() }
        continue
      }
      if case .drawer = computed[role] {
        controller.layout(in: rect.inset(by: Insets(right: 1)))
      } else {
        controller.layout(in: rect)
      }
    }
  }

  /// After an event changed the state: the delegate is told now; the
  /// columns are laid out once, with the next frame. Inside
  /// `prepareLayout` (a delegate changing the state) the pass under way
  /// takes the change in.
  private func relayout() {
    if isPreparing { return }
    if frame.size != .zero || mode != nil { prepareLayout(in: frame) }
  }

  /// Brings the state up to date after an event (as the next frame's
  /// `prepareLayout` would) and tells the delegate the column the user is
  /// in, if it is not the one last told (`didFocus`): what the user does
  /// next happens there, even when a resize moved the focus.
  public func settle() {
    relayout()
    tellFocus()
  }

  // MARK: Columns

  /// Sets (or removes) the secondary column's controller.
  public func setSecondary(_ controller: ViewController?) {
    setColumn(controller, old: secondary) { secondary = $0 }
  }

  /// Sets (or removes) the inspector column's controller.
  public func setInspector(_ controller: ViewController?) {
    setColumn(controller, old: inspector) { inspector = $0 }
  }

  private func setColumn(
    _ controller: ViewController?, old: ViewController?, store: (ViewController?) -> Void
  ) {
    guard controller !== old else { return }
    if let old, old.parent === self { old.removeFromParent() }
    if let controller { addChild(controller) }
    store(controller)
    relayout()
  }

  /// Changes the ladder or the override (`--ladder`, `--layout`).
  public func updateSettings(_ change: (inout LadderSettings) -> Void) {
    change(&settings)
    relayout()
  }

  /// Changes the user's column options (the inspector, the zoom): what
  /// the options' owner (the delegate, or whoever set the split up) calls.
  public func updateOptions(_ change: (inout ColumnOptions) -> Void) {
    change(&options)
    relayout()
  }

  // MARK: Primary, drawer, stack

  /// Shows or hides the primary (`m`): opens or closes the drawer in the
  /// drawer mode, shows or hides the column in the split and triple modes.
  public func toggleMaster() {
    switch mode ?? settings.mode(width: frame.width) {
    case .drawer:
      setDrawerOpen(!options.isDrawerOpen)
    case .split, .triple:
      let hides = !options.isPrimaryHiddenByUser
      if hides {
        if focusedColumn == .primary { focusedColumn = .supplementary }
      } else {
        focusedColumn = .primary
      }
      request { $0.isPrimaryHiddenByUser = hides }
      relayout()
    case .stack:
      setStackTop(.primary)
    }
  }

  /// Opens or closes the drawer (drawer mode); the drawer takes the focus
  /// while open and gives it back to the supplementary when it closes.
  public func setDrawerOpen(_ open: Bool) {
    guard open != isDrawerOpen else { return }
    if open && (mode ?? .drawer) != .drawer { return }
    delegate?.splitViewController(self, drawerWillChange: open)
    focusedColumn = open ? .primary : .supplementary
    request { $0.isDrawerOpen = open }
    relayout()
  }

  /// Puts `page` on top of the stack mode's navigation stack (cuisines →
  /// dishes → recipe); outside the stack mode it only records the page.
  public func setStackTop(_ page: ColumnRole) {
    options.stackTop = page
    if mode == .stack { focusedColumn = stackTop }
    relayout()
  }

  /// Pops the stack mode's top page; false at the root (the primary) or
  /// outside the stack mode.
  @discardableResult
  public func pop() -> Bool {
    guard mode == .stack, stackTop != .primary else { return false }
    setStackTop(stackTop == .secondary ? .supplementary : .primary)
    return true
  }

  /// Moves the focus to `role` when it is on screen.
  public func focus(_ role: ColumnRole) {
    guard isVisible(role) || (frames == nil && controller(for: role) != nil) else { return }
    focusedColumn = role
    tellFocus()
  }

  /// Moves the focus to `role` if it is on screen once laid out, else to
  /// the nearest column that is: what a delegate setting up a new mode
  /// asks for.
  public func preferFocus(_ role: ColumnRole) {
    focusedColumn = role
    relayout()
  }

  public override func focus(child: ViewController) {
    for role in ColumnRole.allCases where controller(for: role) === child { focus(role) }
  }

  /// Focuses the supplementary and closes the drawer (or pushes the dishes'
  /// page in the stack mode): what choosing a cuisine in the primary does.
  @discardableResult
  public override func showDetail(sender: ViewController) -> Bool {
    if options.isDrawerOpen { setDrawerOpen(false) }
    if mode == .stack {
      setStackTop(.supplementary)
    } else {
      focusedColumn = .supplementary
    }
    return true
  }

  public override func handle(_ event: InputEvent) -> Bool { handleEvent(event) }

  /// `q` closes the top layer: the open drawer, or the stack's pushed page.
  public override func closeTopLayer() -> Bool {
    if isDrawerOpen {
      setDrawerOpen(false)
      return true
    }
    return pop()
  }

  public override func hitTest(_ point: Point) -> ViewController? { hitTestColumns(point) }

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    drawColumns(in: &canvas, context: context)
  }

  /// True while the primary's divider is dragged.
  var isDragging: Bool { isDraggingDivider }

  /// A press on the primary's divider starts a drag.
  func beginDrag() { isDraggingDivider = true }

  /// A release ends it; true when a drag was under way.
  func endDrag() -> Bool {
    let was = isDraggingDivider
    isDraggingDivider = false
    return was
  }
}
