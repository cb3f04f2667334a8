import RecipeKit
import TermUI

extension ActionName {
  /// `y`: the open recipe as text to the clipboard (OSC 52).
  static let copyRecipe: ActionName = "copy-recipe"
}

/// Issue 18 in the browser: `y` copies the open recipe, `ctrl-z` saves
/// before the process stops.
extension AppCoordinator {
  static let terminalBindings: KeyBindings = [
    KeyBinding(
      .copyRecipe, [.character("y")],
      BindingLabel("copy the open recipe as text (OSC 52)", "复制当前菜谱为文本（OSC 52）"))
  ]

  /// The `y` of the lists and of a recipe sheet: handled here when it is
  /// one (returns false for any other key).
  func handleTerminalKey(_ key: Key) -> Bool {
    guard Self.terminalBindings.remapped(application.keyOverrides).action(for: key) == .copyRecipe
    else { return false }
    copyOpenRecipe()
    return true
  }

  /// Copies the recipe on screen as `--print` prints it (the same layout
  /// at 80 columns, the same sanitising) and says on the bottom line
  /// whether the terminal took it.
  func copyOpenRecipe() {
    guard let dish = presenter.dish else {
      warn(labels.noRecipeToCopy)
      return
    }
    let recipe = presenter.recipe(for: dish)
    let text = RecipeClipboardText.lines(recipe, labels: labels, width: 80).joined(separator: "\n")
    warn(application.terminal.copyToClipboard(text) ? labels.recipeCopied : labels.cannotCopy)
  }

  // MARK: Suspend

  /// `ctrl-z`: the place is recorded and the state written before the
  /// process stops (it may never be continued).
  public func applicationWillSuspend() {
    capture()
    saveStateNow()
  }

  public func applicationDidResume() {}
}

/// A recipe as plain text, shared by `--print` and `y`: laid out at a
/// width, each line through `Sanitized.printable` (no control byte of the
/// data reaches a terminal or a clipboard), trailing spaces dropped.
enum RecipeClipboardText {
  static func lines(_ recipe: Recipe, labels: Labels, width: Int) -> [String] {
    RecipeTextLayout(labels: labels).lines(for: recipe, width: width).map {
      Sanitized.printable($0.text).droppingTrailingSpaces()
    }
  }
}

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
