import SplitLayout

/// A terminal without a screen: it plays a script of events and keeps the
/// last frame it was given. Used by tests and by `recipes --render`.
///
/// Each event is delivered on its own (`pendingEvent` is `nil`), so every
/// event is followed by a frame, as if the user typed slowly; events added
/// with `enqueueBurst` wait together instead, as a fast burst of input does
/// in a real terminal, so the run loop drains them before one frame.
public final class HeadlessTerminal: Terminal {
  public private(set) var size: Size
  public let capabilities: TerminalCapabilities
  /// The frame presented last; `nil` before the first.
  public private(set) var lastFrame: Canvas?
  /// How many frames were presented.
  public private(set) var frameCount = 0
  /// True once `restore()` was called.
  public private(set) var isRestored = false
  private var events: [InputEvent]
  private var nextIndex = 0
  /// Indices of events that are already waiting once the one before them
  /// was read (all but the first of each burst).
  private var waitingIndices: Set<Int> = []

  /// A terminal of `size` that will deliver `events` in order, then end.
  public init(
    size: Size, events: [InputEvent] = [],
    capabilities: TerminalCapabilities = TerminalCapabilities(colors: .palette256, mouse: true)
  ) {
    self.size = size
    self.events = events
    self.capabilities = capabilities
  }

  /// Adds events at the end of the script.
  public func enqueue(_ more: [InputEvent]) {
    events.append(contentsOf: more)
  }

  /// Adds events at the end of the script as one burst: the first is read
  /// by `nextEvent`, the rest are then waiting (`pendingEvent`), as keys
  /// sent in one write to a real terminal are.
  public func enqueueBurst(_ more: [InputEvent]) {
    let first = events.count
    events.append(contentsOf: more)
    if more.count > 1 { waitingIndices.formUnion(first + 1..<events.count) }
  }

  public func nextEvent() -> InputEvent? {
    guard nextIndex < events.count else { return nil }
    let event = events[nextIndex]
    nextIndex += 1
    willDeliver?(event)
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  public func pendingEvent() -> InputEvent? {
    guard waitingIndices.contains(nextIndex) else { return nil }
    return nextEvent()
  }

  /// Called when the run loop waits with a timeout after the script has
  /// ended: a test moves its clock by the time given, so a deadline (a
  /// warning's 5 s) passes without really waiting. Without it the wait
  /// ends the input, so `--render` never sleeps.
  public var passTime: ((Duration) -> Void)?

  /// The script's next event while there is one (typed before any
  /// deadline); after it, `passTime` is told and the wait times out.
  public func nextEvent(within timeout: Duration) -> TimedEvent {
    if let event = nextEvent() { return .event(event) }
    guard let passTime else { return .ended }
    passTime(timeout)
    return .timedOut
  }

  public func present(_ canvas: Canvas) {
    lastFrame = canvas
    frameCount += 1
  }

  public func invalidate() {}

  /// Whether `copyToClipboard` succeeds (a test sets it), and what it got.
  public var allowsClipboard = false
  public private(set) var clipboard: [String] = []
  /// How many times `suspend` was called.
  public private(set) var suspendCount = 0

  public func copyToClipboard(_ text: String) -> Bool {
    guard allowsClipboard else { return false }
    clipboard.append(text)
    return true
  }

  public func suspend() { suspendCount += 1 }

  /// The watch descriptor the app gave (`watch(descriptor:)`); a headless
  /// terminal never waits on it: a script says `.fileChange(paths)`.
  public private(set) var watchedDescriptor: Int32?
  /// How many times the terminal was handed to another program.
  public private(set) var handOverCount = 0

  public func watch(descriptor: Int32?) { watchedDescriptor = descriptor }

  public func handOver(_ work: () -> Void) {
    handOverCount += 1
    work()
  }

  /// Called with each scripted event just before it is delivered: a test
  /// changes files on disk when its `.fileChange` comes, so the app finds
  /// them changed as it would after an inotify wake-up.
  public var willDeliver: ((InputEvent) -> Void)?

  /// The alerts the app sent (bells, notifications), in order.
  public private(set) var alerts: [TerminalAlert] = []
  /// How many frames had been presented when each alert was sent.
  public private(set) var alertFrames: [Int] = []

  public func alert(_ alert: TerminalAlert) {
    alerts.append(alert)
    alertFrames.append(frameCount)
  }

  public func restore() { isRestored = true }
}
