import RecipeKit
import TermUI

extension DishListViewController {
  /// Highlights the dish `dishID` of the cuisine shown (reading a list
  /// still loading far enough to hold it); nil when it is not there.
  func highlight(dishID: String) -> Dish? {
    restore(dishID: dishID, row: list.selectedRow ?? 0, anchorRow: list.anchorRow)
    guard let dish = selectedDish, dish.idstr == dishID else { return nil }
    return dish
  }
}
