import FoundationEssentials

/// One kitchen timer: what it times, how long it was set for and where it
/// stands.
///
/// A running timer is an end time on the wall clock, never a count that
/// ticks: a suspended process or a slow frame cannot make it wrong. Pausing
/// keeps the time left; resuming sets a new end. A timer that has ended stays
/// (as `.fired`) until the user acknowledges it. Change timers through
/// `TimerBoard`, which owns them.
public struct CookingTimer: Hashable, Sendable, Identifiable {
  /// Unique within its `TimerBoard`; never reused by that board.
  public typealias ID = Int

  /// Where a timer was started from: a duration chip of a recipe step.
  public struct Origin: Codable, Hashable, Sendable {
    /// The dish (`Dish.idstr`).
    public var dishID: String
    /// The step, an index into `Recipe.stepTexts` (0-based).
    public var stepIndex: Int
    /// The duration within the step, an index into
    /// `DurationFinder.durations(in:)` of that step's text (0-based).
    public var durationIndex: Int

    public init(dishID: String, stepIndex: Int, durationIndex: Int) {
      self.dishID = dishID
      self.stepIndex = stepIndex
      self.durationIndex = durationIndex
    }
  }

  /// Where a timer stands.
  public enum State: Codable, Hashable, Sendable {
    /// Counting down; it ends at `endsAt`.
    case running(endsAt: Date)
    /// Stopped with `remaining` seconds left (more than 0).
    case paused(remaining: TimeInterval)
    /// It ended at `at` and waits for the user to acknowledge it.
    case fired(at: Date)
  }

  public let id: ID
  /// What it times, e.g. `宫保鸡丁 · 炖20分钟`; data text, untrusted (the UI
  /// sanitises it before drawing).
  public var title: String
  /// The step chip it belongs to; nil for a timer started elsewhere.
  public var origin: Origin?
  /// How long it was set for, in seconds (more than 0).
  public let duration: TimeInterval
  /// Running, paused or fired.
  public internal(set) var state: State

  /// How early a timer may count as ended, in seconds: a wake-up a hair
  /// before the end (a rounded poll timeout, floating point) still fires it,
  /// and the label and the deadline agree on which second is shown.
  static let tolerance: TimeInterval = 0.001

  init(id: ID, title: String, origin: Origin?, duration: TimeInterval, state: State) {
    self.id = id
    self.title = title
    self.origin = origin
    self.duration = duration
    self.state = state
  }

  /// The seconds left at `now`: 0 once ended, the kept time while paused.
  public func remaining(at now: Date) -> TimeInterval {
    switch state {
    case .running(let end): max(0, end.timeIntervalSince(now))
    case .paused(let remaining): remaining
    case .fired: 0
    }
  }

  /// The whole seconds the label shows at `now`: the time left rounded up,
  /// so a 20-minute timer shows 20:00 when started and 00:00 only when it
  /// ends.
  public func remainingSeconds(at now: Date) -> Int {
    let left = remaining(at: now) - Self.tolerance
    guard left > 0 else { return 0 }
    return Int(min(left.rounded(.up), Double(Int.max / 2)))
  }

  /// The time left at `now` as `mm:ss`, or `h:mm:ss` from one hour up.
  public func label(at now: Date) -> String {
    Self.clockText(seconds: remainingSeconds(at: now))
  }

  /// True while counting down.
  public var isRunning: Bool {
    if case .running = state { true } else { false }
  }

  /// True once ended and not yet acknowledged.
  public var hasFired: Bool {
    if case .fired = state { true } else { false }
  }

  /// `seconds` as a clock: `mm:ss` under an hour (`20:00`, `00:45`),
  /// `h:mm:ss` from an hour up (`1:30:00`). Negative values show as `00:00`.
  public static func clockText(seconds: Int) -> String {
    let total = max(0, seconds)
    let hours = total / 3600
    let minutes = total / 60 % 60
    let secs = total % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    if hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
    return "\(two(minutes)):\(two(secs))"
  }
}
