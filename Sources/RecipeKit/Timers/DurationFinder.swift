/// Finds the durations a cook would time in a step's text: `炖20分钟`,
/// `焖半小时`, `烤15-20分钟`, `腌制1小时`, `煮一刻钟`.
///
/// What is read (the numbers through `ChineseNumber`: ASCII or full-width
/// digits, decimals, fractions, Chinese numerals, 两, 半):
///
/// | written                                  | seconds            |
/// |------------------------------------------|--------------------|
/// | `30秒` `十秒钟`                          | 30, 10             |
/// | `5分钟` `5分` `两分种` (a common typo)   | 300, 300, 120      |
/// | `2小时` `两个小时` `1.5小时` `2钟头`     | 7200, 7200, 5400, 7200 |
/// | `半小时` `半个小时` `半分钟`             | 1800, 1800, 30     |
/// | `一个半小时` `1小时半` `1分半`           | 5400, 5400, 90     |
/// | `一刻钟` `三刻钟`                        | 900, 2700          |
/// | `1小时30分钟` `1分30秒`                  | 5400, 90           |
/// | `20多分钟` (more than 20)                | 1200               |
/// | `15-20分钟` `3~4分钟` `3、4分钟` `三四分钟` `十到二十秒` | the upper bound, a range |
/// | `20分钟到半小时` `半分钟至1分钟`         | the upper bound, a range |
///
/// Not durations: a bare 分 that is a proportion or a doneness (`三分之一`,
/// `七分热`, `8分满`, `7分熟`, `一分为二`), `十分` (very), a time of day
/// (`8点30分`), vague amounts (`几分钟`, `十几分钟`, `几十秒`), days and
/// nights (`腌一夜`, `2天`: no kitchen timer), anything longer than a timer
/// may run (`CookingTimer.maximumDuration`, a week), and every other unit
/// (`180度`, `20cm`, `2勺`).
public enum DurationFinder {
  /// The durations in `text`, in the order they appear; none overlap.
  public static func durations(in text: String) -> [StepDuration] {
    var found: [StepDuration] = []
    var index = text.startIndex
    var offset = 0
    while index < text.endIndex {
      let character = text[index]
      guard startsNumber(character) else {
        index = text.index(after: index)
        offset += 1
        continue
      }
      if !isExcludedStart(in: text, at: index), let match = match(text[index...]),
        Double(match.seconds) <= CookingTimer.maximumDuration, match.seconds > 0
      {
        let phrase = text[index..<match.end]
        let length = phrase.count
        found.append(
          StepDuration(
            seconds: match.seconds, lowerSeconds: match.lowerSeconds, phrase: String(phrase),
            range: index..<match.end, characterRange: offset..<offset + length))
        index = match.end
        offset += length
        continue
      }
      // Skip the whole number, so that `120度` is not tried again as `20度`
      // (and a run of digits too long to be a number is skipped whole).
      let end =
        ChineseNumber.prefix(of: text[index...])?.rest.startIndex
        ?? text[index...].firstIndex { !startsNumber($0) } ?? text.endIndex
      offset += text[index..<end].count
      index = end
    }
    return found
  }

  /// True for a character a number can start with.
  static func startsNumber(_ character: Character) -> Bool {
    ChineseNumber.digit(character) != nil || ChineseNumber.chineseDigits[character] != nil
      || ChineseNumber.chinesePlaces[character] != nil || character == "半"
  }

  /// True when the number at `index` is part of something that is not a
  /// duration whatever follows: the minutes of a time of day (`8点30分`,
  /// `8时30分`), or a vague amount (`几十秒`, `数十分钟`).
  static func isExcludedStart(in text: String, at index: String.Index) -> Bool {
    guard index > text.startIndex else { return false }
    let before = text[text.index(before: index)]
    if before == "几" || before == "数" { return true }
    if before == "点" || before == "时" || before == ":" || before == "：" {
      let earlier = text[..<text.index(before: index)].last
      return earlier.map { startsNumber($0) } ?? false
    }
    return false
  }
}
