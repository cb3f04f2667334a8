/// The time a Cooklang recipe's metadata gives, as minutes when it reads
/// as a duration (`90`, `30 min`, `1 hour 30 minutes`, `1h30m`, `1.5 hours`)
/// or as text (`1小时以上`, which `CookingTime` reads, or anything else).
enum CooklangTimes {
  /// The total time: `time` (or `duration`), else prep time plus cook time.
  static func total(of metadata: CooklangMetadata) -> (text: String?, minutes: Int?)? {
    if let text = metadata.text(.time) { return reading(text) }
    let parts = [metadata.text(.prepTime), metadata.text(.cookTime)].compactMap { $0 }
    guard !parts.isEmpty else { return nil }
    let minutes = parts.map(Self.minutes(in:))
    if minutes.allSatisfy({ $0 != nil }) {
      return (nil, minutes.reduce(0) { $0 + ($1 ?? 0) })
    }
    return reading(parts[0])
  }

  /// `text` as minutes, else as text to show.
  static func reading(_ text: String) -> (text: String?, minutes: Int?)? {
    let shown = CooklangDisplay.text(text, limit: 60)
    guard !shown.isEmpty else { return nil }
    if let minutes = minutes(in: text) { return (nil, minutes) }
    return (shown, nil)
  }

  /// The minutes an English duration says, or nil.
  static func minutes(in text: String) -> Int? {
    text.utf8.allSatisfy { $0 < 0x80 } ? asciiMinutes(in: text) : characterMinutes(in: text)
  }

  /// `minutes(in:)` by characters.
  static func characterMinutes(in text: String) -> Int? {
    var sum = DurationSum()
    var word = ""
    var digits = ""
    func flushNumber() {
      if !digits.isEmpty {
        sum.add(number: digits)
        digits = ""
      }
    }
    func flushWord() -> Bool {
      guard !word.isEmpty else { return true }
      defer { word = "" }
      return sum.add(unit: word)
    }
    for character in text.lowercased() {
      if character.isASCII && (character.isNumber || character == ".") {
        if !word.isEmpty { guard flushWord() else { return nil } }
        digits.append(character)
      } else if character.isWhitespace || character == "," {
        flushNumber()
        guard flushWord() else { return nil }
      } else {
        flushNumber()
        word.append(character)
      }
    }
    flushNumber()
    guard flushWord() else { return nil }
    return sum.minutes
  }
}

extension CooklangTimes {
  /// `characterMinutes(in:)` of ASCII `text`, by bytes (a dish row reads
  /// two times; by characters they were a tenth of the first frame's
  /// rows): every ASCII character is one byte, but for `\r\n`, white
  /// space here as two bytes and there as one character, the same.
  static func asciiMinutes(in text: String) -> Int? {
    let bytes = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    var sum = DurationSum()
    var word: Range<Int>?
    var digits: Range<Int>?
    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func flushNumber() {
      if let run = digits {
        sum.add(number: string(run))
        digits = nil
      }
    }
    func flushWord() -> Bool {
      guard let run = word else { return true }
      defer { word = nil }
      return sum.add(unit: string(run))
    }
    for (index, byte) in bytes.enumerated() {
      if (byte >= 0x30 && byte <= 0x39) || byte == 0x2E {
        if word != nil { guard flushWord() else { return nil } }
        digits = (digits?.lowerBound ?? index)..<(index + 1)
      } else if (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 || byte == 0x2C {
        flushNumber()
        guard flushWord() else { return nil }
      } else {
        flushNumber()
        word = (word?.lowerBound ?? index)..<(index + 1)
      }
    }
    flushNumber()
    guard flushWord() else { return nil }
    return sum.minutes
  }

  /// A duration's numbers and units as they are read, one token after
  /// another (both readings of `minutes(in:)` feed it): `90`, `1 hour 30
  /// minutes`, `1h30m`, `1.5 hours`.
  struct DurationSum {
    private var total = 0.0
    /// The number read and not yet given a unit.
    private var number: Double?
    private var sawUnit = false

    /// A run of digits and points (the last one read counts).
    mutating func add(number text: String) { number = Double(text) }

    /// A word after a number: false when it is no unit of time (`and`
    /// joins and is true) or follows no number.
    mutating func add(unit word: String) -> Bool {
      let factor: Double
      switch word {
      case "m", "min", "mins", "minute", "minutes", "分", "分钟": factor = 1
      case "h", "hr", "hrs", "hour", "hours", "小时": factor = 60
      case "d", "day", "days": factor = 1_440
      case "s", "sec", "secs", "second", "seconds": factor = 1.0 / 60
      case "and": return true
      default: return false
      }
      guard let value = number else { return false }
      total += value * factor
      number = nil
      sawUnit = true
      return true
    }

    /// The whole minutes read (a bare number is minutes), or nil when
    /// the text was no duration or is out of range.
    var minutes: Int? {
      var total = total
      if let number {
        guard !sawUnit else { return nil }
        total = number
      }
      guard total.isFinite, total >= 0, total <= Double(CookingTime.maximumMinutes) else {
        return nil
      }
      guard sawUnit || number != nil else { return nil }
      return Int(total.rounded())
    }
  }
}
