/// The `~` timers of a Cooklang step as `StepTimer`s: each with its
/// length in seconds and where its text stands in the step's shown text.
enum CooklangStepTimers {
  /// The seconds in one of each time unit, lower case.
  static let unitSeconds: [String: Double] = [
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "秒": 1, "秒钟": 1,
    "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "分": 60, "分钟": 60,
    "h": 3_600, "hr": 3_600, "hrs": 3_600, "hour": 3_600, "hours": 3_600, "小时": 3_600,
    "个小时": 3_600, "d": 86_400, "day": 86_400, "days": 86_400, "天": 86_400,
  ]

  /// The timers of `step`, whose text is shown as `text`
  /// (`CooklangRecipeBlocks.stepText`).
  static func timers(of step: CooklangStep, shownAs text: String) -> [StepTimer] {
    let count = text.count
    var raw = ""
    var result: [StepTimer] = []
    for item in step.items {
      raw += CooklangRecipeBlocks.rawText(item)
      guard case .timer(let timer) = item else { continue }
      let written = CooklangDisplay.text(timer.durationText, limit: 60)
      let name = timer.name.map { CooklangDisplay.text($0, limit: 200) }.flatMap {
        $0.isEmpty ? nil : $0
      }
      // The step's text up to the timer ends with the timer's own text.
      let shown = CooklangDisplay.text(CooklangRecipeBlocks.rawText(item), limit: 20_000).count
      let end = min(CooklangDisplay.text(raw, limit: 20_000).count, count)
      let start = max(0, end - shown)
      let (low, high) = Self.seconds(timer.quantity, unit: timer.unit)
      result.append(
        StepTimer(
          name: name, written: written, seconds: high, lowerSeconds: low,
          characterRange: start..<end))
    }
    return result
  }

  /// A quantity of a time unit in whole seconds: (the lower end of a range
  /// or nil, the value or the upper end); (nil, nil) when it is not a
  /// duration or not above 0 and at most `CookingTimer.maximumDuration`.
  static func seconds(_ quantity: CooklangQuantity?, unit: String?) -> (Int?, Int?) {
    guard let quantity, let unit,
      let factor = unitSeconds[unit.trimmingAmountSpaces().lowercased()]
    else { return (nil, nil) }
    func whole(_ value: Double) -> Int? {
      let seconds = (value * factor).rounded()
      guard seconds.isFinite, seconds >= 1, seconds <= CookingTimer.maximumDuration else {
        return nil
      }
      return Int(seconds)
    }
    switch quantity.value {
    case .number(let value): return (nil, whole(value))
    case .range(let low, let high):
      guard let upper = whole(high) else { return (nil, nil) }
      return (whole(low), upper)
    case .text: return (nil, nil)
    }
  }
}
