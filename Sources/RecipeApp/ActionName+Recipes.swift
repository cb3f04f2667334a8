import TermUI

// The browser's own actions (the toolkit's are in TermUI).
extension ActionName {
  static let open: ActionName = "open"
  static let filter: ActionName = "filter"
  static let clearFilter: ActionName = "clear-filter"
  static let sort: ActionName = "sort"
  static let theme: ActionName = "theme"
  static let help: ActionName = "help"
  static let tick: ActionName = "tick"
  static let inspector: ActionName = "inspector"
  static let nextDish: ActionName = "next-dish"
  static let previousDish: ActionName = "previous-dish"
  static let closeRecipe: ActionName = "close-recipe"
}
