/// The UI's words in English and Chinese (`--lang`), as in the contract's
/// table of labels.
public struct Labels: Hashable, Sendable {
  public enum Language: String, Hashable, Sendable, CaseIterable {
    case en, zh
  }

  public let language: Language

  public init(_ language: Language) { self.language = language }

  private var zh: Bool { language == .zh }

  /// The master pane's title and the show-master button.
  public var recipes: String { zh ? "菜谱" : "Recipes" }
  public var close: String { zh ? "关闭" : "Close" }
  public var noRecipeText: String { zh ? "没有内容" : "No recipe text" }
  public var terminalTooSmall: String { zh ? "终端太小" : "Terminal too small" }

  /// A dish's subtitle line: `Difficulty: X  Time: Y` / `难度：X　时间：Y`.
  public func subtitle(difficulty: String, time: String) -> String {
    zh ? "难度：\(difficulty)　时间：\(time)" : "Difficulty: \(difficulty)  Time: \(time)"
  }

  public var sort: String { zh ? "排序" : "Sort" }
  public var theme: String { zh ? "主题" : "Theme" }
  public var help: String { zh ? "帮助" : "Help" }
  /// The Sort button once an order is chosen: `Sort: Time` / `排序：按时间`.
  public func sort(by order: String) -> String {
    zh ? "\(sort)：\(order)" : "\(sort): \(order)"
  }

  public var byName: String { zh ? "按名称" : "Name" }
  public var byDifficulty: String { zh ? "按难度" : "Difficulty" }
  public var byTime: String { zh ? "按时间" : "Time" }
  public var filter: String { zh ? "筛选" : "Filter" }
  public var noDishes: String { zh ? "没有菜品" : "No dishes" }
  public var noMatches: String { zh ? "没有匹配的菜品" : "No matching dishes" }
  public var back: String { zh ? "返回" : "Back" }
  public var loading: String { zh ? "正在载入…" : "Loading…" }

  /// The detail's title with a filter's match count: `家常菜 (12 of 351)`.
  public func filtered(title: String, matches: Int, total: Int) -> String {
    zh ? "\(title)（\(matches)/\(total)）" : "\(title) (\(matches) of \(total))"
  }

  /// The language from `LC_ALL`, `LC_MESSAGES` and `LANG`, in that order:
  /// `zh*` gives Chinese, anything else English.
  public static func language(environment: [String: String]) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        return value.lowercased().hasPrefix("zh") ? .zh : .en
      }
    }
    return .en
  }
}
