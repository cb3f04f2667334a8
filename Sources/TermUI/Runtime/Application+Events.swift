import SplitLayout

// Routing events: keys along the responder chain from the first
// responder of the top presentation (or the root), mouse events by
// hit-testing the last layout's frames.
extension Application {
  /// Routes one event (public so tests can drive the app without a loop).
  public func dispatch(_ event: InputEvent) {
    route(event)
    if case .resize = event { return }
    delegate?.application(self, didHandle: event)
  }

  private func route(_ event: InputEvent) {
    let bindings = keyBindings
    switch event {
    case .key(let key) where bindings.binds(key, to: .quitNow):
      quit()
    case .key(let key) where bindings.binds(key, to: .quitAnywhere):
      // `F10`: what `q` does on the base screen, from any screen.
      quitIfAllowed()
    case .key(let key) where bindings.binds(key, to: .repaint):
      terminal.invalidate()
    case .key(let key) where bindings.binds(key, to: .suspend):
      suspend()
    case .resize:
      // The next frame is laid out at the new size.
      break
    case .report(let report):
      follow(report)
    case .fileChange:
      // Only the delegate acts on it (its sources re-read what changed).
      break
    case .key(let key):
      dispatch(key: key, event: event)
    case .paste(let text):
      // Pasted text is never typed as keys (a pasted "q" must not quit):
      // it goes up the responder chain as a paste, then to the delegate.
      if isTooSmall { return }
      let top: ViewController = presentations.last ?? root
      if bubble(event, from: firstResponder(under: top), upTo: top) == nil && presentations.isEmpty
      {
        delegate?.application(self, unhandledPaste: text)
      }
    case .mouse(let mouse):
      dispatch(mouse: mouse, event: event)
    }
  }

  /// `ctrl-z`: the delegate saves, the terminal is given back and the
  /// process stops; after `fg` the next frame (drawn by the run loop after
  /// this event) repaints the whole screen.
  public func suspend() {
    delegate?.applicationWillSuspend()
    terminal.suspend()
    terminal.invalidate()
    delegate?.applicationDidResume()
  }

  /// The terminal's background (OSC 11) or a dark/light change (mode
  /// 2031) becomes the theme's, when the theme follows the terminal.
  private func follow(_ report: TerminalReport) {
    guard followsTerminalBackground else { return }
    switch report {
    case .color(11, let value?):
      theme.mode = ThemeMode(background: value)
      theme.background = value
    case .colorScheme(let mode) where mode != theme.mode:
      // The colour itself follows, asked again by the terminal.
      theme.mode = mode
      theme.background = nil
    default:
      break
    }
  }

  private func dispatch(key: Key, event: InputEvent) {
    let bindings = keyBindings
    if isTooSmall {
      // Nothing else shows, but `q` still means what it means on a big
      // screen: it closes the top layer (a sheet, a popover, the drawer)
      // and quits only from the base screen.
      if let top = presentations.last {
        if bindings.binds(key, to: .close) { top.requestDismissal() }
      } else if bindings.binds(key, to: .quit) {
        if !root.closeTopLayer() { quitIfAllowed() }
      }
      return
    }
    if let top = presentations.last {
      if bubble(event, from: firstResponder(under: top), upTo: top) != nil { return }
      if bindings.binds(key, to: .close) {
        top.requestDismissal()
      } else {
        _ = delegate?.application(self, unhandledKey: key, over: top)
      }
      return
    }
    if bubble(event, from: firstResponder(under: root), upTo: root) != nil { return }
    if delegate?.application(self, unhandledKey: key) == true { return }
    if bindings.binds(key, to: .quit) && !root.closeTopLayer() { quitIfAllowed() }
  }

  /// `q` from the base screen: quits unless the delegate asks first
  /// (timers running). `ctrl-c` never asks.
  private func quitIfAllowed() {
    if delegate?.applicationShouldQuit(self) ?? true { quit() }
  }

  private func dispatch(mouse: MouseEvent, event: InputEvent) {
    if isTooSmall { return }
    switch mouse.kind {
    case .drag, .release:
      if let captor = mouseCaptor {
        let top = presentations.last ?? root
        _ = bubble(event, from: captor, upTo: top)
        if case .release = mouse.kind { mouseCaptor = nil }
        return
      }
    default:
      break
    }
    let top: ViewController = presentations.last ?? root
    if let presentation = presentations.last, !presentation.frame.contains(mouse.position) {
      if case .press(.left) = mouse.kind { presentation.handleOutsideClick() }
      return
    }
    guard let target = top.hitTest(mouse.position) else { return }
    let handler = bubble(event, from: target, upTo: top)
    if case .press = mouse.kind, let handler { mouseCaptor = handler }
  }

  /// Offers `event` to `start` and its parents up to `top`; returns the
  /// controller that handled it.
  private func bubble(_ event: InputEvent, from start: ViewController, upTo top: ViewController)
    -> ViewController?
  {
    var node: ViewController? = start
    while let current = node {
      if current.handle(event) { return current }
      if current === top { break }
      node = current.parent
    }
    return nil
  }
}

extension InputEvent {
  /// True for a new terminal size (a burst of them is one layout).
  var isResize: Bool {
    if case .resize = self { return true }
    return false
  }
}
