import RecipeKit
import SplitLayout
import TermUI

/// Popovers: presents a content in a popover pointing at a bar button (a
/// sheet on a compact width), and the two the title bar offers, Sort (`s`)
/// and Theme (`t`).
final class PopoverFlow {
  private let application: Application
  private let options: Options
  private let labels: Labels
  private let dishes: DishListViewController
  private let store: PlaceStore
  /// Delegates of the popovers' contents, kept alive here (senders hold
  /// their delegates weakly).
  private var handlers: [AnyObject] = []

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

  /// Keeps `handler` alive while its popover is on screen (one popover's
  /// handlers at a time).
  func keep(_ handlers: [AnyObject]) { self.handlers = handlers }

  /// Presents `content` in a popover pointing at `button`, or as a sheet on
  /// a compact width.
  @discardableResult
  func present(_ content: ViewController, from button: BarButtonItem) -> PopoverController {
    // A button the narrow title bar had no room for anchors at the top
    // right corner, where it would be.
    let terminal = application.terminal
    let popover = PopoverController(
      content: content,
      anchor: { [weak button] in
        button?.frame ?? Rect(x: max(0, terminal.size.width - 2), y: 0, width: 1, height: 1)
      },
      permittedArrowDirections: [.up, .down],
      breakpoint: options.ladderSettings.ladder.drawerLimit)
    // The app's ladder (`--ladder`, `--breakpoint`, the config), so its
    // stack mode makes the popover a sheet where the lists are stacked.
    popover.ladder = options.ladderSettings.ladder
    popover.closeButton.title = labels.close
    application.present(popover)
    return popover
  }

  /// `s`: the Sort popover; the choice sorts the dishes (an intent: the
  /// place holds the order) and closes it.
  func showSort() {
    let orders: [(title: String, item: DishOrder)] = DishOrder.allCases.map { order in
      (dishes.label(for: order), order)
    }
    let list = ChoiceListViewController(
      title: labels.sort, items: orders, current: store.state.order)
    let navigation = NavigationController(root: list)
    let handler = SelectionHandler<DishOrder> { [weak self] sender, order in
      self?.store.send(.setOrder(order))
      self?.dismissPopover(containing: sender)
    }
    handlers = [handler]
    list.delegate = handler
    present(navigation, from: dishes.sortButton)
  }

  /// `t`: the Theme popover; the chosen colour becomes the accent (an
  /// intent: the place holds the accent).
  func showTheme() {
    let grid = ThemeViewController(
      labels: labels, current: application.theme.accent, colors: application.theme.colors,
      halfBlocks: !options.ascii && !options.a11y)
    let handler = SelectionHandler<Color> { [weak self] sender, accent in
      self?.store.send(.setAccent(accent))
      self?.dismissPopover(containing: sender)
    }
    // Moving the highlight previews the colour; closing without a choice
    // (esc, q, a click outside) gives the place's back: a preview is drawn,
    // not chosen.
    grid.onHighlight = { [weak self] accent in self?.application.theme.accent = accent }
    let restorer = ThemePreviewRestorer { [weak self] in
      guard let self, let accent = self.store.state.accent else { return }
      self.application.theme.accent = accent
    }
    handlers = [handler, restorer]
    grid.delegate = handler
    let popover = present(NavigationController(root: grid), from: dishes.themeButton)
    popover.delegate = restorer
  }

  /// Closes the popover whose content holds `controller` (a choice made
  /// inside it: no popover delegate call).
  private func dismissPopover(containing controller: ViewController) {
    var node: ViewController? = controller
    while let current = node {
      if let popover = current as? PopoverController {
        popover.dismiss()
        return
      }
      node = current.parent
    }
  }
}
