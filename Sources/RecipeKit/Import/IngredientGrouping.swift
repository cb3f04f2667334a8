/// Splits a flat list of ingredient lines into groups where the source
/// wrote a group's heading as a line of its own (`For the sauce:`,
/// `DIPPING SAUCE:`, `## Sauce`), and tidies the lines.
enum IngredientGrouping {
  /// The lines in groups; the first group is unnamed when lines come
  /// before any heading. Empty groups are dropped.
  static func groups(_ lines: [String]) -> [IngredientGroup] {
    var groups: [IngredientGroup] = []
    for line in lines {
      if let name = heading(line) {
        groups.append(IngredientGroup(name: name, lines: []))
        continue
      }
      if groups.isEmpty { groups.append(IngredientGroup(lines: [])) }
      groups[groups.count - 1].lines.append(tidied(line))
    }
    return groups.filter { !$0.lines.isEmpty }
  }

  /// The group name a line announces, or nil for an ingredient: a line
  /// ending in `:` without digits, or a Markdown heading (`## Sauce`).
  static func heading(_ line: String) -> String? {
    var text = Substring(line)
    if text.hasPrefix("#") {
      while text.first == "#" { text.removeFirst() }
      let name = ImportText.collapsed(text)
      return name.isEmpty ? nil : name
    }
    guard text.hasSuffix(":"), !text.contains(where: \.isNumber), text.count <= 60 else {
      return nil
    }
    text.removeLast()
    let name = ImportText.collapsed(text)
    return name.isEmpty ? nil : name
  }

  /// `((note))` as `(note)`: WP Recipe Maker wraps notes that already
  /// have parentheses in a second pair.
  static func tidied(_ line: String) -> String {
    guard line.contains("((") else { return line }
    return line.replacing("((", with: "(").replacing("))", with: ")")
  }
}
