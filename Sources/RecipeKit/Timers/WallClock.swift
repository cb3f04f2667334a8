import FoundationEssentials

/// Where the timers read the time: the wall clock, injectable.
///
/// Timers keep end times on the wall clock (see `CookingTimer`), so they stay
/// right across a suspended process or a slow frame. The app passes
/// `SystemClock`; tests and headless runs pass a `ManualClock`.
public protocol WallClock {
  /// The current moment.
  var now: Date { get }
}

/// The system's wall clock (`Date.now`).
public struct SystemClock: WallClock, Sendable {
  public init() {}

  public var now: Date { Date.now }
}

/// A clock that moves only when told to: for tests and headless runs.
public final class ManualClock: WallClock {
  /// The moment the clock shows; set it or `advance(by:)` it.
  public var now: Date

  /// A clock stopped at `now` (by default 2026-12-01 00:00:00 UTC, a fixed
  /// moment so that tests do not depend on the day they run).
  public init(now: Date = Date(timeIntervalSince1970: 1_796_083_200)) {
    self.now = now
  }

  /// Moves the clock forward (or back, for a negative value) by `seconds`.
  public func advance(by seconds: TimeInterval) {
    now = now.addingTimeInterval(seconds)
  }
}
