import TermUI

// The keys of editing and copying (issue 26 §4, issue 18).
extension ActionName {
  /// `y`: the open recipe as text to the clipboard (OSC 52).
  static let copyRecipe: ActionName = "copy-recipe"
  /// `e`: the recipe's file in the user's editor.
  static let editRecipe: ActionName = "edit-recipe"
  /// `E`: a new recipe in the highlighted category.
  static let newRecipe: ActionName = "new-recipe"
}
