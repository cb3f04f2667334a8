/// The words of `e` and `E` (editing a Cooklang source's files).
extension Labels {
  /// `e` on a category row: what to press instead.
  var newRecipeHint: String { language == .zh ? "按 E 新建菜谱" : "E new recipe" }
  /// `e` or `E` in the iPad bundle.
  var bundleReadOnly: String {
    language == .zh ? "iPad 菜谱包是只读的，不能编辑" : "The iPad bundle is read-only"
  }
  /// `E`'s question on the bottom line.
  var newRecipeQuestion: String { language == .zh ? "新菜谱名称：" : "New recipe title: " }
  var noFileToEdit: String { language == .zh ? "这道菜没有可编辑的文件" : "This dish has no file to edit" }
  var titleNeeded: String {
    language == .zh ? "名称里没有可用作文件名的字" : "The title has nothing to name a file after"
  }
  func cannotCreateRecipe(_ reason: String) -> String {
    language == .zh ? "无法新建菜谱：\(reason)" : "Cannot create the recipe: \(reason)"
  }
  var newRecipeUnchanged: String {
    language == .zh ? "新菜谱没有改动，已删除" : "The new recipe was left unchanged and removed"
  }
  var editingNeedsTerminal: String {
    language == .zh ? "编辑需要终端（--render 中不可用）" : "Editing needs a terminal (not in --render)"
  }
  func cannotStartEditor(_ command: String) -> String {
    language == .zh
      ? "无法启动编辑器 \(command)（请设置 $VISUAL 或 $EDITOR）"
      : "Cannot start the editor \(command) (set $VISUAL or $EDITOR)"
  }
  func editorFailed(_ status: Int) -> String {
    language == .zh ? "编辑器退出，状态码 \(status)" : "The editor exited with status \(status)"
  }
}
