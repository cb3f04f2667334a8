import FoundationEssentials

extension TimerBoard {
  /// The next moment after `now` at which the UI must wake: when the label
  /// of a running timer changes its second, or a timer ends. Nil when no
  /// timer runs (paused and fired timers never change by themselves), so an
  /// idle app does not wake at all.
  ///
  /// Each timer's seconds turn at its end minus a whole number of seconds:
  /// a timer ending at 12:00:00.4 changes its label at …:59.4, …:58.4. With
  /// several timers the earliest of their next turns is returned. A timer
  /// already due gives `now` itself (call `fireDue(now:)`).
  public func nextDeadline(after now: Date) -> Date? {
    var earliest: Date?
    for timer in timers {
      guard case .running(let end) = timer.state else { continue }
      let deadline = Self.nextTurn(end: end, now: now)
      if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    return earliest
  }

  /// The next moment at or after `now` when a timer ending at `end` shows
  /// a different second (see `CookingTimer.remainingSeconds(at:)`).
  static func nextTurn(end: Date, now: Date) -> Date {
    let left = end.timeIntervalSince(now) - CookingTimer.tolerance
    guard left > 0 else { return now }
    // Shown: ceil(left). It turns to ceil(left) - 1 when `left` reaches that.
    // A tenth of the tolerance later, so that the date arithmetic (about
    // 1e-7 s of rounding on today's dates) cannot land a hair before the
    // turn and wake the app for a label that has not changed yet.
    let shownAfter = left.rounded(.up) - 1
    let margin = CookingTimer.tolerance / 10
    return end.addingTimeInterval(-(shownAfter + CookingTimer.tolerance) + margin)
  }
}
