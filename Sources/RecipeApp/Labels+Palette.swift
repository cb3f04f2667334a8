extension Labels {
  /// The search palette's title and prompt (`ctrl-p`, `:`).
  public var search: String { language == .zh ? "搜索" : "Search" }
  /// `3 cuisines loading…` / `3 个菜系载入中…`: cuisines whose dishes the
  /// palette has not indexed yet.
  public func cuisinesLoading(_ count: Int) -> String {
    if language == .zh { return "\(count) 个菜系载入中…" }
    return count == 1 ? "1 cuisine loading…" : "\(count) cuisines loading…"
  }
  /// `1,234 results` / `1234 项`.
  public func resultCount(_ count: Int) -> String {
    if language == .zh { return "\(count) 项" }
    return count == 1 ? "1 result" : "\(Self.grouped(count)) results"
  }
  /// The palette with a query that matches nothing.
  public var noResults: String { language == .zh ? "没有匹配项" : "Nothing matches" }
  /// What a result is, at the right of its row (a command shows its key).
  public func resultKind(_ kind: String) -> String {
    let zh = language == .zh
    switch kind {
    case "dish": return zh ? "菜品" : "dish"
    case "cuisine": return zh ? "菜系" : "cuisine"
    case "ingredient": return zh ? "食材" : "ingredient"
    default: return zh ? "命令" : "command"
    }
  }
  /// Choosing an ingredient before "What can I cook?" exists.
  public var ingredientsNotYet: String {
    language == .zh ? "“做什么菜？”尚未提供" : "What can I cook? is not available yet"
  }

  /// `1234567` as `1,234,567`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}
