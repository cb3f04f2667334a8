import RecipeKit
import SplitLayout
import TermUI

/// Favourites and history (issue 15): `f` marks the dish with ★; the
/// `★ Favourites` and `Recent` rows at the top of the cuisines list them
/// across cuisines once they have a dish.
final class FavouritesFlow {
  private let application: Application
  private let split: SplitViewController
  private let menu: MenuViewController
  private let dishes: DishListViewController
  private let presenter: RecipePresenter
  private let memory: AppMemory
  private let source: any RecipeSource
  private let store: PlaceStore
  private let labels: Labels
  private let warnings: Warnings

  init(
    application: Application, split: SplitViewController, menu: MenuViewController,
    dishes: DishListViewController, presenter: RecipePresenter, memory: AppMemory,
    source: any RecipeSource, store: PlaceStore, labels: Labels, warnings: Warnings
  ) {
    self.application = application
    self.split = split
    self.menu = menu
    self.dishes = dishes
    self.presenter = presenter
    self.memory = memory
    self.source = source
    self.store = store
    self.labels = labels
    self.warnings = warnings
  }

  /// `f`: marks or unmarks the recipe's dish when a recipe has the focus,
  /// else the highlighted dish.
  func toggleFavourite() {
    let recipeHasFocus = !application.presentations.isEmpty || split.focusedColumn == .secondary
    guard let dish = (recipeHasFocus ? presenter.dish : nil) ?? dishes.selectedDish else {
      warnings.warn(labels.noDishToFavour)
      return
    }
    memory.toggleFavourite(dish.idstr)
    updateMemoryRows()
    // In a recipe, said (the dish's row, where the ★ shows, is not on
    // screen); the recipe's title bar shows ★ too (issue 30, item 12).
    guard recipeHasFocus else { return }
    warnings.warn(
      memory.isFavourite(dish.idstr)
        ? dishes.favouriteMark + labels.addedToFavourites : labels.removedFromFavourites)
  }

  /// Notes in the history that `dish` was opened (or cooked: cook mode
  /// calls this with `.cooked`).
  func remember(_ kind: HistoryEntry.Kind, dish: Dish) {
    memory.record(kind, dishID: dish.idstr)
    updateMemoryRows()
  }

  /// Puts the lists' rows above the cuisines as they are now, keeping the
  /// chosen and highlighted cuisines and every cuisine's place (they are
  /// indices, which move), and shows a list again when it is on screen.
  func updateMemoryRows() {
    let old = menu.cuisines
    let rows = memory.rows + AppMemory.sourceRows(source)
    if rows != old {
      func moved(_ index: Int?) -> Int? {
        guard let index, old.indices.contains(index) else { return nil }
        return rows.firstIndex { $0.idstr == old[index].idstr }
      }
      var places: [Int: BrowserState.DishPlace] = [:]
      for (index, place) in store.state.dishPlaces {
        if let new = moved(index) { places[new] = place }
      }
      store.state.dishPlaces = places
      let chosen = moved(menu.chosenIndex)
      let shift = rows.count - old.count
      let anchor = menu.list.anchorRow > 0 ? max(0, menu.list.anchorRow + shift) : 0
      let highlighted = moved(menu.list.selectedRow) ?? chosen ?? memory.rows.count
      menu.setCuisines(rows, chosen: chosen, highlighted: highlighted, anchorRow: anchor)
      store.state.cuisine = chosen
      if chosen == nil {
        // The list on screen went away (its last favourite removed).
        menu.choose(index: memory.rows.count)
        return
      }
    }
    // A list on screen shows its new dishes, the highlighted one kept.
    guard AppMemory.isList(dishes.cuisine), let index = menu.chosenIndex else { return }
    let kept = dishes.selectedDish
    let row = dishes.list.selectedRow ?? 0
    let anchor = dishes.list.anchorRow
    dishes.showCuisine(menu.cuisines[index])
    dishes.restore(dishID: kept?.idstr, row: row, anchorRow: anchor)
  }
}
