// The text field's actions: named for the line, so that a config can
// remap them apart from the lists' moves.
extension ActionName {
  public static let cursorLeft: ActionName = "cursor-left"
  public static let cursorRight: ActionName = "cursor-right"
  public static let cursorStart: ActionName = "cursor-start"
  public static let cursorEnd: ActionName = "cursor-end"
  public static let deleteBackward: ActionName = "delete-backward"
  public static let deleteForward: ActionName = "delete-forward"
  public static let deleteToStart: ActionName = "delete-to-start"
  public static let deleteToEnd: ActionName = "delete-to-end"
  public static let deleteWord: ActionName = "delete-word"
}

extension TextField {
  /// The keys of every input line, as readline has them.
  public static let bindings: KeyBindings = [
    KeyBinding(.cursorLeft, [.left], moveLabel),
    KeyBinding(.cursorRight, [.right], moveLabel),
    KeyBinding(.cursorStart, [.home, .control("a")], endsLabel),
    KeyBinding(.cursorEnd, [.end, .control("e")], endsLabel),
    KeyBinding(.deleteBackward, [.backspace], deleteLabel),
    KeyBinding(.deleteForward, [.delete, .control("d")], deleteLabel),
    KeyBinding(
      .deleteToStart, [.control("u")],
      BindingLabel("input line: delete to the start", "输入行：删除到行首")),
    KeyBinding(
      .deleteToEnd, [.control("k")], BindingLabel("input line: delete to the end", "输入行：删除到行尾")),
    KeyBinding(
      .deleteWord, [.control("w")],
      BindingLabel("input line: delete the word before the cursor", "输入行：删除光标前的词")),
  ]

  private static let moveLabel = BindingLabel(
    "input line: move the cursor (never leaves the line)", "输入行：移动光标（不会离开输入行）")
  private static let endsLabel = BindingLabel(
    "input line: to the start / end", "输入行：到行首 / 行尾")
  private static let deleteLabel = BindingLabel(
    "input line: delete before / at the cursor", "输入行：删除光标前 / 处的字符")
}
