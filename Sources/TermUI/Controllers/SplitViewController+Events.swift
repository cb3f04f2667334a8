import SplitLayout

extension SplitViewController {
  /// `handle(_:)`: keys and mouse events no column took.
  func handleEvent(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      return handle(key)
    case .mouse(let mouse):
      return handle(mouse)
    default:
      return false
    }
  }

  /// The columns the focus moves through, left to right.
  private var focusableColumns: [ColumnRole] {
    // Before the first frame (an event sent to a split never laid out):
    // the primary and the supplementary, as at launch.
    guard let frames else { return [.primary, .supplementary] }
    return frames.columns.filter { controller(for: $0) != nil }
  }

  /// Moves the focus `step` columns along the visible ones (wrapping when
  /// `wraps`).
  private func moveFocus(by step: Int, wraps: Bool) {
    let columns = focusableColumns
    guard let index = columns.firstIndex(of: focusedColumn) else { return }
    var next = index + step
    if wraps {
      next = (next % columns.count + columns.count) % columns.count
    } else {
      next = next.clamped(0, columns.count - 1)
    }
    focus(columns[next])
  }

  private func handle(_ key: Key) -> Bool {
    if mode == .stack {
      if action(for: key, in: Self.stackBindings) == .back { return pop() }
      if action(for: key, in: Self.bindings) == .toggleMaster {
        setStackTop(.primary)
        return true
      }
      return false
    }
    let action = action(for: key, in: Self.bindings)
    if mode == .drawer {
      // The primary is the drawer: the keys that move to it open it, the
      // keys that move back close it (issue 19).
      switch action {
      case .focusNext, .focusPrevious:
        setDrawerOpen(!isDrawerOpen)
        return true
      case .focusMaster:
        setDrawerOpen(true)
        return true
      case .focusDetail:
        setDrawerOpen(false)
        return true
      default:
        break
      }
    }
    switch action {
    case .focusNext, .focusPrevious:
      if isDrawerOpen { return true }
      moveFocus(by: action == .focusNext ? 1 : -1, wraps: true)
      return true
    case .focusMaster:
      guard !isDrawerOpen else { return true }
      moveFocus(by: -1, wraps: false)
      return true
    case .focusDetail:
      if isDrawerOpen { return true }
      moveFocus(by: 1, wraps: false)
      return true
    case .toggleMaster:
      toggleMaster()
      return true
    case .closeDrawer where isDrawerOpen:
      setDrawerOpen(false)
      return true
    case .closeDrawer where mode == .triple && focusedColumn >= .secondary:
      // Out of the inline recipe, back to the dishes.
      focus(.supplementary)
      return true
    case .zoom where mode?.isMultiColumn == true:
      toggleZoom()
      return true
    default:
      return false
    }
  }

  private func handle(_ mouse: MouseEvent) -> Bool {
    switch mouse.kind {
    case .press(.left):
      if isDrawerOpen, let drawer = frames?.drawer, !drawer.contains(mouse.position) {
        setDrawerOpen(false)
        return true
      }
      if let divider = frames?.primaryDivider, divider.contains(mouse.position) {
        beginDrag()
        return true
      }
      // A press no column took focuses the column under it.
      if let role = frames?.role(at: mouse.position), controller(for: role) != nil {
        focus(role)
        return true
      }
      return false
    case .drag(.left):
      guard isDragging else { return false }
      let width = ColumnLayout.primaryWidth(
        draggingDividerTo: mouse.position.x - frame.minX, screenWidth: frame.width, specs: specs)
      request { $0.userPrimaryWidth = width }
      return true
    case .release:
      return endDrag()
    default:
      return false
    }
  }

  /// While the drawer is open, every click lands here first: outside the
  /// drawer it closes it. The dividers belong to this controller too.
  func hitTestColumns(_ point: Point) -> ViewController? {
    guard frame.contains(point), let frames else { return nil }
    if let drawer = frames.drawer {
      if drawer.contains(point) { return primary.hitTest(point) ?? self }
      return self
    }
    guard let role = frames.role(at: point), let controller = controller(for: role) else {
      return self
    }
    return controller.hitTest(point) ?? self
  }

  // MARK: Drawing

  func drawColumns(in canvas: inout Canvas, context: DrawContext) {
    guard let frames else { return }
    let glyphs = context.theme.glyphs
    let border = context.theme.style(.border)
    for role in frames.columns {
      guard let rect = frames.frame(of: role) else { continue }
      if let controller = controller(for: role) {
        controller.draw(in: &canvas, context: context)
      } else {
        canvas.fill(rect)
      }
    }
    for divider in frames.dividers {
      canvas.verticalLine(
        x: divider.minX, from: divider.minY, to: divider.maxY, glyphs: glyphs, style: border)
      // Join the title bars' rules to the divider.
      if divider.height >= TitleBar.height {
        canvas.put(
          glyphs.cross, x: divider.minX, y: divider.minY + TitleBar.height - 1, style: border)
      }
    }
    if let drawer = frames.drawer {
      // The columns beside the open drawer are background: dimmed, and
      // blank when the strip is too narrow to show more than cut
      // fragments of their rows (issue 19).
      let strip = Rect(
        x: drawer.maxX, y: drawer.minY, width: max(0, frame.maxX - drawer.maxX),
        height: drawer.height)
      if strip.width < Self.minimumStripBesideDrawer {
        canvas.fill(strip)
      } else {
        let theme = context.theme
        canvas.restyle(strip) { theme.dim(&$0) }
      }
      // The drawer covers the supplementary: clear it, draw the primary,
      // then its right border (which blanks any wide glyph it cuts).
      canvas.fill(drawer)
      primary.draw(in: &canvas, context: context)
      let x = drawer.maxX - 1
      canvas.verticalLine(x: x, from: drawer.minY, to: drawer.maxY, glyphs: glyphs, style: border)
      if drawer.height >= TitleBar.height {
        canvas.put(glyphs.teeLeft, x: x, y: drawer.minY + TitleBar.height - 1, style: border)
      }
    }
  }
}
