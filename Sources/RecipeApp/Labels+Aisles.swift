import RecipeKit

/// The labels of the aisle-ordered shopping list, its pantry marks and
/// the list's file, pager and undo keys.
extension Labels {
  /// The section of items `aisle.conf` does not list.
  public var otherAisle: String { language == .zh ? "其他" : "Other" }
  /// Held in the pantry: not to buy.
  public var pantryHave: String { language == .zh ? "家里有" : "have" }
  /// Held, but under its `low` mark.
  public var pantryLow: String { language == .zh ? "快用完" : "low" }
  /// Held, but past its date.
  public func pantryExpired(_ date: String) -> String {
    language == .zh ? "已过期 \(date)" : "expired \(date)"
  }
  /// The mark of an item after its amounts (`have`, `low`, `expired 01.12.2026`).
  func pantryMark(_ status: PantryStatus) -> String {
    switch status {
    case .have: pantryHave
    case .low: pantryLow
    case .expired(let date): pantryExpired(date.description)
    }
  }
  /// `9 to buy` after the dish count, when the pantry holds some.
  public func toBuy(_ count: Int) -> String {
    language == .zh ? "要买 \(count) 样" : "\(count) to buy"
  }
  /// `a` on a menu.
  public func addedMenu(_ menu: String, recipes: Int, count: Int) -> String {
    language == .zh
      ? "已把菜单 \(menu) 的 \(recipes) 道菜加入购物清单（\(dishCount(count))）"
      : recipes == 1
        ? "Added the recipe of \(menu) to the shopping list (\(dishCount(count)))"
        : "Added the \(recipes) recipes of \(menu) to the shopping list (\(dishCount(count)))"
  }
  /// The bottom line after `x`.
  public func removedDish(_ name: String) -> String {
    language == .zh ? "已删除 \(name) — r 恢复" : "Removed \(name) — r restores"
  }
  /// The question of `>`.
  public var saveListAs: String { language == .zh ? "保存到文件：" : "Save to: " }
  /// An existing file is replaced only after `y`.
  public func replaceFile(_ name: String) -> String {
    language == .zh ? "\(name) 已存在，覆盖吗？(y/n)" : "\(name) exists. Replace it? (y/n)"
  }
  public func savedList(_ name: String) -> String {
    language == .zh ? "已保存到 \(name)" : "Saved to \(name)"
  }
  public func cannotSaveList(_ why: String) -> String {
    language == .zh ? "无法保存：\(why)" : "Cannot save: \(why)"
  }
  /// After `y` in the list: it cannot know that the text arrived.
  public var sentToClipboard: String {
    language == .zh ? "已发送到终端的剪贴板" : "Sent to the terminal's clipboard"
  }
  /// Inside tmux without `set-clipboard on`.
  public var tmuxClipboardHint: String {
    language == .zh
      ? "已发送到终端的剪贴板；tmux 需要 set -g set-clipboard on 才会转交"
      : "Sent to the terminal's clipboard; tmux passes it on only with: set -g set-clipboard on"
  }
  /// A menu's second line in a list (it has no difficulty or time).
  public var menuRow: String { language == .zh ? "菜单" : "Menu" }
  /// When the pager cannot be started.
  public func pagerFailed(_ name: String) -> String {
    language == .zh ? "无法运行 \(name)" : "Cannot run \(name)"
  }
}
