import TermUI

/// The app-wide key tables, as data: the root routes these keys to the
/// flows (`AppCoordinator.swift`); the help, the footer and the palette
/// read them.
extension AppCoordinator {
  /// The app's commands, from any pane (`q` is the run loop's: it quits
  /// when nothing took it).
  static let bindings: KeyBindings = [
    KeyBinding(
      .filter, [.character("/")],
      BindingLabel("filter the dishes by name as you type", "按名称筛选菜品"),
      short: BindingLabel("filter", "筛选"), footer: .action),
    KeyBinding(
      .search, [.control("p"), .character(":")],
      BindingLabel("search everything (pinyin too)", "搜索全部（也可用拼音）"),
      short: BindingLabel("search", "搜索"), footer: .action),
    KeyBinding(
      .sort, [.character("s")],
      BindingLabel(
        "Sort: default, name (pinyin), difficulty, time", "排序：默认、名称（拼音）、难度、时间"),
      short: BindingLabel("sort", "排序"), footer: .action),
    KeyBinding(.theme, [.character("t")], BindingLabel("Theme popover: the accent colour", "主题颜色")),
    KeyBinding(
      .help, [.character("?"), .function(1)],
      BindingLabel(
        "Help: the keys of where you are", "帮助：当前位置的按键"),
      short: BindingLabel("help", "帮助"), footer: .help),
    KeyBinding(
      .inspector, [.character("i")],
      BindingLabel("show / hide the ingredients inspector", "显示或隐藏用料检查器"),
      short: BindingLabel("hide", "隐藏"), footer: .action),
    KeyBinding(
      .favourite, [.character("f")],
      BindingLabel("mark / unmark the dish as a favourite (★)", "收藏或取消收藏菜品（★）")),
    KeyBinding(
      .cook, [.character("c")],
      BindingLabel("cook mode: the recipe one step at a time", "烹饪模式：一次看一步")),
    KeyBinding(
      .timers, [.character("T")],
      BindingLabel("Timers: pause, resume, cancel", "计时器：暂停、继续、取消"),
      short: BindingLabel("timers", "计时器"), footer: .action),
  ]

  /// `a` adds the highlighted or open dish, `L` shows the shopping list,
  /// `w` opens "What can I cook?" (from any pane).
  static let cookingBindings: KeyBindings = [
    KeyBinding(.addToShoppingList, [.character("a")], addLabel),
    KeyBinding(
      .shoppingList, [.character("L")],
      BindingLabel("Shopping list: tick, remove, empty, copy", "购物清单：勾选、删除、清空、复制")),
    KeyBinding(
      .whatCanICook, [.character("w")],
      BindingLabel(
        "What can I cook? by ingredient (pinyin, English too)", "做什么菜？按食材找菜（也可用拼音、英文）")),
  ]

  static let addLabel = BindingLabel(
    "add the dish at its scale to the shopping list", "把菜品按当前份量加入购物清单")

  /// `y`: the open recipe to the clipboard.
  static let terminalBindings: KeyBindings = [
    KeyBinding(
      .copyRecipe, [.character("y")],
      BindingLabel("copy the open recipe as text (OSC 52)", "复制当前菜谱为文本（OSC 52）"))
  ]

  /// `e` and `E` on a folder whose files can change.
  static let editBindings: KeyBindings = [
    KeyBinding(
      .editRecipe, [.character("e")],
      BindingLabel(
        "edit the recipe's file ($VISUAL, $EDITOR)", "编辑菜谱文件（$VISUAL、$EDITOR）"),
      short: BindingLabel("edit", "编辑"), footer: .action),
    KeyBinding(
      .newRecipe, [.character("E")],
      BindingLabel("new recipe in the highlighted category", "在所选分类中新建菜谱"),
      short: BindingLabel("new recipe", "新建菜谱"), footer: .action),
  ]
}
