/// What the screen's bottom line shows. It is shared, in this order: the
/// input line while the user types (the filter takes the row), else a
/// warning for 5 seconds, else the running timers (a hook the timers' UI
/// fills in), else the footer of keys (unless `--no-footer` or `footer =
/// false`), else nothing and the row goes to the lists.
enum BottomLine: Equatable {
  case input
  case warning(String)
  case timers(String)
  case footer
  case nothing

  /// How long a warning stays (it goes with the first frame after that).
  static let warningDuration: Duration = .seconds(5)

  static func choose(isTyping: Bool, warning: String?, timers: String?, showsFooter: Bool)
    -> BottomLine
  {
    if isTyping { return .input }
    if let warning { return .warning(warning) }
    if let timers { return .timers(timers) }
    return showsFooter ? .footer : .nothing
  }
}
