import TermUI

// Cook mode and the kitchen timers (issue 14).
extension ActionName {
  static let cook: ActionName = "cook"
  static let timers: ActionName = "timers"
  static let nextStep: ActionName = "next-step"
  static let previousStep: ActionName = "previous-step"
  static let leaveCooking: ActionName = "leave-cooking"
  static let startChip: ActionName = "start-timer"
  static let chooseChip: ActionName = "choose-timer"
  static let toggleTimer: ActionName = "pause-timer"
  static let cancelTimer: ActionName = "cancel-timer"
}
