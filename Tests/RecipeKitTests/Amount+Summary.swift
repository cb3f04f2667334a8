@testable import RecipeKit

extension Amount {
  /// A short description for table tests: `quantity 1.5 汤匙`, `count 2-3 瓣
  /// +（note）`, `vague`, `empty`, `text`.
  var summary: String {
    guard let number, let unit else { return kind.rawValue }
    var text = "\(kind.rawValue) \(prefix)\(AmountFormat.digits(number.low))"
    if let high = number.high { text += "-\(AmountFormat.digits(high))" }
    text += " \(unit.kind == .measure ? "" : unit.kind.rawValue + ":")\(unit.written)"
    if !note.isEmpty { text += " +\(note)" }
    return text
  }
}
