import FoundationEssentials

extension TimerBoard {
  /// Starts the timer of a step's chip: `durationIndex` of step `stepIndex`
  /// of `plan`, for its seconds (a range's upper bound), titled
  /// `dishName · phrase` (e.g. `红烧肉 · 1个半小时`). Nil when the plan has
  /// no such duration. A chip whose timer is already on the board (running,
  /// paused or fired) is not started twice: its timer's id is returned.
  @discardableResult
  public mutating func start(
    _ plan: CookingPlan, stepIndex: Int, durationIndex: Int, dishName: String, now: Date
  ) -> CookingTimer.ID? {
    guard let origin = plan.origin(stepIndex: stepIndex, durationIndex: durationIndex) else {
      return nil
    }
    if let existing = timer(for: origin) { return existing.id }
    let duration = plan.steps[stepIndex].durations[durationIndex]
    return start(
      seconds: TimeInterval(duration.seconds), title: "\(dishName) · \(duration.phrase)",
      origin: origin, now: now)
  }
}
