/// How long a dish takes, in minutes, from the plist's `time` text; a sort
/// key. The minutes are one representative value for the text, not a
/// promise.
///
/// Values in the iPad corpus and what they become:
///
/// | text       | minutes | rule                                    |
/// |------------|---------|-----------------------------------------|
/// | 10分左右    | 10      | "about N": N                            |
/// | 10分钟左右  | 10      |                                         |
/// | 15分钟左右  | 15      |                                         |
/// | 30分钟左右  | 30      |                                         |
/// | 40分钟左右  | 40      |                                         |
/// | 10-30分钟   | 20      | "A to B": the midpoint, rounded half up |
/// | 30-45分钟   | 38      |                                         |
/// | 45-60分钟   | 53      | (our Data/ bundle)                      |
/// | 1小时以上   | 90      | "more than N": N × 1.5                  |
///
/// Also read: `1-2小时` (90), `2小时` (120), `数小时` "several hours" (180),
/// `半小时` (30), `1个半小时` (90), `10分钟以内`/`以下`/`内` "within N" (N ÷ 2,
/// rounded half up), Chinese numerals 一 to 十 and 两 (`两小时` 120),
/// full-width digits, and `~ ～ 至 到 — –` as range dashes. White space is
/// ignored. A number without a unit, a unit without a number, or anything
/// over 100 000 minutes gives nil.
public struct CookingTime: Comparable, Hashable, Sendable {
  /// The representative length in minutes; at least 0.
  public let minutes: Int

  /// The largest number of minutes accepted (about ten weeks).
  static let maximumMinutes = 100_000

  /// A time a source gives in minutes, kept within 0 and `maximumMinutes`.
  public init(minutes: Int) {
    self.minutes = min(max(minutes, 0), Self.maximumMinutes)
  }

  /// Parses a `time` text (see the table above); nil when it is not one of
  /// the forms read.
  public init?(text: String) {
    var rest = Self.normalized(text)

    var factor = 1.0
    for (suffix, qualifierFactor) in [
      ("左右", 1.0), ("以上", 1.5), ("以内", 0.5), ("以下", 0.5), ("内", 0.5),
    ]
    where rest.hasSuffix(suffix) {
      rest.removeLast(suffix.count)
      factor = qualifierFactor
      break
    }

    var unit = 0.0
    for (suffix, unitMinutes) in [
      ("个小时", 60.0), ("小时", 60.0), ("钟头", 60.0), ("分钟", 1.0), ("分", 1.0),
    ]
    where rest.hasSuffix(suffix) {
      rest.removeLast(suffix.count)
      unit = unitMinutes
      break
    }
    guard unit > 0, let amount = Self.amount(rest) else { return nil }

    let minutes = (amount * unit * factor).rounded(.toNearestOrAwayFromZero)
    guard minutes <= Double(Self.maximumMinutes) else { return nil }
    self.minutes = Int(minutes)
  }

  /// Shorter first, by `minutes`.
  public static func < (lhs: CookingTime, rhs: CookingTime) -> Bool {
    lhs.minutes < rhs.minutes
  }

  /// `text` without white space, with full-width digits as ASCII and every
  /// range dash as `-`.
  private static func normalized(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
      switch scalar {
      case "０"..."９":
        result.unicodeScalars.append(
          Unicode.Scalar(scalar.value - 0xFF10 + 0x30) ?? scalar)
      case "~", "～", "至", "到", "—", "–", "－", "〜":
        result.append("-")
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The number in `text`: `N`, `A-B` (the midpoint), `半` (0.5), `N个半`
  /// (N + 0.5), `数` (3); nil for anything else.
  private static func amount(_ text: String) -> Double? {
    let ends = text.split(separator: "-", omittingEmptySubsequences: false)
    switch ends.count {
    case 1:
      return single(ends[0])
    case 2:
      guard let low = single(ends[0]), let high = single(ends[1]) else { return nil }
      return (low + high) / 2
    default:
      return nil
    }
  }

  /// One number: digits, a Chinese numeral, `半`, `N个半`, `N半` or `数`.
  private static func single(_ text: Substring) -> Double? {
    if text == "半" { return 0.5 }
    if text == "数" { return 3 }
    for suffix in ["个半", "半"] where text.hasSuffix(suffix) && text.count > suffix.count {
      return whole(text.dropLast(suffix.count)).map { $0 + 0.5 }
    }
    return whole(text)
  }

  /// Up to six ASCII digits, or one of 一 to 十 and 两.
  private static func whole(_ text: Substring) -> Double? {
    if let numeral = numerals[text] { return numeral }
    guard !text.isEmpty, text.count <= 6, text.allSatisfy(\.isASCII), let number = Int(text) else {
      return nil
    }
    return Double(number)
  }

  /// The Chinese numerals read, with their values.
  private static let numerals: [Substring: Double] = [
    "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
  ]
}

extension Dish {
  /// The dish's cooking time as a sort key: its `minutes` when the source
  /// gave them, else its `time` read by `CookingTime(text:)`; nil when
  /// neither gives one.
  public var cookingTime: CookingTime? {
    if let minutes { return CookingTime(minutes: minutes) }
    return time.flatMap(CookingTime.init(text:))
  }
}
