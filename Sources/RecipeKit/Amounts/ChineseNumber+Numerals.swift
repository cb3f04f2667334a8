extension ChineseNumber {
  /// The Chinese digits and their values (`两` handled apart).
  static let chineseDigits: [Character: Int] = [
    "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
    "八": 8, "九": 9,
  ]

  /// The Chinese place words and their values.
  static let chinesePlaces: [Character: Int] = ["十": 10, "百": 100, "千": 1000]

  /// A Chinese numeral up to 9999: digits each followed by a smaller place
  /// than the one before (`一千零二十`), `十` alone for 10 (`十五`).
  ///
  /// Stops, keeping what it read, at the first character that cannot
  /// continue the numeral (a second digit in a row, a place not smaller than
  /// the last, `两` after the start unless `百`/`千` follows).
  static func chinese(_ text: Substring) -> (value: Double, rest: Substring)? {
    var total = 0
    var pending: Int?  // a digit waiting for its place
    var lastPlace = 10_000
    var rest = text
    var consumed = 0
    var restAfterValue = text
    while let character = rest.first {
      if let d = chineseDigits[character] {
        if pending != nil { break }  // two digits in a row: 一两 is 1 and the unit 两
        if character == "两" && consumed > 0 {
          let next = rest.dropFirst().first
          guard next == "百" || next == "千" else { break }
        }
        if d == 0 {
          // 零 only fills a gap (一百零五); it adds nothing itself.
          rest = rest.dropFirst()
          consumed += 1
          if total == 0 && consumed == 1 {
            pending = 0
            restAfterValue = rest
          }
          continue
        }
        pending = d
        rest = rest.dropFirst()
        consumed += 1
        restAfterValue = rest
      } else if let place = chinesePlaces[character] {
        guard place < lastPlace else { break }
        // 十 alone stands for 一十; other places need their digit.
        guard let d = pending ?? (place == 10 && total == 0 ? 1 : nil) else { break }
        total += d * place
        pending = nil
        lastPlace = place
        rest = rest.dropFirst()
        consumed += 1
        restAfterValue = rest
      } else {
        break
      }
    }
    guard consumed > 0, restAfterValue.startIndex != text.startIndex else { return nil }
    total += pending ?? 0
    return (Double(total), restAfterValue)
  }
}
