extension SplitViewController {
  /// Moving between the panes, the master's visibility, the drawer.
  public static let bindings: KeyBindings = [
    KeyBinding(.focusNext, [.tab], focusLabel),
    KeyBinding(.focusPrevious, [.backTab], focusLabel),
    KeyBinding(.focusMaster, [.left, .character("h")], focusLabel),
    KeyBinding(.focusDetail, [.right, .character("l")], focusLabel),
    KeyBinding(
      .toggleMaster, [.character("m")],
      BindingLabel("show / hide the master (a drawer when narrow)", "显示或隐藏主列表（窄屏时为抽屉）")),
    KeyBinding(.closeDrawer, [.escape], BindingLabel("close the drawer", "关闭抽屉")),
  ]

  private static let focusLabel = BindingLabel(
    "move between the columns", "在各列之间移动")
}
