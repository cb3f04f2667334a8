/// Reads a recipe time as minutes: ISO 8601 durations (`PT1H30M`,
/// `P0DT0H45M`, `PT90M`, `PT0.5H`, `P1D`), plain words (`1 hour 30 mins`,
/// `45 Minuten`, `1½ hrs`, `20分钟`) and bare numbers (minutes).
enum DurationText {
  /// Whole minutes, rounded to the nearest; nil when nothing in `text`
  /// reads as a time. A range (`1-2 hours`) counts its larger end.
  static func minutes(_ text: String) -> Int? {
    minutes(text, needsUnit: false)
  }

  /// As `minutes(_:)`; with `needsUnit`, a number without a unit word
  /// (`180`) is no time.
  static func minutes(_ text: String, needsUnit: Bool) -> Int? {
    let text = String(Substring(text).trimmingWhitespace())
    guard !text.isEmpty else { return nil }
    // `P` then a digit or `T` is ISO 8601 and nothing else: a malformed
    // one is no time, not its first number.
    if let first = text.first, first == "P" || first == "p",
      let second = text.dropFirst().first, second.isNumber || second == "T" || second == "t"
    {
      return isoMinutes(text.dropFirst().uppercased())
    }
    return wordMinutes(text, needsUnit: needsUnit)
  }

  /// The part after `P`: `nY nM nW nD` then `T nH nM nS`, numbers with a
  /// decimal point or comma allowed. Nil when malformed.
  private static func isoMinutes(_ text: String) -> Int? {
    var total = 0.0
    var number = ""
    // `P2H30M`, `P20M`: pages leave out the `T`; without it, `M` is read
    // as minutes (a recipe never takes months).
    var inTime = !text.contains("T")
    var sawUnit = false
    for character in text {
      switch character {
      case "0"..."9", ".": number.append(character)
      case ",": number.append(".")
      case "T": inTime = true
      case "Y", "M", "W", "D", "H", "S":
        guard let value = Double(number) else { return nil }
        number = ""
        sawUnit = true
        switch (character, inTime) {
        case ("Y", _): total += value * 525_600
        case ("M", false): total += value * 43_200
        case ("W", _): total += value * 10_080
        case ("D", _): total += value * 1_440
        case ("H", _): total += value * 60
        case ("M", true): total += value
        default: total += value / 60
        }
      case " ": continue
      default: return nil
      }
    }
    guard sawUnit, number.isEmpty, total < 1e9 else { return nil }
    return Int(total.rounded())
  }

  private enum Unit {
    case days, hours, minutes, seconds
    var factor: Double {
      switch self {
      case .days: 1_440
      case .hours: 60
      case .minutes: 1
      case .seconds: 1.0 / 60
      }
    }
  }

  /// Unit words, lowercased, by what they count (longest first where one
  /// begins another).
  private static let unitWords: [(String, Unit)] = [
    ("days", .days), ("day", .days), ("tage", .days), ("tag", .days), ("jours", .days),
    ("jour", .days), ("dagen", .days), ("dag", .days), ("天", .days),
    ("hours", .hours), ("hour", .hours), ("hrs", .hours), ("hr", .hours), ("stunden", .hours),
    ("stunde", .hours), ("std", .hours), ("heures", .hours), ("heure", .hours), ("uur", .hours),
    ("timmar", .hours), ("timme", .hours), ("tim", .hours), ("horas", .hours), ("hora", .hours),
    ("ore", .hours), ("ora", .hours), ("小时", .hours), ("小時", .hours), ("时", .hours),
    ("h", .hours),
    ("minutes", .minutes), ("minute", .minutes), ("minuten", .minutes), ("minuut", .minutes),
    ("minuter", .minutes), ("minutos", .minutes), ("minuto", .minutes), ("minuti", .minutes),
    ("mins", .minutes), ("min", .minutes), ("分钟", .minutes), ("分鐘", .minutes), ("分", .minutes),
    ("m", .minutes),
    ("seconds", .seconds), ("second", .seconds), ("secs", .seconds), ("sec", .seconds),
    ("s", .seconds), ("秒", .seconds),
  ]

  private static let vulgarFractions: [Character: Double] = [
    "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3,
  ]

  /// Numbers each followed by a unit word; a number alone is minutes.
  private static func wordMinutes(_ text: String, needsUnit: Bool) -> Int? {
    let characters = Array(text.lowercased())
    var total = 0.0
    var found = false
    var pending: Double?
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isNumber, let (value, next) = number(in: characters, from: index) {
        // `1-2 hours`, `1 to 2 hours`: the larger end.
        pending = max(pending ?? 0, value)
        index = next
        continue
      }
      if character.isLetter {
        var end = index
        while end < characters.count, characters[end].isLetter { end += 1 }
        let word = String(characters[index..<end])
        if let value = pending, let unit = unit(startingWith: word) {
          total += value * unit.factor
          found = true
          pending = nil
        }
        index = end
        continue
      }
      index += 1
    }
    if let value = pending, !found, !needsUnit {
      total += value
      found = true
    }
    guard found, total < 1e9 else { return nil }
    return Int(total.rounded())
  }

  /// The unit a word names: the whole word, or a CJK word that starts with
  /// a unit (`分钟` in `分钟左右`).
  private static func unit(startingWith word: String) -> Unit? {
    for (name, unit) in unitWords where word == name {
      return unit
    }
    for (name, unit) in unitWords
    where name.unicodeScalars.first.map({ $0.value >= 0x3000 }) == true
      && word.hasPrefix(name)
    {
      return unit
    }
    return nil
  }

  /// A number at `start`: digits with `.`/`,`, a vulgar fraction, `1 1/2`,
  /// `1½`, `3/4`. Returns the value and the index after it.
  private static func number(in characters: [Character], from start: Int) -> (Double, Int)? {
    var index = start
    var digits = ""
    while index < characters.count, characters[index].isASCII,
      characters[index].isNumber || characters[index] == "." || characters[index] == ","
    {
      digits.append(characters[index] == "," ? "." : characters[index])
      index += 1
    }
    var value = Double(digits) ?? 0
    if digits.isEmpty, index < characters.count, let fraction = vulgarFractions[characters[index]] {
      return (fraction, index + 1)
    }
    if index < characters.count, let fraction = vulgarFractions[characters[index]] {
      return (value + fraction, index + 1)
    }
    // `3/4` or `1 1/2`.
    var look = index
    if look < characters.count, characters[look] == " " { look += 1 }
    var numerator = ""
    while look < characters.count, characters[look].isASCII, characters[look].isNumber {
      numerator.append(characters[look])
      look += 1
    }
    if look + 1 < characters.count, characters[look] == "/", characters[look + 1].isASCII,
      characters[look + 1].isNumber, let top = Double(numerator.isEmpty ? digits : numerator)
    {
      var end = look + 1
      var denominator = ""
      while end < characters.count, characters[end].isASCII, characters[end].isNumber {
        denominator.append(characters[end])
        end += 1
      }
      if let bottom = Double(denominator), bottom > 0 {
        value = numerator.isEmpty ? top / bottom : value + top / bottom
        return (value, end)
      }
    }
    guard !digits.isEmpty, digits != "." else { return nil }
    return (value, index)
  }
}
