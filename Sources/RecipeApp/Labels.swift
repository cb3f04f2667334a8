import SplitLayout

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
  /// A dish's id in the recipe's title bar: `id 201` / `编号 201`.
  public func dishID(_ id: String) -> String { zh ? "编号 \(id)" : "id \(id)" }
  public var noRecipeText: String { zh ? "没有内容" : "No recipe text" }
  public var terminalTooSmall: String { zh ? "终端太小" : "Terminal too small" }
  /// The too-small screen's line, with the size and the minimum:
  /// `Terminal too small: 30x8, needs 40x10` / `终端太小：30x8，至少 40x10`.
  public func terminalTooSmall(size: Size, needs minimum: Size) -> String {
    let now = "\(size.width)x\(size.height)"
    let needed = "\(minimum.width)x\(minimum.height)"
    return zh
      ? "\(terminalTooSmall)：\(now)，至少 \(needed)" : "\(terminalTooSmall): \(now), needs \(needed)"
  }

  /// A dish's subtitle line: `Difficulty: X  Time: Y` / `难度：X　时间：Y`.
  public func subtitle(difficulty: String, time: String) -> String {
    zh ? "难度：\(difficulty)　时间：\(time)" : "Difficulty: \(difficulty)  Time: \(time)"
  }

  /// The subtitle of a dish whose source may leave out its difficulty or
  /// time (a Cooklang recipe's metadata): only what is known
  /// (`Difficulty: Easy`, `Time: 25 min`, or both as `subtitle` has them),
  /// empty when neither is.
  public func subtitle(knownDifficulty difficulty: String?, time: String?) -> String {
    switch (difficulty, time) {
    case (let difficulty?, let time?): return subtitle(difficulty: difficulty, time: time)
    case (let difficulty?, nil): return zh ? "难度：\(difficulty)" : "Difficulty: \(difficulty)"
    case (nil, let time?): return zh ? "时间：\(time)" : "Time: \(time)"
    case (nil, nil): return ""
    }
  }

  public var sort: String { zh ? "排序" : "Sort" }
  public var theme: String { zh ? "主题" : "Theme" }
  public var help: String { zh ? "帮助" : "Help" }
  /// The Sort button once an order is chosen: `Sort: Time` / `排序：按时间`.
  public func sort(by order: String) -> String {
    zh ? "\(sort)：\(order)" : "\(sort): \(order)"
  }

  /// The bundle's own order.
  public var byDefault: String { zh ? "默认" : "Default" }
  /// By pinyin.
  public var byName: String { zh ? "按名称" : "Name" }
  public var byDifficulty: String { zh ? "按难度" : "Difficulty" }
  public var byTime: String { zh ? "按时间" : "Time" }
  public var filter: String { zh ? "筛选" : "Filter" }
  public var noDishes: String { zh ? "没有菜品" : "No dishes" }
  public var noMatches: String { zh ? "没有匹配的菜品" : "No matching dishes" }
  /// The filter matched nothing in `cuisine`: where to look instead
  /// (`enter` there opens the palette with the text).
  public func noMatches(in cuisine: String?) -> String {
    guard let cuisine else { return noMatches }
    return zh
      ? "\(cuisine)中没有匹配的菜品 — ctrl-p 搜索所有菜系"
      : "No matching dishes in \(cuisine) — ctrl-p searches every cuisine"
  }
  /// Warnings when `]` / `[` find no dish that way.
  public var lastDish: String { zh ? "已是最后一道菜" : "This is the last dish" }
  public var firstDish: String { zh ? "已是第一道菜" : "This is the first dish" }
  public var back: String { zh ? "返回" : "Back" }
  public var loading: String { zh ? "正在载入…" : "Loading…" }

  /// A list's position after its title: `4/351`; with a filter's `total`,
  /// `4/12 of 351` (`4/12（共 351）`).
  public func position(_ index: Int, of count: Int, total: Int?) -> String {
    guard let total else { return "\(index)/\(count)" }
    // A filter that matches nothing: `0 of 351`, not `0/0 of 351`.
    if count == 0 { return zh ? "0（共 \(total)）" : "0 of \(total)" }
    return zh ? "\(index)/\(count)（共 \(total)）" : "\(index)/\(count) of \(total)"
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
