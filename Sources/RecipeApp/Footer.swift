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

  /// The entries of `place`; `stepHasTimer` is cook mode's step's (no
  /// `enter timer` on a step without one).
  static func entries(
    _ place: Place, units: UnitSystem = .original, stepHasTimer: Bool = true
  ) -> [Entry] {
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
      let timer = Entry(table: cook, action: .startChip, label: BindingLabel("timer", "计时"))
      return [
        Entry(table: cook, action: .nextStep, label: BindingLabel("next", "下一步")),
        Entry(table: cook, action: .previousStep, label: BindingLabel("back", "上一步")),
      ] + (stepHasTimer ? [timer] : []) + [
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
  /// out. `units` are the recipe's: `u` names the next ones. With a
  /// `width` (the row's, less what comes before the footer) the hints that
  /// do not fit are left out from the end, the way out (`help`, `close`)
  /// last (issue 30, items 14 and 16).
  static func segments(
    _ place: Place, language: Labels.Language, overrides: [ActionName: [Key]],
    units: UnitSystem = .original, stepHasTimer: Bool = true, width: Int? = nil
  ) -> [BottomLineSegment] {
    var hints: [(segment: BottomLineSegment, keep: Bool)] = []
    for entry in entries(place, units: units, stepHasTimer: stepHasTimer) {
      guard let key = entry.table.remapped(overrides).keys(for: entry.action).first else {
        continue
      }
      let label = language == .zh ? entry.label.chinese : entry.label.english
      hints.append(
        (BottomLineSegment(key: key.description, " " + label + "  "), isWayOut(entry.action)))
    }
    guard let width else { return hints.map(\.segment) }
    return fitted(hints, width: width)
  }

  /// Actions the footer keeps at every width: the help and closing what
  /// is on top.
  static func isWayOut(_ action: ActionName) -> Bool {
    action == .help || action == .close || action == .closeList || action == .leaveCooking
  }

  /// The hints of `place` kept at every width (what the timers leave
  /// room for).
  static func keptSegments(
    _ place: Place, language: Labels.Language, overrides: [ActionName: [Key]]
  ) -> Set<BottomLineSegment> {
    var kept: Set<BottomLineSegment> = []
    for entry in entries(place) where isWayOut(entry.action) {
      guard let key = entry.table.remapped(overrides).keys(for: entry.action).first else {
        continue
      }
      let label = language == .zh ? entry.label.chinese : entry.label.english
      kept.insert(BottomLineSegment(key: key.description, " " + label + "  "))
    }
    return kept
  }

  /// The width of `keptSegments`.
  static func keptWidth(
    _ place: Place, language: Labels.Language, overrides: [ActionName: [Key]]
  ) -> Int {
    keptSegments(place, language: language, overrides: overrides).reduce(0) {
      $0 + width(of: $1)
    }
  }

  /// `segments` fitted to `width` as below, those in `kept` kept.
  static func fitted(
    _ segments: [BottomLineSegment], keeping kept: Set<BottomLineSegment>, width: Int
  ) -> [BottomLineSegment] {
    fitted(segments.map { ($0, kept.contains($0)) }, width: width)
  }

  /// `hints` in their order with the ones not kept left out from the end
  /// until the rest fits in `width` (the bottom line starts one column in).
  static func fitted(_ hints: [(segment: BottomLineSegment, keep: Bool)], width: Int)
    -> [BottomLineSegment]
  {
    var shown = hints
    var used = shown.reduce(0) { $0 + Self.width(of: $1.segment) }
    var index = shown.count - 1
    while used > width - 1 && index >= 0 {
      if !shown[index].keep {
        used -= Self.width(of: shown[index].segment)
        shown.remove(at: index)
      }
      index -= 1
    }
    return shown.map(\.segment)
  }

  /// The columns a segment takes.
  static func width(of segment: BottomLineSegment) -> Int {
    ColumnWidth.width(of: segment.key) + ColumnWidth.width(of: segment.text)
  }
}
