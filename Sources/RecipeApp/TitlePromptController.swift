import SplitLayout
import TermUI

/// A one-line question on the bottom line (`E`'s `New recipe title: …`):
/// modal while it is open, it takes every key, draws nothing over the
/// screen and only places the cursor; the coordinator's bottom line shows
/// `line(width:)`. `enter` answers with the text (nothing when it is
/// blank), `esc` answers nil. The answer is a `TextField`: it edits as
/// every input line does (readline's keys, issue 29 point 5).
final class TitlePromptController: PresentationController {
  /// What the line asks (`New recipe title: `).
  let question: String
  /// The answer's line.
  let field = TextField()
  /// What was typed.
  var text: String { field.text }
  /// Told once, with the text (`enter`) or nil (`esc`).
  var onAnswer: ((String?) -> Void)?

  init(question: String) {
    self.question = question
    super.init(content: ViewController())
  }

  override var dimsBackground: Bool { false }

  /// The keys here (the help's "where you are"): the line's.
  override var bindingTables: [KeyBindings] { [TextField.bindings] }

  /// Nothing of it is drawn above the bottom line.
  override func layoutPresentation(screen: Size) {
    layout(in: Rect(x: 0, y: screen.height, width: 0, height: 0))
  }

  /// The bottom line's text: the question and the part of the answer
  /// around the cursor that fits in `width` columns (1 at the left), and
  /// the cursor's column on the row.
  func line(width: Int) -> (question: String, answer: String, cursorX: Int) {
    let start = 1 + ColumnWidth.width(of: question)
    let (shown, column) = field.window(columns: max(0, width - start))
    return (question, shown, start + column)
  }

  override func draw(in canvas: inout Canvas, context: DrawContext) {
    let x = line(width: canvas.size.width).cursorX
    // The bottom line's row, where the last layout put the frame.
    let row = frame.minY
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
    case .key(.function(1)):
      // `f1` opens the help from here too.
      return false
    case .key(let key):
      // The line's keys edit; every other key is swallowed: the question
      // is modal.
      _ = field.handle(key, bindings: remapped(TextField.bindings))
    case .paste(let pasted):
      field.insert(pasted)
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
