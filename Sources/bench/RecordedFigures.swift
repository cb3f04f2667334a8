import Foundation

/// The figures recorded in `Sources/bench/recorded.json`, which every run
/// compares with: a figure more than twice its recorded value is marked.
///
/// Re-record after an intended change (on the machine named in the file):
/// `make bench BENCH_ARGS=--record`, then review and commit the file.
struct RecordedFigures {
  /// When and where the figures were recorded.
  var date = ""
  var machine = ""
  /// Values by figure key.
  var values: [String: Double] = [:]

  /// The file's figures; empty when it is missing or unreadable.
  init(contentsOf url: URL) {
    guard
      let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return }
    date = object["date"] as? String ?? ""
    machine = object["machine"] as? String ?? ""
    for (key, value) in object["figures"] as? [String: Any] ?? [:] {
      if let number = value as? NSNumber { values[key] = number.doubleValue }
    }
  }

  /// Figures to record now.
  init(date: String, machine: String, figures: [Figure]) {
    self.date = date
    self.machine = machine
    for figure in figures {
      if let value = figure.value { values[figure.key] = Self.rounded(value) }
    }
  }

  /// `value` to 4 significant digits (microseconds and megabytes alike).
  static func rounded(_ value: Double) -> Double {
    guard value != 0, value.isFinite else { return value }
    let scale = pow(10, 3 - floor(log10(abs(value))))
    return (value * scale).rounded() / scale
  }

  /// Writes the figures as sorted, indented JSON.
  func write(to url: URL) throws {
    let object: [String: Any] = [
      "date": date, "machine": machine,
      "how": "make bench BENCH_ARGS=--record (then review and commit this file)",
      "figures": values,
    ]
    let data = try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    try (data + Data("\n".utf8)).write(to: url)
  }
}
