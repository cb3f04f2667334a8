extension ListView {
  /// The list's keys. `enter` is not among them: what choosing a row means
  /// belongs to the controller that shows the list (`activateSelection`).
  public static let bindings: KeyBindings = [
    KeyBinding(.moveUp, [.up, .character("k")], moveLabel),
    KeyBinding(.moveDown, [.down, .character("j")], moveLabel),
    KeyBinding(.pageUp, [.pageUp], pageLabel),
    KeyBinding(.pageDown, [.pageDown], pageLabel),
    KeyBinding(.halfPageUp, [.control("u")], halfPageLabel),
    KeyBinding(.halfPageDown, [.control("d")], halfPageLabel),
    KeyBinding(.first, [.home, .character("g")], jumpLabel),
    KeyBinding(.last, [.end, .character("G")], jumpLabel),
  ]

  private static let moveLabel = BindingLabel("move in the focused list", "在当前列表中移动")
  private static let pageLabel = BindingLabel("page up / down", "翻页")
  private static let halfPageLabel = BindingLabel(
    "half a page up / down (not in an input line)", "上 / 下翻半页（输入行中除外）")
  private static let jumpLabel = BindingLabel("jump to the first / last row", "跳到开头 / 结尾")
}
