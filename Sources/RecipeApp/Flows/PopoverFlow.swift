import RecipeKit
import SplitLayout
import TermUI

/// The two popovers the title bar offers, Sort (`s`) and Theme (`t`);
/// both go through the application's one way to present.
final class PopoverFlow {
  private let application: Application
  private let options: Options
  private let labels: Labels
  private let dishes: DishListViewController
  private let store: PlaceStore

  init(
    application: Application, options: Options, labels: Labels, dishes: DishListViewController,
    store: PlaceStore
  ) {
    self.application = application
    self.options = options
    self.labels = labels
    self.dishes = dishes
    self.store = store
  }

  /// `s`: the Sort popover; the choice sorts the dishes (an intent: the
  /// place holds the order) and closes it.
  func showSort() {
    let orders: [(title: String, item: DishOrder)] = DishOrder.allCases.map { order in
      (dishes.label(for: order), order)
    }
    let list = ChoiceListViewController(
      title: labels.sort, items: orders, current: store.state.order)
    application.present(choice: list, from: dishes.sortButton) { [weak self] order in
      self?.store.send(.setOrder(order))
    }
  }

  /// `t`: the Theme popover; the chosen colour becomes the accent (an
  /// intent: the place holds the accent).
  func showTheme() {
    let grid = ThemeViewController(
      labels: labels, current: application.theme.accent, colors: application.theme.colors,
      halfBlocks: !options.ascii && !options.a11y)
    // Moving the highlight previews the colour; closing without a choice
    // (esc, q, a click outside) gives the place's back: a preview is drawn,
    // not chosen.
    grid.onHighlight = { [weak self] accent in self?.application.theme.accent = accent }
    application.present(
      choice: grid, from: dishes.themeButton,
      onDismiss: { [weak self] in
        guard let self, let accent = self.store.state.accent else { return }
        self.application.theme.accent = accent
      }
    ) { [weak self] accent in
      self?.store.send(.setAccent(accent))
    }
  }
}
