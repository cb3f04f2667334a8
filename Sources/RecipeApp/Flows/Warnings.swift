import TermUI

/// The warning on the bottom line: a text shown over the footer for 5
/// seconds (`BottomLine.warningDuration`). Every flow that says something
/// is told this object (or its `warn`).
final class Warnings {
  /// The time, for the 5 seconds (a test moves it).
  var clock: () -> ContinuousClock.Instant = { ContinuousClock.now }
  /// The warning and when it goes.
  private(set) var warning: (text: String, until: ContinuousClock.Instant)?

  /// Shows `text` on the bottom line for 5 seconds.
  func warn(_ text: String) {
    warning = (text, clock() + BottomLine.warningDuration)
  }

  /// The time left of the warning, so the run loop wakes to take it away
  /// with no input; nil when there is none or it is due.
  func untilWarningGoes() -> Duration? {
    guard let warning else { return nil }
    let left = warning.until - clock()
    return left > .zero ? left : nil
  }

  /// Takes a warning that is due away: before the frame (the run loop's
  /// `beforeFrame`), never during its layout.
  func expire() {
    if let warning, clock() >= warning.until { self.warning = nil }
  }

  /// The warning to show now (read only: `expire()` drops one that is due).
  func current() -> String? { warning?.text }

  /// True while `text` is the warning on screen.
  func isShowing(_ text: String) -> Bool {
    warning?.text == text && untilWarningGoes() != nil
  }
}
