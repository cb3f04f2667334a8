import TermUI

/// The shopping list's file, pager and undo keys (issue 30, item 10).
extension ActionName {
  static let saveList: ActionName = "save-list"
  static let pageList: ActionName = "page-list"
  static let restoreDish: ActionName = "restore-dish"
}
