extension TextView {
  /// The page's keys: one line of the help for all of them.
  public static let bindings: KeyBindings = [
    KeyBinding(.scrollUp, [.up, .character("k")], label),
    KeyBinding(.scrollDown, [.down, .character("j")], label),
    KeyBinding(.scrollPageUp, [.pageUp, .character("b")], label),
    KeyBinding(.scrollPageDown, [.pageDown, .character(" ")], label),
    KeyBinding(.scrollHalfPageUp, [.control("u")], halfPageLabel),
    KeyBinding(.scrollHalfPageDown, [.control("d")], halfPageLabel),
    KeyBinding(.scrollTop, [.home, .character("g")], label),
    KeyBinding(.scrollBottom, [.end, .character("G")], label),
  ]

  private static let halfPageLabel = BindingLabel(
    "scroll a page half a page up / down", "页面上 / 下滚动半页")
  private static let label = BindingLabel("scroll a recipe or help page", "滚动菜谱或帮助页")
}
