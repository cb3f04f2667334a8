extension Amount {
  /// The amount times `factor` (exact; rounding happens when it is shown).
  /// Vague, empty, text and fixed amounts are returned unchanged, and so
  /// are temperatures and any amount for a factor that is not finite and
  /// positive.
  public func scaled(by factor: Double) -> Amount {
    guard let number, !isFixed, factor.isFinite, factor > 0, factor != 1,
      unit?.isTemperature != true
    else { return self }
    var copy = self
    copy.number = number.scaled(by: factor)
    copy.scale = scale * factor
    copy.isAsWritten = false
    return copy
  }

  /// The amount in `target` when both measure the same thing (mass, or
  /// volume and spoons); nil otherwise. The same unit gives `self`.
  public func converted(to target: AmountUnit, options: AmountOptions = .standard) -> Amount? {
    guard let number, let unit else { return nil }
    if unit == target { return self }
    let ratio: Double
    if let from = unit.grams, let to = target.grams {
      ratio = from / to
    } else if let from = unit.millilitres(options: options),
      let to = target.millilitres(options: options)
    {
      ratio = from / to
    } else {
      return nil
    }
    var copy = self
    copy.number = number.scaled(by: ratio)
    // Converted numbers are written in digits: 750克, not 七百五十克.
    let chinese = !target.isMetric && !target.isEnglish
    copy.number?.isChinese = number.isChinese && chinese
    copy.number?.halfAfterUnit = number.halfAfterUnit && chinese
    copy.unit = target
    copy.isAsWritten = false
    return copy
  }

  /// The text to show at `scale` in `units`: the page's own text at ×1 in
  /// the page's units, else the scaled and converted amount, rounded.
  /// `ingredient` names what is measured, for the density table (a spoon
  /// of sugar in metric is grams).
  public func shown(
    scale: Double = 1, units: UnitSystem = .original, ingredient: String? = nil,
    options: AmountOptions = .standard
  ) -> String {
    scaled(by: scale).converted(to: units, ingredient: ingredient, options: options).text
  }
}
