import SplitLayout
import TermUI

/// A one-line question on the bottom line (`E`'s `New recipe title: …`):
/// modal while it is open, it takes every key, draws nothing over the
/// screen and only places the cursor; the coordinator's bottom line shows
/// `line(width:)`. `enter` answers with the text (nothing when it is
/// blank), `esc` answers nil. The text is limited as every input line is
/// (`TextEntry`).
///
/// Kept small on purpose: the rebuilt middle's text field (issue 29) is
/// meant to take its place.
final class TitlePromptController: PresentationController {
  /// What the line asks (`New recipe title: `).
  let question: String
  /// What was typed.
  private(set) var text = ""
  /// Told once, with the text (`enter`) or nil (`esc`).
  var onAnswer: ((String?) -> Void)?
  /// The row of the bottom line, from the last layout.
  private var row = 0

  init(question: String) {
    self.question = question
    super.init(content: ViewController())
  }

  override var dimsBackground: Bool { false }

  /// Nothing of it is drawn above the bottom line.
  override func layoutPresentation(screen: Size) -> Bool {
    row = screen.height
    layout(in: Rect(x: 0, y: screen.height, width: 0, height: 0))
    return true
  }

  /// The bottom line's text: the question and the end of the answer
  /// that fits in `width` columns (1 at the left, 1 for the cursor).
  func line(width: Int) -> (question: String, answer: String) {
    let room = max(0, width - 2 - ColumnWidth.width(of: question))
    var shown = ""
    var used = 0
    for character in text.reversed() {
      let columns = ColumnWidth.width(of: String(character))
      guard used + columns <= room else { break }
      shown.insert(character, at: shown.startIndex)
      used += columns
    }
    return (question, shown)
  }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    let (question, answer) = line(width: canvas.size.width)
    let x = 1 + ColumnWidth.width(of: question) + ColumnWidth.width(of: answer)
    if row < canvas.size.height, x < canvas.size.width {
      canvas.cursor = Point(x: x, y: row)
    }
  }

  override func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.enter):
      let answer = text.trimmingWhiteSpace()
      finish(answer.isEmpty ? nil : answer)
    case .key(.escape):
      finish(nil)
    case .key(.backspace):
      if !text.isEmpty { text.removeLast() }
    case .key(.character(let character)):
      if let longer = TextEntry.appending(String(character), to: text) { text = longer }
    case .paste(let pasted):
      if let longer = TextEntry.appending(pasted, to: text) { text = longer }
    case .key:
      // Every other key is swallowed: the question is modal.
      break
    default:
      return false
    }
    return true
  }

  override func requestDismissal() -> Bool {
    finish(nil)
    return true
  }

  private func finish(_ answer: String?) {
    let onAnswer = self.onAnswer
    self.onAnswer = nil
    dismiss()
    onAnswer?(answer)
  }
}

extension String {
  /// Without white space at either end.
  fileprivate func trimmingWhiteSpace() -> String {
    var result = Substring(self)
    while let first = result.first, first.isWhitespace { result.removeFirst() }
    while let last = result.last, last.isWhitespace { result.removeLast() }
    return String(result)
  }
}
