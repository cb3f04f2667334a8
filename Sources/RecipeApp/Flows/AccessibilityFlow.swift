import TermUI

/// `--a11y` (or `RECIPES_A11Y=1`): the bottom line says where the user is,
/// in one line rewritten on every change of place (`Cuisines: 川菜, 2 of
/// 16`), where the footer of keys would be, for a screen reader that reads
/// the changed line. The rows say where they are too, and the terminal's
/// cursor sits on the focused row (`Theme.accessible`).
final class AccessibilityFlow {
  private let application: Application
  private let menu: MenuViewController
  private let dishes: DishListViewController
  private let presenter: RecipePresenter
  private let labels: Labels
  private let store: PlaceStore
  private let cookMode: CookModeFlow

  init(
    application: Application, menu: MenuViewController, dishes: DishListViewController,
    presenter: RecipePresenter, labels: Labels, store: PlaceStore, cookMode: CookModeFlow
  ) {
    self.application = application
    self.menu = menu
    self.dishes = dishes
    self.presenter = presenter
    self.labels = labels
    self.store = store
    self.cookMode = cookMode
  }

  /// The place `place` (where the focus is) as one line.
  func placeLine(at place: Footer.Place) -> String {
    let zh = labels.language == .zh
    switch place {
    case .popover:
      let title = application.presentations.last.map { _ in zh ? "弹窗" : "Popover" } ?? ""
      return title + (zh ? "：esc 关闭" : ": esc closes it")
    case .recipe:
      let name = presenter.dish.map { Sanitized.oneLine($0.name) } ?? labels.noRecipeToCopy
      return (zh ? "菜谱：" : "Recipe: ") + name
    case .cooking:
      // Cook mode (issue 14): the dish and the step.
      guard let page = cookMode.page else { return labels.cooking }
      let name = Sanitized.oneLine(page.dish.name)
      return labels.cooking + (zh ? "：" : ": ") + name + (zh ? "，" : ", ") + page.titleDetail
    case .timers:
      let count = store.state.timers.timers.count
      return labels.timers + (zh ? "：\(count) 个" : ": \(count)")
    case .cuisines, .drawer:
      guard let row = menu.list.selectedRow, menu.cuisines.indices.contains(row) else {
        return zh ? "菜系：空" : "Cuisines: none"
      }
      let name = Sanitized.oneLine(menu.cuisines[row].name)
      return (zh ? "菜系：" : "Cuisines: ") + position(name, row, menu.cuisines.count)
    case .palette:
      return zh ? "搜索：esc 关闭" : "Search: esc closes it"
    case .inspector:
      return zh ? "用料：空格勾选，i 隐藏" : "Ingredients: space ticks, i hides them"
    case .shoppingList:
      return zh ? "购物清单：esc 关闭" : "Shopping list: esc closes it"
    case .whatCanICook:
      return zh ? "做什么菜？：esc 关闭" : "What can I cook?: esc closes it"
    case .dishes:
      let cuisine = dishes.cuisine.map { Sanitized.oneLine($0.name) } ?? ""
      guard let dish = dishes.selectedDish, let row = dishes.list.selectedRow else {
        return cuisine + (zh ? "：没有菜品" : ": no dishes")
      }
      let name = Sanitized.oneLine(dish.name)
      return cuisine + (zh ? " 菜品：" : " dishes: ")
        + position(name, row, dishes.visible.count)
    }
  }

  private func position(_ name: String, _ row: Int, _ count: Int) -> String {
    name + application.theme.position(row + 1, of: count)
  }
}
