extension SplitViewController {
  /// Moving between the columns, the primary's visibility, the drawer, the
  /// stack's back, the zoom.
  public static let bindings: KeyBindings = [
    KeyBinding(.focusNext, [.tab], focusLabel),
    KeyBinding(.focusPrevious, [.backTab], focusLabel),
    KeyBinding(.focusMaster, [.left, .character("h")], focusLabel),
    KeyBinding(.focusDetail, [.right, .character("l")], focusLabel),
    KeyBinding(
      .toggleMaster, [.character("m")],
      BindingLabel("show / hide the master (a drawer when narrow)", "显示或隐藏主列表（窄屏时为抽屉）"),
      short: BindingLabel("master", "主列表")),
    KeyBinding(
      .closeDrawer, [.escape],
      BindingLabel("close the drawer, or leave the inline recipe", "关闭抽屉，或离开内嵌菜谱")),
    KeyBinding(
      .zoom, [.character("z")],
      BindingLabel("zoom the focused column to the whole width and back", "将当前列放大到全宽或还原")),
  ]

  /// The stack mode's keys (one page at a time): back to the previous page.
  public static let stackBindings: KeyBindings = [
    KeyBinding(
      .back, [.escape, .left, .backspace],
      BindingLabel("one page: back to the previous page", "单页：返回上一页"))
  ]

  private static let focusLabel = BindingLabel(
    "move between the columns", "在各列之间移动")
}
