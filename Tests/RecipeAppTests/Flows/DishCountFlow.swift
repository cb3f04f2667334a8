import TermUI

@testable import RecipeApp

/// A flow the root does not know, in one file: `#` says on the bottom line
/// how many dishes the list shows. Told its collaborators at `init`, wired
/// by one line (`keyRouting.add`), as issue 29 asks of a new flow.
final class DishCountFlow: KeyFlow {
  private let dishes: DishListViewController
  private let warnings: Warnings
  /// How many times it took its key.
  private(set) var count = 0

  init(dishes: DishListViewController, warnings: Warnings) {
    self.dishes = dishes
    self.warnings = warnings
  }

  func handle(_ key: Key) -> Bool {
    guard key == .character("#") else { return false }
    count += 1
    warnings.warn("\(dishes.visible.count) dishes")
    return true
  }
}
