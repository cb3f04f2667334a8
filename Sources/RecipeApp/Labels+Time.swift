import RecipeKit

extension Labels {
  /// A dish's time as its row's second line says it: the source's text
  /// as written, else its minutes in the reader's language (`25 min`,
  /// `25分钟`, `1小时30分钟`), or `-`.
  func timeText(of dish: Dish) -> String {
    guard language == .zh, dish.time == nil, let minutes = dish.minutes else {
      return dish.timeText
    }
    let hours = minutes / 60
    let rest = minutes % 60
    if hours == 0 { return "\(minutes)分钟" }
    return "\(hours)小时" + (rest == 0 ? "" : "\(rest)分钟")
  }
}
