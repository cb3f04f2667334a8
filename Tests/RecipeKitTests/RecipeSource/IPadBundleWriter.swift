import Foundation

/// Writes a `SourceContent` as an iPad bundle: the plists (XML or binary),
/// a page per dish in the shape of the iPad app's pages, and the stylesheet.
struct IPadBundleWriter {
  let cuisineIDs: [String: String]
  let dishIDs: [String: String]
  let binary: Bool

  func write(_ content: SourceContent, to folder: TemporaryBundle) throws {
    try writePlist(
      "Plist/food_types.plist",
      content.categories.map { ["idstr": cuisineIDs[$0.name] ?? "?", "name": $0.name] })
    for category in content.categories {
      try writePlist(
        "Plist/type_\(cuisineIDs[category.name] ?? "?")_foods.plist",
        category.dishes.map { dish in
          TemporaryBundle.dish(
            dishIDs[dish.name] ?? "?", dish.name, diff: dish.difficulty, time: dish.time)
        })
      for dish in category.dishes {
        try folder.write("Html/food/\(dishIDs[dish.name] ?? "?").html", Self.page(dish))
      }
    }
    try folder.write("Html/css/recipe.css", "body { margin: 0 }\n")

    func writePlist(_ path: String, _ dicts: [[String: String]]) throws {
      if binary {
        try folder.write(
          path,
          try PropertyListSerialization.data(fromPropertyList: dicts, format: .binary, options: 0))
      } else {
        try folder.write(path, TemporaryBundle.plist(dicts))
      }
    }
  }

  /// A page as the iPad app's are laid out: title, facts, the ingredient
  /// table by group (two rows a line), the numbered steps.
  static func page(_ dish: SourceContent.Dish) -> String {
    var groups: [(String, [SourceContent.Row])] = []
    for row in dish.rows {
      if groups.last?.0 == row.group {
        groups[groups.count - 1].1.append(row)
      } else {
        groups.append((row.group, [row]))
      }
    }
    func cell(_ row: SourceContent.Row) -> String {
      "<td class=\"lirre\"><span><label class=\"fcbm inblok\">\(row.name)</label></span>"
        + "<span class=\"right\">\(row.amount)</span></td>"
    }
    var table = ""
    for (group, rows) in groups {
      table += "<tr class=\"mtim\"><td><h2 class=\"zfliao\">\(group)</h2></td><td></td></tr>\n"
      for start in stride(from: 0, to: rows.count, by: 2) {
        let pair = rows[start..<min(start + 2, rows.count)]
        table += "<tr>" + pair.map(cell).joined() + (pair.count == 1 ? "<td></td>" : "") + "</tr>\n"
      }
    }
    let steps = dish.steps.enumerated().map { index, step in
      "<div class=\"stepcont\"><p><span class=\"fwb\">\(index + 1).</span> \(step)</p></div>\n"
    }.joined()
    return """
      <!DOCTYPE html>
      <html lang="zh-CN"><head><meta charset="utf-8" /><title>\(dish.name)</title>
      <link type="text/css" rel="stylesheet" href="../css/recipe.css" /></head>
      <body><div class="recinfo">
      <h1>\(dish.name)</h1>
      <div class="retew">
      <table class="retamr">
      <tr class="mtim"><td class="lirre"><span class="fwb">难度：</span>\(dish.difficulty)</td>\
      <td><span class="fwb">时间：</span>\(dish.time)</td></tr>
      \(table)</table>
      <div class="step clearfix">
      <h2>\(dish.name)的做法步骤</h2>
      \(steps)</div>
      </div>
      </div></body></html>

      """
  }
}
