import TermUI

// The help's filter line (issue 30, item 13).
extension Labels {
  /// A help filter that matches no line.
  func noHelpLines(matching text: String) -> String {
    language == .zh ? "没有包含“\(text)”的帮助行" : "No help line holds “\(text)”"
  }
}
