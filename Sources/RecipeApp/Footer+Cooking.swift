import RecipeKit
import TermUI

// The footer's entries for cooking (issue 12): the recipe's scale and
// `a`, and the keys of the shopping list and of "What can I cook?".
extension Footer {
  /// After the recipe's own entries (left out first when narrow); `u`
  /// names the units it switches to (`u metric`, `u US`, `u original`).
  static func recipeCookingEntries(units: UnitSystem) -> [Entry] {
    let page = RecipePageViewController.cookingBindings
    return [
      Entry(table: page, action: .scaleUp, label: BindingLabel("scale", "份量")),
      Entry(table: page, action: .toggleUnits, label: unitsLabel(units.next)),
      Entry(table: page, action: .addToShoppingList, label: BindingLabel("add to list", "加入清单")),
    ]
  }

  /// The footer's name of `units`.
  static func unitsLabel(_ units: UnitSystem) -> BindingLabel {
    switch units {
    case .original: BindingLabel("original", "原单位")
    case .metric: BindingLabel("metric", "公制")
    case .us: BindingLabel("US", "美制")
    }
  }

  static func cookingEntries(_ place: Place) -> [Entry] {
    let run = Application.bindings
    switch place {
    case .shoppingList:
      let list = ShoppingListViewController.bindings
      return [
        Entry(table: list, action: .tickItem, label: BindingLabel("tick", "勾选")),
        Entry(table: list, action: .removeDish, label: BindingLabel("remove dish", "删除菜品")),
        Entry(table: list, action: .emptyList, label: BindingLabel("empty", "清空")),
        Entry(table: list, action: .copyList, label: BindingLabel("copy", "复制")),
        Entry(table: list, action: .closeList, label: BindingLabel("close", "关闭")),
      ]
    default:
      return [
        Entry(
          table: DishListViewController.bindings, action: .open, label: BindingLabel("open", "打开")),
        Entry(table: run, action: .close, label: BindingLabel("close", "关闭")),
      ]
    }
  }
}
