import TermUI

/// Where the numbered steps start in a laid-out recipe page
/// (`RecipeTextLayout`): a step's first line begins with its number
/// (` 3. `) in the heading role, then the step's text. Used to keep the
/// reader at the same step when the recipe is read again after an edit
/// (its lines, even its number of lines, may all have changed).
enum StepLines {
  /// The index of each step's first line, in order.
  static func starts(in lines: [StyledLine]) -> [Int] {
    lines.indices.filter { isStepStart(lines[$0]) }
  }

  /// Whether `line` is the first line of a numbered step.
  static func isStepStart(_ line: StyledLine) -> Bool {
    guard line.spans.count >= 2, let first = line.spans.first, first.role == .heading else {
      return false
    }
    let marker = first.text.filter { $0 != " " }
    guard marker.count >= 2, marker.last == "." else { return false }
    return marker.dropLast().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The step (an index from 0) that line `line` belongs to: the last
  /// step starting at or above it; nil above the first step.
  static func step(atLine line: Int, in lines: [StyledLine]) -> Int? {
    let above = starts(in: lines).filter { $0 <= line }
    return above.isEmpty ? nil : above.count - 1
  }

  /// The first line of step `step` (the last step when there are fewer
  /// now); nil when the page has no steps.
  static func firstLine(ofStep step: Int, in lines: [StyledLine]) -> Int? {
    let starts = starts(in: lines)
    guard !starts.isEmpty else { return nil }
    return starts[min(max(0, step), starts.count - 1)]
  }

  /// `TextView`'s place of line `line`: the visible characters (white
  /// space left out) above it, and how many lines before it start at the
  /// same character (blank lines), so that `TextView.restore(anchor:line:)`
  /// shows that very line first.
  static func anchor(ofLine line: Int, in lines: [StyledLine]) -> (anchor: Int, line: Int) {
    var offsets: [Int] = []
    var total = 0
    for index in 0...min(line, lines.count) {
      offsets.append(total)
      guard index < lines.count else { break }
      for span in lines[index].spans {
        total += span.text.unicodeScalars.reduce(0) { $0 + ($1.properties.isWhitespace ? 0 : 1) }
      }
    }
    let anchor = offsets.last ?? 0
    var first = offsets.count - 1
    while first > 0 && offsets[first - 1] == anchor { first -= 1 }
    return (anchor, offsets.count - 1 - first)
  }
}
