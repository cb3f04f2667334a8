/// The HTML page of a generated dish, in the structure of our `Data/`
/// pages (the original site's classes, well-formed): heading, introduction,
/// difficulty and time, 主料 and 辅料, numbered steps, 小贴士.
enum RecipePageText {
  /// The page of `dish`; ingredients, steps and tip drawn from `random`.
  static func page(for dish: GeneratedDish, random: inout SplitMix64) -> String {
    var seasonings = DishVocabulary.seasonings
    seasonings.shuffle(using: &random)
    let extra = seasonings.prefix(3 + random.index(below: 5))
    var rows = [(dish.ingredient, random.pick(DishVocabulary.amounts))]
    rows.append(("葱", "1根"))
    let stepCount = 4 + random.index(below: DishVocabulary.steps.count - 3)
    var html = """
      <!DOCTYPE html>
      <html lang="zh-CN"><head><meta charset="utf-8" /><title>\(dish.name)</title>
      <link type="text/css" rel="stylesheet" href="../css/recipe.css" /></head>
      <body><div class="recinfo">
      <h1>\(dish.name)</h1>
      <div class="retew">
      <div class="xtip">\(dish.name)是一道常见的家常做法，以\(dish.ingredient)为主料，\
      口味浓郁，做法不难，适合日常餐桌。</div>
      <table class="retamr">
      <tr class="mtim"><td class="lirre"><span class="fwb">难度：</span>\(dish.diff)</td>\
      <td><span class="fwb">时间：</span>\(dish.time)</td></tr>
      <tr class="mtim"><td><h2 class="zfliao">主料</h2></td><td></td></tr>

      """
    html += tableRows(rows)
    html += "<tr class=\"mtim\"><td><h2 class=\"zfliao\">辅料</h2></td><td></td></tr>\n"
    rows = extra.map { ($0, random.pick(DishVocabulary.amounts)) }
    html += tableRows(rows)
    html += "</table>\n<div class=\"step clearfix\">\n<h2>\(dish.name)的做法步骤</h2>\n"
    for (index, step) in DishVocabulary.steps.prefix(stepCount).enumerated() {
      html +=
        "<div class=\"stepcont\"><p><span class=\"fwb\">\(index + 1).</span> \(step)</p></div>\n"
    }
    html += "</div>\n<div class=\"xtieshi\"><h2>小贴士</h2><p>"
    html += random.pick(DishVocabulary.tips)
    html += "</p></div>\n</div>\n</div></body></html>\n"
    return html
  }

  /// Two ingredients per table row; an odd last one leaves an empty cell.
  private static func tableRows(_ items: [(String, String)]) -> String {
    var html = ""
    var index = 0
    while index < items.count {
      html += "<tr>" + cell(items[index], first: true)
      html += index + 1 < items.count ? cell(items[index + 1], first: false) : "<td></td>"
      html += "</tr>\n"
      index += 2
    }
    return html
  }

  private static func cell(_ item: (String, String), first: Bool) -> String {
    (first ? "<td class=\"lirre\">" : "<td>")
      + "<span><label class=\"fcbm inblok\">\(item.0)</label></span>"
      + "<span class=\"right\">\(item.1)</span></td>"
  }
}
