extension Application {
  /// The run loop's own keys: `ctrl-c` and `ctrl-l` always; `esc` and `q`
  /// close the presentation on top; `q` quits from the base screen when no
  /// controller and no delegate took it.
  public static let bindings: KeyBindings = [
    KeyBinding(
      .close, [.escape, .character("q")], closeLabel, short: BindingLabel("close", "关闭"),
      footer: .leave),
    KeyBinding(
      .quit, [.character("q")], BindingLabel("quit (on the base screen)", "退出（在主界面）"),
      short: BindingLabel("quit", "退出"), footer: .quit),
    KeyBinding(
      .quitAnywhere, [.function(10)],
      BindingLabel("quit from any screen (asks once while timers run)", "在任何界面退出（计时器运行时先询问）")),
    KeyBinding(.quitNow, [.control("c")], BindingLabel("quit, always", "随时退出")),
    KeyBinding(.repaint, [.control("l")], BindingLabel("repaint the screen", "重绘屏幕")),
    KeyBinding(
      .suspend, [.control("z")],
      BindingLabel("suspend to the shell (fg comes back)", "挂起到 shell（fg 返回）")),
  ]

  private static let closeLabel = BindingLabel(
    "close the top layer: recipe, popover, drawer", "关闭最上层：菜谱、弹窗、抽屉")

  /// `Application.bindings` with `keyOverrides` applied.
  public var keyBindings: KeyBindings { Self.bindings.remapped(keyOverrides) }
}
