import TermUI

/// The table `make bench` prints: figure, value, target, recorded value,
/// and marks for a missed target and for a regression of more than 2×
/// against the recorded value (the median and also the best run above
/// twice the recorded value, so that one noisy run does not raise it).
struct FigureTable {
  /// A titled group of figures (one bundle, or the in-process ones).
  struct Section {
    let title: String
    let figures: [Figure]
  }

  let sections: [Section]
  let recorded: RecordedFigures

  /// A figure regressed when it is more than this many times its recorded value.
  static let regressionFactor = 2.0

  /// The table as lines of text.
  var lines: [String] {
    let header = ["figure", "value", "target", "recorded", ""]
    var rows: [[String]] = []
    var sectionStarts: [Int: String] = [:]
    for section in sections {
      sectionStarts[rows.count] = section.title
      for figure in section.figures { rows.append(cells(for: figure)) }
    }
    var widths = header.map { ColumnWidth.width(of: $0) }
    for row in rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], ColumnWidth.width(of: cell))
      }
    }
    func format(_ row: [String]) -> String {
      var line = ""
      for (index, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[index] - ColumnWidth.width(of: cell))
        // Numbers right-aligned, text left-aligned.
        line += (index == 1 || index == 3) ? pad + cell : cell + pad
        line += index == row.count - 1 ? "" : "  "
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
    var output = [format(header), String(repeating: "-", count: widths.reduce(0, +) + 8)]
    for (index, row) in rows.enumerated() {
      if let title = sectionStarts[index] { output.append(title) }
      output.append(format(row))
    }
    return output
  }

  /// Notes under the table: each figure's spread or why it was skipped.
  var notes: [String] {
    sections.flatMap(\.figures).filter { !$0.note.isEmpty }.map { "\($0.key): \($0.note)" }
  }

  private func cells(for figure: Figure) -> [String] {
    let value = figure.value.map { Figure.format($0) + " " + figure.unit } ?? "skipped"
    let target = figure.target.map { "≤ " + Figure.format($0) + " " + figure.unit } ?? ""
    let old = recorded.values[figure.key]
    let recordedText = old.map { Figure.format($0) + " " + figure.unit } ?? "-"
    var marks: [String] = []
    if figure.meetsTarget == false { marks.append("MISSED") }
    if let value = figure.value, let old, old > 0, value > old * Self.regressionFactor,
      (figure.best ?? value) > old * Self.regressionFactor
    {
      marks.append("REGRESSED \(Figure.format(value / old))×")
    }
    return ["  " + figure.name, value, target, recordedText, marks.joined(separator: " ")]
  }
}
