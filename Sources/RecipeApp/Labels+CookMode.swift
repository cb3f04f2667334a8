import TermUI

// Cook mode and the kitchen timers (issue 14).
extension Labels {
  /// Cook mode's title.
  public var cooking: String { language == .zh ? "烹饪" : "Cooking" }
  /// The position in cook mode: `step 3/8` / `第 3/8 步`.
  public func step(_ number: Int, of count: Int) -> String {
    language == .zh ? "第 \(number)/\(count) 步" : "step \(number)/\(count)"
  }
  /// Cook mode on a recipe without steps.
  public var noSteps: String { language == .zh ? "这道菜没有步骤" : "This recipe has no steps" }
  /// After a range's chip: the timer takes the upper bound.
  public var rangeUpper: String { language == .zh ? "取上限" : "max" }
  /// The timers sheet's title.
  public var timers: String { language == .zh ? "计时器" : "Timers" }
  public var noTimers: String {
    language == .zh ? "没有计时器：在烹饪模式中按 enter 启动" : "No timers: start one in cook mode (enter)"
  }
  /// A timer's state in the list and on the status line.
  public var paused: String { language == .zh ? "已暂停" : "paused" }
  public var done: String { language == .zh ? "到时间了" : "done" }
  /// After a timer on the status line and in the list.
  public var pausedNote: String { language == .zh ? "（已暂停）" : " (paused)" }
  public var doneNote: String { language == .zh ? " 到时间了！" : " done!" }
  /// More timers than the status line holds: `+2`.
  public func moreTimers(_ count: Int) -> String { "+\(count)" }
  /// The question `q` asks while timers run.
  public func quitWithTimers(_ count: Int) -> String {
    language == .zh
      ? "还有 \(count) 个计时器在运行：再按 q 退出"
      : (count == 1 ? "A timer is running" : "\(count) timers are running")
        + ": press q again to quit"
  }
  /// The desktop notification of an ended timer.
  public var timerEnded: String { language == .zh ? "计时结束" : "Timer done" }
}
