import SplitLayout

/// What a terminal can show.
public struct TerminalCapabilities: Hashable, Sendable {
  public var colors: ColorSupport
  public var mouse: Bool

  public init(colors: ColorSupport, mouse: Bool) {
    self.colors = colors
    self.mouse = mouse
  }
}

/// The one I/O seam between the toolkit and a screen.
///
/// `CursesTerminal` (ncursesw) and `HeadlessTerminal` (tests, `--render`)
/// implement it. Nothing else in the toolkit reads input or writes output.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Colours and mouse.
  var capabilities: TerminalCapabilities { get }
  /// Waits for the next event; `nil` when input has ended (end of the
  /// script, the terminal hung up).
  func nextEvent() -> InputEvent?
  /// An event that is ready now, without waiting; `nil` when none is. The
  /// run loop drains these before drawing, so a burst of events (a window
  /// drag's resizes, key repeat) gives one frame.
  func pendingEvent() -> InputEvent?
  /// Waits at most `timeout` for the next event, so the run loop can wake
  /// for something due on screen (a warning that expires) with no input.
  func nextEvent(within timeout: Duration) -> TimedEvent
  /// Shows `canvas`. Only the cells that differ from what the terminal
  /// shows are written.
  func present(_ canvas: Canvas)
  /// Forgets what the screen shows, so the next `present` repaints every
  /// cell (ctrl-l).
  func invalidate()
  /// Puts the terminal back as it was before (idempotent).
  func restore()
  /// `ctrl-z`: puts the terminal back as the shell had it (all our modes
  /// off), stops the process, and once continued (`fg`) sets everything up
  /// again; the next `present` repaints every cell. Nothing by default.
  func suspend()
  /// Puts `text` on the terminal's clipboard (OSC 52) where the terminal
  /// allows it; false when it cannot (nothing is sent then). The text is
  /// the caller's, already made safe (`Sanitized`); only its base64 form
  /// is written. The shopping list's `y` and the recipe's `y` both call it.
  func copyToClipboard(_ text: String) -> Bool
  /// Rings the bell or shows a desktop notification: the app's own bytes
  /// (see `TerminalAlert`), sent after the frame; terminals without a way
  /// to do it ignore it.
  func alert(_ alert: TerminalAlert)
  /// A second descriptor to wait on beside the input (an inotify
  /// descriptor), or nil for none: while waiting for input, the terminal
  /// waits on both together (no timeout, no polling) and, when this one
  /// becomes readable, returns `.fileChange([])`. The owner of the
  /// descriptor must then read it empty, or the next wait wakes at once.
  /// Nothing by default (a terminal that cannot wait on it never wakes).
  func watch(descriptor: Int32?)
  /// Hands the terminal to another program (an editor): as `suspend`
  /// gives it back to the shell (all our modes off, curses left), runs
  /// `work` (which waits for the program), then sets everything up again;
  /// the next `present` repaints every cell. By default just runs `work`.
  func handOver(_ work: () -> Void)
}

/// What `Terminal.nextEvent(within:)` got.
public enum TimedEvent: Equatable, Sendable {
  case event(InputEvent)
  /// The time passed with no event.
  case timedOut
  /// Input has ended.
  case ended
}

extension Terminal {
  public func suspend() {}
  public func watch(descriptor: Int32?) {}
  public func handOver(_ work: () -> Void) { work() }
  public func copyToClipboard(_ text: String) -> Bool { false }

  /// A terminal that cannot time out waits for the next event.
  public func nextEvent(within timeout: Duration) -> TimedEvent {
    nextEvent().map { .event($0) } ?? .ended
  }

  /// A terminal that cannot alert ignores it.
  public func alert(_ alert: TerminalAlert) {}
}
