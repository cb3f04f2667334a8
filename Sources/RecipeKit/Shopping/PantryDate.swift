#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A day of `pantry.conf`, written day.month.year (`05.05.2024`).
public struct PantryDate: Comparable, Hashable, Sendable, CustomStringConvertible {
  public var year: Int
  public var month: Int
  public var day: Int

  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
      day <= Self.days(inMonth: month, year: year)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads `d.m.yyyy` (one or two digits for day and month, four for the
  /// year); nil for anything else or a day that does not exist.
  public init?(text: String) {
    let parts = text.trimmingAmountSpaces().split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
      parts[2].count == 4, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `05.12.2026`.
  public var description: String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(two(day)).\(two(month)).\(year)"
  }

  public static func < (lhs: PantryDate, rhs: PantryDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Today in the local time zone (`RECIPES_TODAY=d.m.yyyy` overrides it,
  /// for tests and for planning ahead).
  public static func today(environment: [String: String] = [:]) -> PantryDate {
    if let text = environment["RECIPES_TODAY"], let date = PantryDate(text: text) { return date }
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return PantryDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? PantryDate(checked: (2000, 1, 1))
  }

  /// A date known to exist.
  private init(checked parts: (year: Int, month: Int, day: Int)) {
    year = parts.year
    month = parts.month
    day = parts.day
  }
}
