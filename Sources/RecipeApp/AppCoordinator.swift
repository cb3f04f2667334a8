import RecipeKit
import SplitLayout
import TermUI

/// The composition root: builds the controllers and connects their
/// delegates, as the iPad app's main split controller did. Only this type
/// knows every piece; the panes never refer to each other.
///
/// ```
/// menu ──SelectionDelegate<Cuisine>──▶ dish list ──SelectionDelegate<Dish>──▶ recipe presenter
/// split ──SplitViewControllerDelegate──▶ coordinator (the [≡ Recipes] button)
/// application ──ApplicationDelegate──▶ coordinator (q, s, t, ?)
/// ```
public final class AppCoordinator: SplitViewControllerDelegate, ApplicationDelegate {
  public let application: Application
  let split: SplitViewController
  let menu: MenuViewController
  let dishes: DishListViewController
  let presenter: RecipePresenter
  let labels: Labels
  let bundle: RecipeBundle

  /// Builds the app on `terminal` for `bundle`, with the first cuisine
  /// chosen.
  public init(bundle: RecipeBundle, options: Options, labels: Labels, terminal: any Terminal) {
    self.bundle = bundle
    self.labels = labels
    let colors = options.color ? terminal.capabilities.colors : .none
    let theme = Theme(colors: colors, glyphs: options.ascii ? .ascii : .unicode)
    menu = MenuViewController(cuisines: bundle.cuisines, labels: labels)
    dishes = DishListViewController(labels: labels) { cuisine in
      Result { () throws(BundleError) -> [Dish] in try bundle.dishes(of: cuisine) }
    }
    let layout = RecipeTextLayout(labels: labels, theme: theme)
    presenter = RecipePresenter(bundle: bundle, labels: labels) { recipe, width in
      layout.lines(for: recipe, width: width)
    }
    let configuration = SplitConfiguration(breakpoint: options.breakpoint, override: options.layout)
    split = SplitViewController(
      master: NavigationController(root: menu), detail: NavigationController(root: dishes),
      configuration: configuration)
    application = Application(terminal: terminal, root: split, theme: theme)
    application.tooSmallMessage = labels.terminalTooSmall
    split.showMasterButton.title = "\(theme.glyphs.menu) \(labels.recipes)"

    // The delegates, connected here and nowhere else.
    menu.delegate = dishes
    dishes.delegate = presenter
    split.delegate = self
    application.delegate = self
    menu.choose(index: 0)
  }

  /// Runs until the user quits or the input ends.
  @discardableResult
  public func run() -> Application.ExitReason {
    application.run()
  }

  // MARK: SplitViewControllerDelegate

  public func splitViewController(
    _ split: SplitViewController, willHide master: ViewController, with button: BarButtonItem
  ) {
    dishes.leftBarItems = [button]
  }

  public func splitViewController(
    _ split: SplitViewController, willShow master: ViewController,
    invalidating button: BarButtonItem
  ) {
    dishes.leftBarItems.removeAll { $0 === button }
  }

  // MARK: ApplicationDelegate

  public func application(_ application: Application, unhandledKey key: Key) -> Bool {
    switch key {
    case .character("q"):
      application.quit()
      return true
    case .character("/"):
      dishes.becomeFocused()
      dishes.beginFilter()
      return true
    default:
      return false
    }
  }
}
