import TermUI

// The search palette's actions.
extension ActionName {
  /// `ctrl-p`, `:`: open the search palette.
  static let search: ActionName = "search"
  /// `enter` in the palette: go to the highlighted result.
  static let go: ActionName = "go"
}
