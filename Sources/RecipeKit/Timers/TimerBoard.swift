import FoundationEssentials

/// All kitchen timers of the app: several at once, each started, paused,
/// resumed, cancelled and acknowledged here.
///
/// A value, pure: every operation that depends on the time takes `now` (the
/// caller reads its `WallClock` once per event), so tests drive it with any
/// moments they like. It is `Codable` to live in the app's saved state.
///
/// The run loop asks two things after each event: `fireDue(now:)` (which
/// timers just ended: each is reported exactly once, then waits as `.fired`
/// for `acknowledge(_:)`) and `nextDeadline(after:)` (when to wake next).
public struct TimerBoard: Hashable, Sendable {
  /// The timers in the order they were started.
  public private(set) var timers: [CookingTimer] = []
  /// The id the next timer gets; ids are never reused.
  private(set) var nextID: CookingTimer.ID = 1

  public init() {}

  /// A board holding `timers`, whose next timer gets `nextID`.
  init(timers: [CookingTimer], nextID: CookingTimer.ID) {
    self.timers = timers
    self.nextID = nextID
  }

  /// The timer with `id`, if it is on the board.
  public subscript(id: CookingTimer.ID) -> CookingTimer? {
    timers.first { $0.id == id }
  }

  /// The newest timer started from `origin` (a step's chip), if any.
  public func timer(for origin: CookingTimer.Origin) -> CookingTimer? {
    timers.last { $0.origin == origin }
  }

  /// True while at least one timer counts down.
  public var hasRunningTimers: Bool { timers.contains(where: \.isRunning) }

  /// The timers that ended and wait for acknowledgement, oldest first.
  public var firedTimers: [CookingTimer] { timers.filter(\.hasFired) }

  /// Starts a timer of `seconds` at `now` and returns its id; nil when
  /// `seconds` is not more than 0 or over `CookingTimer.maximumDuration`.
  @discardableResult
  public mutating func start(
    seconds: TimeInterval, title: String, origin: CookingTimer.Origin? = nil, now: Date
  ) -> CookingTimer.ID? {
    guard CookingTimer.isValid(duration: seconds), nextID < Int.max else { return nil }
    let id = nextID
    nextID += 1
    timers.append(
      CookingTimer(
        id: id, title: title, origin: origin, duration: seconds,
        state: .running(endsAt: now.addingTimeInterval(seconds))))
    return id
  }

  /// Pauses a running timer, keeping the time it has left at `now`. False
  /// when `id` is not a running timer. A timer whose end has passed is not
  /// paused: it is left for `fireDue(now:)` to report.
  @discardableResult
  public mutating func pause(_ id: CookingTimer.ID, now: Date) -> Bool {
    guard let index = timers.firstIndex(where: { $0.id == id }),
      case .running = timers[index].state
    else { return false }
    let left = timers[index].remaining(at: now)
    guard left > CookingTimer.tolerance else { return false }
    timers[index].state = .paused(remaining: left)
    return true
  }

  /// Resumes a paused timer: it now ends at `now` plus the time it had left.
  /// False when `id` is not a paused timer.
  @discardableResult
  public mutating func resume(_ id: CookingTimer.ID, now: Date) -> Bool {
    guard let index = timers.firstIndex(where: { $0.id == id }),
      case .paused(let left) = timers[index].state
    else { return false }
    timers[index].state = .running(endsAt: now.addingTimeInterval(left))
    return true
  }

  /// Removes a timer, whatever its state. False when it is not on the board.
  @discardableResult
  public mutating func cancel(_ id: CookingTimer.ID) -> Bool {
    guard let index = timers.firstIndex(where: { $0.id == id }) else { return false }
    timers.remove(at: index)
    return true
  }

  /// The user has seen that a timer ended: it leaves the board. False when
  /// `id` is not a fired timer.
  @discardableResult
  public mutating func acknowledge(_ id: CookingTimer.ID) -> Bool {
    guard let index = timers.firstIndex(where: { $0.id == id }), timers[index].hasFired else {
      return false
    }
    timers.remove(at: index)
    return true
  }

  /// Marks every running timer whose end has come by `now` as fired and
  /// returns those, earliest end first. A timer is returned by exactly one
  /// call: afterwards it is `.fired`, no longer running.
  public mutating func fireDue(now: Date) -> [CookingTimer] {
    var ended: [(end: Date, index: Int)] = []
    for (index, timer) in timers.enumerated() {
      if case .running(let end) = timer.state,
        end.timeIntervalSince(now) <= CookingTimer.tolerance
      {
        ended.append((end, index))
      }
    }
    ended.sort { ($0.end, $0.index) < ($1.end, $1.index) }
    return ended.map { end, index in
      timers[index].state = .fired(at: end)
      return timers[index]
    }
  }
}
