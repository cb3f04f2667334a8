import TermUI

// The help's actions.
extension ActionName {
  /// `/` in the help: narrow its page to the lines that hold a text.
  static let filterHelp: ActionName = "filter-help"
}
