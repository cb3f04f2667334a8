extension Labels {
  var recipeCopied: String {
    language == .zh ? "已把菜谱复制到剪贴板" : "Copied the recipe to the clipboard"
  }
  var cannotCopy: String {
    language == .zh
      ? "无法复制：终端不接受剪贴板（OSC 52）"
      : "Cannot copy: this terminal takes no clipboard (OSC 52)"
  }
  var noRecipeToCopy: String { language == .zh ? "没有打开的菜谱" : "No recipe open to copy" }
}
