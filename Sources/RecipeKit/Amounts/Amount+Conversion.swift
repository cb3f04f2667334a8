extension Amount {
  /// The amount in `system`'s units (the conversion engine).
  ///
  /// - `.original`: unchanged.
  /// - `.metric`: masses in grams (kilograms from 1000 g); volumes in
  ///   millilitres (litres from 1000 ml), except a volume of an ingredient
  ///   the `DensityTable` knows, which becomes grams; °F becomes °C.
  /// - `.us`: masses in ounces (pounds from 1 lb); volumes in the teaspoon,
  ///   tablespoon, cup, quart or gallon that reads best (`3 tsp` → `1 tbsp`,
  ///   `4 tbsp` → `¼ cup`); °C becomes °F.
  ///
  /// Counts, vague, empty and text amounts, and units the engine does not
  /// know, are returned unchanged. A unit written in English converts to
  /// English units (`8 oz` → `225 g`); one written in Chinese to Chinese
  /// where there is a word (`半斤` → `250克`, `1汤匙` 白糖 → `13克`).
  /// The number is exact; `text` rounds it (see `CookRounding`).
  public func converted(
    to system: UnitSystem, ingredient: String? = nil, options: AmountOptions = .standard
  ) -> Amount {
    guard system != .original, kind == .quantity, let number, let unit else { return self }
    let english = unit.isEnglish
    let target: AmountUnit
    let ratio: Double
    if unit.isTemperature {
      return convertedTemperature(to: system, english: english)
    } else if let grams = unit.grams {
      let total = number.middle * grams
      target =
        system == .metric
        ? UnitChoice.metricMass(total, english: english)
        : UnitChoice.usMass(total, english: english)
      ratio = grams / (target.grams ?? grams)
    } else if let millilitres = unit.millilitres(options: options) {
      let total = number.middle * millilitres
      if system == .metric, let density = DensityTable.gramsPerMillilitre(of: ingredient) {
        target = UnitChoice.metricMass(total * density, english: english)
        ratio = millilitres * density / (target.grams ?? 1)
      } else {
        target =
          system == .metric
          ? UnitChoice.metricVolume(total, english: english)
          : UnitChoice.usVolume(total, english: english, options: options)
        ratio = millilitres / (target.millilitres(options: options) ?? millilitres)
      }
    } else {
      return self
    }
    return converted(number: number.scaled(by: ratio), unit: target, system: system, from: unit)
  }

  /// `self` with `number` in `target` (the page's own unit and spelling
  /// when `target` is of the same kind as `from`).
  private func converted(
    number: AmountNumber, unit target: AmountUnit, system: UnitSystem, from: AmountUnit
  ) -> Amount {
    var copy = self
    // The page's own spelling of the same unit (`汤匙`, `cups`, `g`), except
    // the one-letter abbreviations `T`, `t`, `c`, written out.
    let same = target.kind == from.kind && !["T", "t", "c"].contains(from.written)
    copy.unit = same ? from : target
    copy.number = number
    // Converted numbers are written in digits: 750克, not 七百五十克.
    let chinese = same && !from.isMetric && !from.isEnglish
    copy.number?.isChinese = number.isChinese && chinese
    copy.number?.halfAfterUnit = number.halfAfterUnit && chinese
    copy.isMetric = system == .metric
    copy.convertedTo = system
    copy.isAsWritten = false
    return copy
  }

  /// A temperature in °C (metric) or °F (US).
  private func convertedTemperature(to system: UnitSystem, english: Bool) -> Amount {
    guard let number, let unit else { return self }
    let wanted: AmountUnit.Kind = system == .metric ? .celsius : .fahrenheit
    var converted = number
    if unit.kind != wanted {
      let toCelsius = wanted == .celsius
      converted.low = Self.degrees(number.low, toCelsius: toCelsius)
      converted.high = number.high.map { Self.degrees($0, toCelsius: toCelsius) }
    }
    var target = AmountUnit.standard(wanted, english: english)
    // `180°C` → `355°F`, `200℃` → `390℉`: the page's spacing and style.
    target.spaced = unit.spaced
    if unit.written == "°c" || unit.written == "°f" { target.written = target.written.lowercased() }
    return self.converted(number: converted, unit: target, system: system, from: unit)
  }

  /// `value` °F in °C, or `value` °C in °F.
  private static func degrees(_ value: Double, toCelsius: Bool) -> Double {
    if toCelsius { return (value - 32) * 5.0 / 9.0 }
    return value * 9.0 / 5.0 + 32
  }
}
