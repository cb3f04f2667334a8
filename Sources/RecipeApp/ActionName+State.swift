import TermUI

// Remembering (issue 15).
extension ActionName {
  static let favourite: ActionName = "favourite"
}
