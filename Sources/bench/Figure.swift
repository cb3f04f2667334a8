import Foundation

/// One line of the bench table: a measured value with its target and the
/// recorded value it is compared with.
///
/// Every figure is "lower is better" (times, bytes, memory, ratios).
struct Figure {
  /// A stable key, used in `recorded.json` (e.g. `pty.data.first_frame_ms`).
  let key: String
  /// What is shown in the table's first column.
  let name: String
  /// The value; nil when it was not measured (then `note` says why).
  let value: Double?
  /// "ms", "B", "MiB", "x" …
  let unit: String
  /// The goal from issue 7, if the figure has one: met when value ≤ target.
  var target: Double?
  /// Spread or method, e.g. "min 1.2, max 1.9" or "skipped: corpus absent".
  var note: String = ""
  /// The best (lowest) of the runs behind `value`, when known: a figure is
  /// marked as regressed only when this one is too, so that one noisy run
  /// on a shared machine does not raise the mark.
  var best: Double?

  /// A measured figure.
  init(
    _ key: String, _ name: String, _ value: Double?, unit: String, target: Double? = nil,
    note: String = ""
  ) {
    self.key = key
    self.name = name
    self.value = value
    self.unit = unit
    self.target = target
    self.note = note
  }

  /// A figure from a timing: its median, with min and max in the note.
  init(_ key: String, _ name: String, timing: Timing, target: Double? = nil, scale: Double = 1) {
    self.init(
      key, name, timing.median * scale, unit: "ms", target: target,
      note: "min \(Self.format(timing.min * scale)), max \(Self.format(timing.max * scale)), "
        + "\(timing.samples.count) runs")
    best = timing.min * scale
  }

  /// A figure that could not be measured.
  static func skipped(
    _ key: String, _ name: String, unit: String, target: Double? = nil, why: String
  )
    -> Figure
  {
    Figure(key, name, nil, unit: unit, target: target, note: "skipped: " + why)
  }

  /// True or false when there is a value and a target.
  var meetsTarget: Bool? {
    guard let value, let target else { return nil }
    return value <= target
  }

  /// A number with 3 significant digits at most (and no exponent).
  static func format(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals: Int
    switch magnitude {
    case 100...: decimals = 0
    case 10..<100: decimals = 1
    case 1..<10: decimals = 2
    case 0.1..<1: decimals = 3
    case 0: decimals = 0
    default: decimals = 4
    }
    return String(format: "%.\(decimals)f", value)
  }
}
