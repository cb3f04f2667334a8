import RecipeKit
import TermUI

/// A command the search palette offers: its name in both languages, the
/// key shown beside it (read from a binding table, so a `[keys]` remap
/// shows), and what choosing it does.
///
/// To add one, append an entry to `PaletteCommand.all` (the order is the
/// palette's among equal matches, and its list for an empty query).
struct PaletteCommand: Sendable {
  /// How the command runs once the palette is closed.
  enum Run: Sendable {
    /// As if its key were pressed (the key's own rules apply: `z` zooms
    /// only where there are columns).
    case pressKey
    /// The dishes sorted by `order`.
    case sort(DishOrder)
    /// The app quits.
    case quit
  }

  /// A stable name, handed back by the index (`SearchCommand.action`).
  var id: String
  var label: BindingLabel
  /// The table and action whose first key is shown (and pressed).
  var table: KeyBindings
  var action: ActionName
  var run: Run = .pressKey

  /// The key shown, with `overrides`; nil when the user unbound it.
  func key(overrides: [ActionName: [Key]]) -> Key? {
    table.remapped(overrides).keys(for: action).first
  }

  /// The entry the search index holds for it, in `language`.
  func searchCommand(_ language: Labels.Language, overrides: [ActionName: [Key]]) -> SearchCommand {
    SearchCommand(
      name: language == .zh ? label.chinese : label.english,
      key: key(overrides: overrides)?.description ?? "", action: id)
  }
}

extension PaletteCommand {
  /// Every command, in the palette's order.
  static let all: [PaletteCommand] = {
    let app = AppCoordinator.bindings
    let split = SplitViewController.bindings
    func sort(_ order: DishOrder, _ english: String, _ chinese: String) -> PaletteCommand {
      PaletteCommand(
        id: "sort-\(order)", label: BindingLabel(english, chinese), table: app, action: .sort,
        run: .sort(order))
    }
    return [
      PaletteCommand(
        id: "filter", label: BindingLabel("Filter the dishes", "筛选菜品"), table: app,
        action: .filter),
      PaletteCommand(id: "sort", label: BindingLabel("Sort…", "排序…"), table: app, action: .sort),
      sort(.bundle, "Sort by default order", "按默认顺序排序"),
      sort(.name, "Sort by name", "按名称排序"),
      sort(.difficulty, "Sort by difficulty", "按难度排序"),
      sort(.time, "Sort by time", "按时间排序"),
      PaletteCommand(id: "theme", label: BindingLabel("Theme", "主题"), table: app, action: .theme),
      PaletteCommand(id: "help", label: BindingLabel("Help", "帮助"), table: app, action: .help),
      PaletteCommand(
        id: "zoom", label: BindingLabel("Zoom the focused column", "放大当前列"), table: split,
        action: .zoom),
      PaletteCommand(
        id: "inspector", label: BindingLabel("Inspector: the ingredients", "检查器：用料"),
        table: app, action: .inspector),
      PaletteCommand(
        id: "cuisines", label: BindingLabel("Show / hide the cuisines", "显示或隐藏菜系"),
        table: split, action: .toggleMaster),
      PaletteCommand(
        id: "favourite", label: BindingLabel("Favourite: mark / unmark the dish", "收藏或取消收藏菜品"),
        table: app, action: .favourite),
      PaletteCommand(
        id: "copy-recipe", label: BindingLabel("Copy the recipe as text", "复制菜谱为文本"),
        table: AppCoordinator.terminalBindings, action: .copyRecipe),
      // Issues 12 and 14: as their keys, where those work (a scale on the
      // open recipe, cook mode on the recipe's sheet or column).
      PaletteCommand(
        id: "shopping-list", label: BindingLabel("Shopping list", "购物清单"),
        table: AppCoordinator.cookingBindings, action: .shoppingList),
      PaletteCommand(
        id: "add-to-shopping-list",
        label: BindingLabel("Add the dish to the shopping list", "把菜品加入购物清单"),
        table: AppCoordinator.cookingBindings, action: .addToShoppingList),
      PaletteCommand(
        id: "what-can-i-cook", label: BindingLabel("What can I cook?", "做什么菜？"),
        table: AppCoordinator.cookingBindings, action: .whatCanICook),
      PaletteCommand(
        id: "scale-up", label: BindingLabel("Scale the recipe up", "加大份量"),
        table: RecipePageViewController.cookingBindings, action: .scaleUp),
      PaletteCommand(
        id: "scale-down", label: BindingLabel("Scale the recipe down", "减小份量"),
        table: RecipePageViewController.cookingBindings, action: .scaleDown),
      PaletteCommand(
        id: "cook", label: BindingLabel("Cook mode: one step at a time", "烹饪模式：一次一步"),
        table: app, action: .cook),
      PaletteCommand(
        id: "timers", label: BindingLabel("Timers", "计时器"), table: app, action: .timers),
      PaletteCommand(
        id: "quit", label: BindingLabel("Quit", "退出"), table: Application.bindings,
        action: .quit, run: .quit),
    ]
  }()

  /// The command with `id`.
  static func named(_ id: String) -> PaletteCommand? { all.first { $0.id == id } }
}
