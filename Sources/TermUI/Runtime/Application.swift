import SplitLayout

/// The run loop: event, then controllers, then layout, then draw, then
/// present, as in `docs/architecture.md`.
///
/// Keeps the stack of presented sheets and popovers over the root, routes
/// keys along the responder chain and mouse events by hit-testing the
/// frames of the last layout, and shows a "too small" message, wrapped,
/// below the minimum size. Each drained burst of events is followed by one frame, so
/// a burst of resizes is one relayout; within a burst every other event is
/// preceded by a layout (not a draw), so fast keys do what slow keys do.
public final class Application {
  /// Why `run()` returned.
  public enum ExitReason: Hashable, Sendable {
    /// `quit()` was called.
    case quit
    /// The terminal's input ended (end of a headless script, hangup).
    case inputEnded
  }

  public let terminal: any Terminal
  public let root: ViewController
  public var theme: Theme
  public weak var delegate: (any ApplicationDelegate)?
  /// Below this size only `tooSmallMessage` is shown.
  public var minimumSize = Size(width: 40, height: 10)
  /// Shown, centred and cut to fit, while the terminal is smaller than
  /// `minimumSize`: given the size and the minimum, so the user knows how
  /// far to grow the window (`Terminal too small: 30x8, needs 40x10`).
  public var tooSmallMessage: (_ size: Size, _ minimum: Size) -> String = { size, minimum in
    "Terminal too small: \(size.width)x\(size.height), needs \(minimum.width)x\(minimum.height)"
  }
  /// How `present(popover:…)`, `present(choice:…)` and `present(sheet:)`
  /// make their presentations.
  public var presentationStyle = PresentationStyle()
  /// Sheets and popovers, bottom first.
  public private(set) var presentations: [PresentationController] = []
  /// The controller that took the last left press, which gets the drag and
  /// release that follow.
  var mouseCaptor: ViewController?
  private var isRunning = false
  /// New keys for actions by name, for every binding table (a config's
  /// `[keys]`); see `KeyBindings.remapped(_:)`.
  public var keyOverrides: [ActionName: [Key]] = [:]
  /// The screen's last row, asked for on every frame with the width:
  /// segments drawn left to right (cut where they no longer fit), or nil
  /// to give the row to the root (the footer hidden, or an input line
  /// that takes it). Everything else is laid out above it.
  public var bottomLine: ((_ width: Int) -> [BottomLineSegment]?)?
  /// How long until the screen changes by itself (a warning expires), or
  /// nil when nothing is due: `run()` waits for input at most that long,
  /// then draws a frame.
  public var nextWake: (() -> Duration?)?
  /// True when the theme follows the terminal's background (`--theme
  /// auto`): its OSC 11 answer and dark/light reports recolour the app.
  public var followsTerminalBackground = false
  /// Called at the start of every frame, before layout: the moment to
  /// bring time-driven state up to date (timers that ended) and send
  /// alerts, whether the frame follows an event or a timed wake-up.
  public var beforeFrame: (() -> Void)?
  /// Steps of work done while no input waits (see `addIdleWork`).
  private var idleWork: [(step: () -> Bool, redraws: Bool)] = []

  public init(terminal: any Terminal, root: ViewController, theme: Theme) {
    self.terminal = terminal
    self.root = root
    self.theme = theme
    root.host = self
  }

  /// True while the terminal is below `minimumSize`.
  public var isTooSmall: Bool {
    terminal.size.width < minimumSize.width || terminal.size.height < minimumSize.height
  }

  /// Draws the first frame, then handles events until `quit()` or the end
  /// of input. While there is idle work, it runs a step of it whenever no
  /// event is waiting, and draws a frame after each step (unless the work
  /// said it changes nothing on screen).
  public func run() -> ExitReason {
    isRunning = true
    display()
    while isRunning {
      let event: InputEvent
      if idleWork.isEmpty {
        switch waitForEvent() {
        case .event(let next): event = next
        case .timedOut:
          display()
          continue
        case .ended: return .inputEnded
        }
      } else if let waiting = terminal.pendingEvent() {
        event = waiting
      } else {
        if runIdleStep() && isRunning { display() }
        continue
      }
      dispatch(event)
      while isRunning, let more = terminal.pendingEvent() {
        // The event before may have shown a column never laid out (the
        // drawer, a pushed list): lay out first, so a key that reaches it
        // finds its rows and frame as it would after a frame. Layout is a
        // pure pass; a burst of resizes stays one layout.
        if !more.isResize {
          layOut()
          dismissUnanchoredPresentations()
        }
        dispatch(more)
      }
      if isRunning { display() }
    }
    return .quit
  }

  /// The next event, waiting no longer than `nextWake` says.
  private func waitForEvent() -> TimedEvent {
    guard let wait = nextWake?() else {
      return terminal.nextEvent().map { .event($0) } ?? .ended
    }
    return terminal.nextEvent(within: max(wait, .zero))
  }

  /// Adds work that `run()` does a step at a time between events (decoding
  /// the rest of a long list): `step` is called whenever no input waits,
  /// with a frame drawn after each call, until it returns false. Keys and
  /// resizes are handled between steps, so a step should take a few
  /// milliseconds. Steps of several pieces of work take turns. With a
  /// terminal that never has input waiting (the headless one), the work is
  /// done before the first event is read.
  ///
  /// Work that changes nothing on screen (reading ahead) passes `redraws:
  /// false`: no frame is laid out and drawn after its steps.
  public func addIdleWork(redraws: Bool = true, _ step: @escaping () -> Bool) {
    idleWork.append((step, redraws))
  }

  /// True while some idle work is not done.
  public var hasIdleWork: Bool { !idleWork.isEmpty }

  /// Runs the next step; true when a frame should follow it.
  private func runIdleStep() -> Bool {
    let work = idleWork.removeFirst()
    if work.step() { idleWork.append(work) }
    return work.redraws
  }

  /// Ends `run()` after the current event.
  public func quit() { isRunning = false }

  /// Lays out, draws and presents one frame at the terminal's size.
  public func display() {
    beforeFrame?()
    terminal.present(render())
  }

  // MARK: Presentations

  /// Puts `presentation` on top of the stack; it gets the events until it
  /// is dismissed. One popover at a time: a new popover replaces one that
  /// is open.
  public func present(_ presentation: PresentationController) {
    if presentation is PopoverController {
      for open in presentations where open is PopoverController { dismiss(open) }
    }
    presentations.removeAll { $0 === presentation }
    presentation.host = self
    presentations.append(presentation)
  }

  /// Removes `presentation` from the stack.
  public func dismiss(_ presentation: PresentationController) {
    presentations.removeAll { $0 === presentation }
    if mouseCaptor.map({ isInside($0, presentation) }) ?? false { mouseCaptor = nil }
    presentation.host = nil
  }

  private func isInside(_ controller: ViewController, _ ancestor: ViewController) -> Bool {
    var node: ViewController? = controller
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  // MARK: Frames

  /// Lays out and draws a frame at the terminal's size.
  public func render() -> Canvas {
    let size = terminal.size
    var canvas = Canvas(size: size)
    if isTooSmall {
      drawTooSmall(into: &canvas)
      return canvas
    }
    let segments = layOut()
    dismissUnanchoredPresentations()
    let screen = segments == nil ? Rect(size: size) : Rect(size: size).droppingBottom(1)
    let context = DrawContext(theme: theme, focusPath: focusPath())
    root.draw(in: &canvas, context: context)
    for presentation in presentations {
      if presentation.dimsBackground {
        let theme = self.theme
        canvas.restyle(screen) { theme.dim(&$0) }
      }
      presentation.draw(in: &canvas, context: context)
    }
    if let segments { drawBottomLine(segments, into: &canvas) }
    if theme.accessible && canvas.cursor == nil { canvas.cursor = canvas.focusPoint }
    return canvas
  }

  /// The layout half of a frame at the terminal's size (nothing while it
  /// is too small): prepare, ask for the bottom line, lay out above it,
  /// place the presentations. Returns the bottom line's segments (nil when
  /// the root has the whole screen). `render()` draws after it; a test of
  /// layout alone can call it by itself.
  @discardableResult
  public func layOut() -> [BottomLineSegment]? {
    guard !isTooSmall else { return nil }
    let size = terminal.size
    // The mode and the focus first (they depend on the width only), so the
    // bottom line describes the screen about to be drawn.
    root.prepareLayout(in: Rect(size: size))
    let segments = size.height > 1 ? bottomLine?(size.width) : nil
    let screen = segments == nil ? Rect(size: size) : Rect(size: size).droppingBottom(1)
    root.prepareLayout(in: screen)
    root.layout(in: screen)
    for presentation in presentations where presentation.isAnchored {
      presentation.layoutPresentation(screen: screen.size)
    }
    return segments
  }

  /// After the layout pass: closes the presentations it could not place
  /// (a popover whose anchor is gone), telling no delegate.
  public func dismissUnanchoredPresentations() {
    for presentation in presentations where !presentation.isAnchored {
      dismiss(presentation)
    }
  }

  /// The segments on the last row; one that does not fit whole is left
  /// out with all after it, so the row never ends in a cut fragment.
  private func drawBottomLine(_ segments: [BottomLineSegment], into canvas: inout Canvas) {
    let row = Rect(x: 0, y: canvas.size.height - 1, width: canvas.size.width, height: 1)
    canvas.fill(row)
    var x = 1
    for segment in segments {
      let width = ColumnWidth.width(of: segment.key) + ColumnWidth.width(of: segment.text)
      if x + width > row.maxX {
        // A lone segment (a warning) is cut with an ellipsis instead.
        if x == 1 {
          canvas.write(
            segment.text, in: Rect(x: 1, y: row.minY, width: row.width - 1, height: 1),
            style: theme.style(segment.role), ellipsis: theme.glyphs.ellipsis)
        }
        break
      }
      x = canvas.write(
        segment.key, at: Point(x: x, y: row.minY), style: theme.style(.button), clip: row)
      x = canvas.write(
        segment.text, at: Point(x: x, y: row.minY), style: theme.style(segment.role), clip: row)
    }
  }

  /// The message wrapped to the width and centred both ways; when it needs
  /// more rows than there are, its last rows are kept, so the needed size
  /// (at its end) shows whenever it fits at all (issue 30, item 5).
  private func drawTooSmall(into canvas: inout Canvas) {
    let size = canvas.size
    guard size.height > 0, size.width > 0 else { return }
    let lines = TextWrapper.wrap(tooSmallMessage(size, minimumSize), width: size.width)
      .suffix(size.height)
    let top = (size.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      let row = Rect(x: 0, y: top + offset, width: size.width, height: 1)
      canvas.write(
        line, in: row, alignment: .center, style: theme.style(.text), ellipsis: "")
    }
  }

  /// The controllers from the active top (the last presentation, or the
  /// root) down to the first responder.
  private func focusPath() -> Set<ObjectIdentifier> {
    var path: Set<ObjectIdentifier> = []
    var node: ViewController? = presentations.last ?? root
    while let current = node {
      path.insert(ObjectIdentifier(current))
      node = current.focusedChild
    }
    return path
  }

  /// The binding tables of where the keys go now: the focused chain's,
  /// the first responder's first (from the top presentation, else the
  /// root), then the run loop's; remapped by `keyOverrides`.
  public var focusedBindingTables: [KeyBindings] {
    let top = presentations.last ?? root
    var tables: [KeyBindings] = []
    var node: ViewController? = firstResponder(under: top)
    while let current = node {
      tables += current.bindingTables
      if current === top { break }
      node = current.parent
    }
    return (tables + [Self.bindings]).map { $0.remapped(keyOverrides) }
  }

  /// The first responder under `top`: follows `focusedChild`.
  func firstResponder(under top: ViewController) -> ViewController {
    var node = top
    while let next = node.focusedChild { node = next }
    return node
  }
}
