import TermUI

// References to other recipes (issue 27): `enter` in a recipe opens one,
// `o` in cook mode cooks one.
extension ActionName {
  static let openReference: ActionName = "open-reference"
  static let cookReference: ActionName = "cook-reference"
  static let closeReference: ActionName = "close-reference"
}
