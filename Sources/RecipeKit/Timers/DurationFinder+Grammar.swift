/// The grammar of one duration phrase (see the table on `DurationFinder`):
///
///     phrase   := amount [compound] [sep amount]        (a range of two amounts)
///               | quantity sep-or-adjacent quantity unit   (`15-20分钟`, `三四分钟`)
///     amount   := quantity unit ['半']
///     quantity := number ['个半' | '多' | '个多']
///     unit     := ['个'] ('小时' | '钟头' | '分钟' | '分种' | '分' | '秒钟' | '秒' | '刻钟')
///     compound := quantity ('分钟' | '分' | '秒')      after hours, or seconds after minutes
extension DurationFinder {
  /// A phrase read at the start of a text: its length in seconds (the upper
  /// bound for a range), the lower bound for a range, and where it ends.
  struct Match {
    var seconds: Int
    var lowerSeconds: Int?
    var end: String.Index
  }

  /// One unit word: its length in seconds, and the text after it.
  struct Unit {
    var seconds: Double
    var rest: Substring
  }

  /// The unit words, longest first so `分钟` wins over `分`; `个` may stand
  /// before the hour words only.
  static let units: [(word: String, seconds: Double, takesGe: Bool)] = [
    ("小时", 3600, true), ("钟头", 3600, true), ("刻钟", 900, false), ("分钟", 60, false),
    ("分种", 60, false), ("秒钟", 1, false), ("分", 60, false), ("秒", 1, false),
  ]

  /// Characters that make a bare `分` a share or a degree, not minutes:
  /// `三分之一`, `七分热`, `8分满`, `7分熟`, `一分为二`, `七分瘦三分肥`,
  /// `6分发`, `一分擀`, `半分量`.
  static let notMinutesAfterFen: Set<Character> = [
    "之", "满", "为", "热", "熟", "瘦", "肥", "发", "擀", "装", "量", "成", "干", "饱", "甜", "咸",
    "软", "硬", "湿", "开", "稀", "稠", "醉",
  ]

  /// Range separators between two numbers or two amounts.
  static let separators: Set<Character> = ["-", "－", "~", "～", "〜", "—", "–", "至", "到", "或"]

  /// The phrase at the start of `text`, or nil when it is no duration.
  static func match(_ text: Substring) -> Match? {
    guard let first = quantity(text) else { return nil }
    if let firstUnit = unit(first.rest, numberText: text[..<first.rest.startIndex]) {
      if let (low, high) = dottedRange(text[..<first.rest.startIndex]) {
        return Match(
          seconds: rounded(high * firstUnit.seconds),
          lowerSeconds: rounded(low * firstUnit.seconds),
          end: firstUnit.rest.startIndex)
      }
      var seconds = first.value * firstUnit.seconds
      var rest = firstUnit.rest
      if let half = trailingHalf(rest, unit: firstUnit.seconds, hadHalf: first.hadHalf) {
        seconds += firstUnit.seconds / 2
        rest = half
      } else if let (extra, after) = compound(rest, after: firstUnit.seconds) {
        seconds += extra
        rest = after
      }
      // `20分钟到半小时`: a second amount after a separator makes a range.
      if let (upper, after) = secondAmount(rest) {
        return Match(
          seconds: rounded(max(seconds, upper)), lowerSeconds: rounded(min(seconds, upper)),
          end: after.startIndex)
      }
      return Match(seconds: rounded(seconds), lowerSeconds: nil, end: rest.startIndex)
    }
    // `15-20分钟`, `3、4分钟`, `三四分钟`: two numbers share one unit.
    var between = dropSpaces(first.rest)
    if let separator = between.first, separators.contains(separator) || separator == "、" {
      between = dropSpaces(between.drop { separators.contains($0) || $0 == "、" })
    } else if !isAdjacentRange(text[..<first.rest.startIndex], next: between) {
      return nil
    }
    guard let second = quantity(between),
      let secondUnit = unit(second.rest, numberText: between[..<second.rest.startIndex])
    else { return nil }
    var upper = second.value * secondUnit.seconds
    var rest = secondUnit.rest
    if let half = trailingHalf(rest, unit: secondUnit.seconds, hadHalf: second.hadHalf) {
      upper += secondUnit.seconds / 2
      rest = half
    }
    let lower = first.value * secondUnit.seconds
    return Match(
      seconds: rounded(max(lower, upper)), lowerSeconds: rounded(min(lower, upper)),
      end: rest.startIndex)
  }

  /// A number with `个半` (and a half), `多` or `个多` (more than) after it.
  static func quantity(_ text: Substring) -> (value: Double, hadHalf: Bool, rest: Substring)? {
    guard let (value, rest) = ChineseNumber.prefix(of: text) else { return nil }
    // `十几分钟`: a vague amount, not a number to time.
    if rest.first == "几" { return nil }
    if rest.hasPrefix("个半") { return (value + 0.5, true, rest.dropFirst(2)) }
    if rest.hasPrefix("个多") { return (value, false, rest.dropFirst(2)) }
    if rest.hasPrefix("多") { return (value, false, rest.dropFirst()) }
    return (value, text.first == "半", rest)
  }

  /// The unit word at the start of `text` (after optional spaces), or nil.
  /// A bare `分` counts only when what follows is not a share or a degree,
  /// and `十分` (very) is never minutes.
  static func unit(_ text: Substring, numberText: Substring) -> Unit? {
    var rest = dropSpaces(text)
    let hasGe = rest.first == "个"
    if hasGe { rest = rest.dropFirst() }
    for (word, seconds, takesGe) in units where rest.hasPrefix(word) {
      if hasGe && !takesGe { return nil }
      let after = rest.dropFirst(word.count)
      if word == "分" {
        if let next = after.first, notMinutesAfterFen.contains(next) { return nil }
        if numberText == "十" || numberText == "万" { return nil }
      }
      return Unit(seconds: seconds, rest: after)
    }
    return nil
  }

  /// The text after a `半` that follows an hour or minute unit (`1小时半`,
  /// `1分半`); nil when there is none or the amount had a half already.
  static func trailingHalf(_ text: Substring, unit seconds: Double, hadHalf: Bool) -> Substring? {
    guard !hadHalf, seconds >= 60, seconds != 900, text.first == "半" else { return nil }
    // `1分钟半小时` is two things, not one and a half minutes.
    if unit(text.dropFirst(), numberText: "") != nil { return nil }
    // `一分半钟`: the 钟 after the half belongs to the phrase.
    let afterHalf = text.dropFirst()
    return seconds == 60 && afterHalf.first == "钟" ? afterHalf.dropFirst() : afterHalf
  }

  /// Minutes after hours (`1小时30分钟`) or seconds after minutes
  /// (`1分30秒`), in seconds, and the text after them.
  static func compound(_ text: Substring, after unit: Double) -> (Double, Substring)? {
    guard unit == 3600 || unit == 60, let part = quantity(text), !part.hadHalf,
      let partUnit = self.unit(part.rest, numberText: text[..<part.rest.startIndex]),
      partUnit.seconds == (unit == 3600 ? 60 : 1)
    else { return nil }
    return (part.value * partUnit.seconds, partUnit.rest)
  }

  /// A separator and a whole amount with its unit (`到半小时`, `至1分钟`):
  /// its seconds and the text after it.
  static func secondAmount(_ text: Substring) -> (Double, Substring)? {
    let start = dropSpaces(text)
    guard let separator = start.first, separators.contains(separator) else { return nil }
    let after = dropSpaces(start.drop { separators.contains($0) })
    guard let part = quantity(after),
      let partUnit = unit(part.rest, numberText: after[..<part.rest.startIndex])
    else { return nil }
    var seconds = part.value * partUnit.seconds
    var rest = partUnit.rest
    if let half = trailingHalf(rest, unit: partUnit.seconds, hadHalf: part.hadHalf) {
      seconds += partUnit.seconds / 2
      rest = half
    }
    return (seconds, rest)
  }

  /// True for two Chinese digits in a row that name a range, the second one
  /// more than the first: `三四`, `七八`, `一两`, `十五六`.
  static func isAdjacentRange(_ number: Substring, next: Substring) -> Bool {
    guard let last = number.last, let lastDigit = ChineseNumber.chineseDigits[last],
      let following = next.first, let nextDigit = ChineseNumber.chineseDigits[following]
    else { return false }
    return nextDigit == lastDigit + 1
  }

  /// `3.4` read as the range 3 to 4, as pages write `3、4分钟` with a dot:
  /// one digit, a point, the next digit up. `4.5` stays four and a half.
  static func dottedRange(_ number: Substring) -> (Double, Double)? {
    let characters = Array(number)
    guard characters.count == 3, characters[1] == "." || characters[1] == "．",
      let low = ChineseNumber.digit(characters[0]), let high = ChineseNumber.digit(characters[2]),
      low > 0, high == low + 1, high != 5
    else { return nil }
    return (Double(low), Double(high))
  }

  /// `text` without leading spaces.
  static func dropSpaces(_ text: Substring) -> Substring {
    text.drop { $0 == " " || $0 == "\u{3000}" }
  }

  /// Seconds as a whole number, half up; bounded so a huge value cannot trap.
  static func rounded(_ seconds: Double) -> Int {
    Int(min(seconds, 1e12).rounded(.toNearestOrAwayFromZero))
  }
}
