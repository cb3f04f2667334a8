import SplitLayout

/// A master and a detail side by side above the breakpoint, and the master
/// collapsed into a drawer at or below it, like `UISplitViewController`.
///
/// The display mode follows the terminal's width live, through
/// `SplitLayout`. The controller tells its delegate before every change
/// (and once at launch), keeps the focus on a visible pane, opens and
/// closes the drawer, and lets the user drag the divider to set the
/// master's width.
///
/// ```
///  split (width > breakpoint)        overlay, drawer open
///  MMMMMMMM│DDDDDDDDDDDDDDDD         WWWWWWWWW│DDDDDDDDDDDD
///  MMMMMMMM│DDDDDDDDDDDDDDDD         WWWWWWWWW│DDDDDDDDDDDD
/// ```
public final class SplitViewController: ViewController {
  /// Which pane has the keyboard focus.
  public enum Pane: Hashable, Sendable { case master, detail }

  public let master: ViewController
  public let detail: ViewController
  public weak var delegate: (any SplitViewControllerDelegate)?
  /// Breakpoint, override, widths and the user's choices.
  public private(set) var configuration: SplitConfiguration
  /// The frames for the split's frame and its current state (`nil` before
  /// the first frame). A pure function of the frame, the configuration
  /// and the drawer, so hit-testing between an event and the next frame
  /// sees the state the event left.
  public var frames: SplitFrames? {
    guard displayMode != nil else { return nil }
    return SplitLayout.frames(
      in: frame.size, configuration: configuration, isDrawerOpen: isDrawerOpen
    ).offset(by: frame.origin)
  }
  /// The mode the delegate was last told of (`nil` before the first frame).
  public private(set) var displayMode: DisplayMode?
  /// True while the drawer is open (overlay mode only).
  public private(set) var isDrawerOpen = false
  /// The focused pane (always a visible one).
  public private(set) var focusedPane: Pane = .master
  /// The button that shows the master when it is hidden. Its title is the
  /// master's title with the menu glyph, set by the app (`≡ Recipes`).
  public let showMasterButton = BarButtonItem(title: "≡")
  /// Whether the delegate was last told to show the button (`nil` before
  /// the first layout, so that launch always tells it).
  private var detailHasButton: Bool?
  private var isDraggingDivider = false

  public init(master: ViewController, detail: ViewController, configuration: SplitConfiguration) {
    self.master = master
    self.detail = detail
    self.configuration = configuration
    super.init()
    addChild(detail)
    addChild(master)
    showMasterButton.action = { [weak self] in self?.toggleMaster() }
  }

  public override var focusedChild: ViewController? {
    focusedPane == .master ? master : detail
  }

  /// True when the master is on screen (beside the detail or as the open
  /// drawer).
  public var isMasterOnScreen: Bool {
    guard let frames else { return false }
    return frames.presentation != .hidden
  }

  // MARK: Layout

  /// Brings the mode and the master's visibility up to date for a frame
  /// of `rect`, telling the delegate before each change (and the first
  /// time): called by the run loop at the start of every frame, before
  /// `layout(in:)`, and after an event that changes what shows. Closes the
  /// drawer when the mode leaves overlay and moves the focus off a master
  /// that is not on screen.
  public override func prepareLayout(in rect: Rect) {
    let mode = configuration.mode(width: rect.width)
    if mode != displayMode {
      if mode == .split && isDrawerOpen { changeDrawer(false) }
      delegate?.splitViewController(self, willChangeTo: mode)
      displayMode = mode
    }
    let presentation = SplitLayout.frames(
      in: rect.size, configuration: configuration, isDrawerOpen: isDrawerOpen
    ).presentation
    // The detail needs the show-master button whenever the master is not
    // beside it (hidden, or only in the drawer).
    let needsButton = presentation != .sideBySide
    if needsButton != detailHasButton {
      if needsButton {
        delegate?.splitViewController(self, willHide: master, with: showMasterButton)
      } else {
        delegate?.splitViewController(self, willShow: master, invalidating: showMasterButton)
      }
      detailHasButton = needsButton
    }
    if presentation == .hidden && focusedPane == .master { focusedPane = .detail }
  }

  /// Lays the panes out for the state `prepareLayout(in:)` left: a pure
  /// pass that tells no delegate and changes no state.
  public override func layout(in frame: Rect) {
    super.layout(in: frame)
    guard let computed = frames else { return }
    detail.layout(in: computed.detail)
    // A hidden master keeps its last layout (and so its scroll position);
    // it is neither drawn nor hit-tested while hidden.
    if let masterFrame = computed.master {
      let inner =
        computed.presentation == .drawer
        ? masterFrame.inset(by: Insets(right: 1)) : masterFrame
      master.layout(in: inner)
    }
  }

  // MARK: Master and drawer

  /// Shows or hides the master: opens or closes the drawer in overlay mode,
  /// shows or hides it beside the detail in split mode (`m`).
  public func toggleMaster() {
    switch displayMode ?? configuration.mode(width: frame.width) {
    case .overlay:
      setDrawerOpen(!isDrawerOpen)
    case .split:
      configuration.isMasterHiddenByUser.toggle()
      focusedPane = configuration.isMasterHiddenByUser ? .detail : .master
      relayout()
    }
  }

  /// Opens or closes the drawer (overlay mode); the drawer takes the focus
  /// while open and gives it back to the detail when it closes.
  public func setDrawerOpen(_ open: Bool) {
    guard open != isDrawerOpen else { return }
    if open && (displayMode ?? .overlay) != .overlay { return }
    changeDrawer(open)
    relayout()
  }

  /// Tells the delegate and changes the drawer's state, without a layout.
  private func changeDrawer(_ open: Bool) {
    delegate?.splitViewController(self, drawerWillChange: open)
    isDrawerOpen = open
    focusedPane = open ? .master : .detail
  }

  /// Changes the breakpoint or override (`--breakpoint`, `--layout`).
  public func updateConfiguration(_ change: (inout SplitConfiguration) -> Void) {
    change(&configuration)
    relayout()
  }

  /// After an event changed the state: the delegate is told now; the
  /// panes are laid out once, with the next frame.
  private func relayout() {
    if frame.size != .zero || displayMode != nil { prepareLayout(in: frame) }
  }

  /// Moves the focus to `pane` when it is on screen.
  public func focus(_ pane: Pane) {
    if pane == .master && !isMasterOnScreen { return }
    focusedPane = pane
  }

  public override func focus(child: ViewController) {
    if child === master { focus(.master) } else if child === detail { focus(.detail) }
  }

  /// Focuses the detail and closes the drawer: what choosing a cuisine in
  /// the master does.
  @discardableResult
  public override func showDetail(sender: ViewController) -> Bool {
    if isDrawerOpen { setDrawerOpen(false) }
    focusedPane = .detail
    return true
  }

  /// `q` on the open drawer closes it (it is a layer over the dishes).
  public override func closeTopLayer() -> Bool {
    guard isDrawerOpen else { return false }
    setDrawerOpen(false)
    return true
  }

  // MARK: Events

  public override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      return handle(mouse)
    default:
      return false
    }
  }

  private func handle(_ key: Key) -> Bool {
    // In the overlay mode the master is the drawer: the keys that move
    // to it open it, and the keys that move back close it (issue 19).
    let isOverlay = displayMode == .overlay
    switch action(for: key, in: Self.bindings) {
    case .focusNext, .focusPrevious:
      if isOverlay {
        setDrawerOpen(!isDrawerOpen)
        return true
      }
      focus(focusedPane == .master ? .detail : .master)
      return true
    case .focusMaster:
      if isOverlay {
        setDrawerOpen(true)
        return true
      }
      focus(.master)
      return true
    case .focusDetail:
      if isOverlay {
        setDrawerOpen(false)
        return true
      }
      focus(.detail)
      return true
    case .toggleMaster:
      toggleMaster()
      return true
    case .closeDrawer where isDrawerOpen:
      setDrawerOpen(false)
      return true
    default:
      return false
    }
  }

  private func handle(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .press(.left):
      if isDrawerOpen, let drawer = frames?.master, !drawer.contains(mouse.position) {
        setDrawerOpen(false)
        return true
      }
      if let divider = frames?.divider, divider.contains(mouse.position) {
        isDraggingDivider = true
        return true
      }
      return false
    case .drag(.left):
      guard isDraggingDivider else { return false }
      let width = SplitLayout.masterWidth(
        draggingDividerTo: mouse.position.x - frame.minX, screenWidth: frame.width,
        configuration: configuration)
      configuration.userMasterWidth = width
      relayout()
      return true
    case .release:
      let was = isDraggingDivider
      isDraggingDivider = false
      return was
    default:
      return false
    }
  }

  /// While the drawer is open, every click lands here first: outside the
  /// drawer it closes it. The divider belongs to this controller too.
  public override func hitTest(_ point: Point) -> ViewController? {
    guard frame.contains(point) else { return nil }
    if isDrawerOpen {
      if let drawer = frames?.master, drawer.contains(point) {
        return master.hitTest(point) ?? self
      }
      return self
    }
    if let divider = frames?.divider, divider.contains(point) { return self }
    if let masterFrame = frames?.master, masterFrame.contains(point) {
      return master.hitTest(point) ?? self
    }
    return detail.hitTest(point) ?? self
  }

  // MARK: Drawing

  public override func draw(in canvas: inout Canvas, context: DrawContext) {
    guard let frames else { return }
    let glyphs = context.theme.glyphs
    let border = context.theme.style(.border)
    detail.draw(in: &canvas, context: context)
    switch frames.presentation {
    case .sideBySide:
      master.draw(in: &canvas, context: context)
      if let divider = frames.divider {
        canvas.verticalLine(
          x: divider.minX, from: divider.minY, to: divider.maxY, glyphs: glyphs, style: border)
        // Join the title bars' rules to the divider.
        let ruleY = divider.minY + TitleBar.height - 1
        if divider.height >= TitleBar.height {
          canvas.put(glyphs.cross, x: divider.minX, y: ruleY, style: border)
        }
      }
    case .drawer:
      guard let drawer = frames.master else { break }
      // The drawer covers the detail: clear it, draw the master, then its
      // right border (which blanks any wide glyph it cuts).
      canvas.fill(drawer)
      master.draw(in: &canvas, context: context)
      let x = drawer.maxX - 1
      canvas.verticalLine(x: x, from: drawer.minY, to: drawer.maxY, glyphs: glyphs, style: border)
      if drawer.height >= TitleBar.height {
        canvas.put(glyphs.teeLeft, x: x, y: drawer.minY + TitleBar.height - 1, style: border)
      }
    case .hidden:
      break
    }
  }
}

extension SplitFrames {
  /// These frames moved by `origin` (the split view's own origin).
  func offset(by origin: Point) -> SplitFrames {
    guard origin != .zero else { return self }
    func move(_ rect: Rect) -> Rect {
      Rect(origin: rect.origin.offsetBy(dx: origin.x, dy: origin.y), size: rect.size)
    }
    return SplitFrames(
      mode: mode, presentation: presentation, master: master.map(move),
      divider: divider.map(move), detail: move(detail))
  }
}
