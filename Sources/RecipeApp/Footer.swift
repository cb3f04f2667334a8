import RecipeKit
import TermUI

/// The footer of keys (like htop's and Textual's): the few keys that matter
/// where the focus is, each with a short label in the UI's language. The
/// keys are read from the controllers' binding tables (with the config's
/// remaps), so the footer never shows a key that does something else.
enum Footer {
  /// Where the focus is, as far as the footer cares.
  enum Place: Equatable {
    case cuisines, dishes, drawer, recipe, popover, palette
    /// Cook mode and the timers sheet (issue 14).
    case cooking, timers
    /// The shopping list and "What can I cook?" (issue 12).
    case shoppingList, whatCanICook
    /// The inspector's checklist, a column or a sheet (issue 30, item 3).
    case inspector
  }

  /// One entry: an action of a table and its short label.
  struct Entry {
    var table: KeyBindings
    var action: ActionName
    var label: BindingLabel
  }

  static func entries(_ place: Place, units: UnitSystem = .original) -> [Entry] {
    let app = AppCoordinator.bindings
    let run = Application.bindings
    let common = [
      Entry(table: app, action: .filter, label: BindingLabel("filter", "筛选")),
      Entry(table: app, action: .search, label: BindingLabel("search", "搜索")),
      Entry(table: app, action: .sort, label: BindingLabel("sort", "排序")),
      Entry(table: app, action: .help, label: BindingLabel("help", "帮助")),
      Entry(table: run, action: .quit, label: BindingLabel("quit", "退出")),
    ]
    switch place {
    case .cuisines:
      return [
        Entry(
          table: MenuViewController.bindings, action: .choose, label: BindingLabel("dishes", "看菜品"))
      ] + common
    case .dishes:
      return [
        Entry(
          table: DishListViewController.bindings, action: .open, label: BindingLabel("open", "打开")),
        Entry(
          table: SplitViewController.bindings, action: .toggleMaster,
          label: BindingLabel("cuisines", "菜系")),
      ] + common
    case .drawer:
      return [
        Entry(
          table: MenuViewController.bindings, action: .choose, label: BindingLabel("choose", "选择")),
        Entry(table: run, action: .close, label: BindingLabel("close", "关闭")),
        Entry(table: app, action: .help, label: BindingLabel("help", "帮助")),
      ]
    case .recipe:
      return [
        Entry(
          table: RecipePageViewController.bindings, action: .nextDish,
          label: BindingLabel("next", "下一道")),
        Entry(
          table: RecipePageViewController.bindings, action: .previousDish,
          label: BindingLabel("previous", "上一道")),
        Entry(
          table: TextView.bindings, action: .scrollPageDown, label: BindingLabel("page", "翻页")),
        Entry(table: run, action: .close, label: BindingLabel("close", "关闭")),
        Entry(table: app, action: .help, label: BindingLabel("help", "帮助")),
      ] + recipeCookingEntries(units: units)
    case .palette:
      return [
        Entry(
          table: PaletteViewController.bindings, action: .go, label: BindingLabel("go", "前往")),
        Entry(table: ListView.bindings, action: .moveDown, label: BindingLabel("next", "下一项")),
        Entry(table: run, action: .close, label: BindingLabel("close", "关闭")),
      ]
    case .cooking:
      let cook = CookModeViewController.bindings
      return [
        Entry(table: cook, action: .nextStep, label: BindingLabel("next", "下一步")),
        Entry(table: cook, action: .previousStep, label: BindingLabel("back", "上一步")),
        Entry(table: cook, action: .startChip, label: BindingLabel("timer", "计时")),
        Entry(table: app, action: .timers, label: BindingLabel("timers", "计时器")),
        Entry(table: cook, action: .leaveCooking, label: BindingLabel("leave", "退出")),
      ]
    case .timers:
      let list = TimerListViewController.bindings
      return [
        Entry(table: list, action: .toggleTimer, label: BindingLabel("pause/resume", "暂停/继续")),
        Entry(table: list, action: .cancelTimer, label: BindingLabel("cancel", "取消")),
        Entry(table: run, action: .close, label: BindingLabel("close", "关闭")),
      ]
    case .shoppingList, .whatCanICook:
      return cookingEntries(place)
    case .inspector:
      return [
        Entry(
          table: ChecklistViewController.bindings, action: .tick, label: BindingLabel("tick", "勾选")),
        Entry(table: ListView.bindings, action: .moveDown, label: BindingLabel("next", "下一项")),
        Entry(table: app, action: .inspector, label: BindingLabel("hide", "隐藏")),
        Entry(table: app, action: .help, label: BindingLabel("help", "帮助")),
        Entry(table: run, action: .quit, label: BindingLabel("quit", "退出")),
      ]
    case .popover:
      return [
        Entry(
          table: ChoiceListViewController<DishOrder>.bindings, action: .choose,
          label: BindingLabel("choose", "选择")),
        Entry(table: run, action: .close, label: BindingLabel("close", "关闭")),
      ]
    }
  }

  /// The footer's segments for `place`: `key label` pairs, the key in the
  /// button colour, two spaces apart. An action the user unbound is left
  /// out. `units` are the recipe's: `u` names the next ones.
  static func segments(
    _ place: Place, language: Labels.Language, overrides: [ActionName: [Key]],
    units: UnitSystem = .original
  ) -> [BottomLineSegment] {
    var segments: [BottomLineSegment] = []
    for entry in entries(place, units: units) {
      guard let key = entry.table.remapped(overrides).keys(for: entry.action).first else {
        continue
      }
      let label = language == .zh ? entry.label.chinese : entry.label.english
      segments.append(BottomLineSegment(key: key.description, " " + label + "  "))
    }
    return segments
  }
}
