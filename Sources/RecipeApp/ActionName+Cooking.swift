import TermUI

// The actions of cooking with a recipe (issue 12): scale, units, the
// shopping list, "What can I cook?".
extension ActionName {
  static let scaleUp: ActionName = "scale-up"
  static let scaleDown: ActionName = "scale-down"
  static let scaleReset: ActionName = "scale-reset"
  static let toggleUnits: ActionName = "toggle-units"
  static let addToShoppingList: ActionName = "add-to-shopping-list"
  static let shoppingList: ActionName = "shopping-list"
  static let whatCanICook: ActionName = "what-can-i-cook"
  static let tickItem: ActionName = "tick-item"
  static let removeDish: ActionName = "remove-dish"
  static let emptyList: ActionName = "empty-list"
  static let copyList: ActionName = "copy-list"
  static let closeList: ActionName = "close-list"
}
