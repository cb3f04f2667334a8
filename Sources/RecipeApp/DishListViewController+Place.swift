import RecipeKit
import TermUI

extension DishListViewController {
  /// The list's place now.
  var place: DishListPlace {
    DishListPlace(
      dishID: selectedDish?.idstr, row: list.selectedRow ?? 0, anchorRow: list.anchorRow,
      filter: filterText)
  }

  /// Tells `onPlace` the place: after each event and each change a flow
  /// asks for, so the app's place never has to be read back from the
  /// list. (Always, not only when it moved: the place may have been set
  /// anew meanwhile, as a restore does.)
  func tellPlace() {
    onPlace?(place)
  }

  /// The sort menu's word for `order`.
  func label(for order: DishOrder) -> String {
    switch order {
    case .bundle: labels.byDefault
    case .name: labels.byName
    case .difficulty: labels.byDifficulty
    case .time: labels.byTime
    }
  }
}
