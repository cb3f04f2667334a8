import Foundation

/// A generated bundle of one cuisine and three dishes for the page-problem
/// tests (issue 31, item 13): `deep` nests 300 `<div>`s (libxml2 stops at
/// line 258), `large` is over the 16 MiB cap, `plain` is a normal page.
enum PageProblemBundle {
  /// Where libxml2 stops reading the deep page.
  static let deepStopLine = 258

  static func with(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PageProblemBundle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(folder, "Plist/food_types.plist", plist([["1", "家常菜"]]))
    try write(
      folder, "Plist/type_1_foods.plist", plist([["deep", "深页菜"], ["large", "大页菜"], ["plain", "平常菜"]]))
    try write(folder, "Html/food/deep.html", deepPage())
    try write(folder, "Html/food/large.html", largePage())
    try write(
      folder, "Html/food/plain.html",
      "<html><body><h1>平常菜</h1><p>普通的一段话。</p></body></html>\n")
    try write(folder, "Html/css/recipe.css", "body { margin: 0 }\n")
    try body(folder)
  }

  /// A title and a paragraph, then 300 nested `<div>`s one a line (the
  /// first on line 3), then a closing paragraph libxml2 never reaches.
  static func deepPage() -> String {
    "<html><body><h1>深页菜</h1>\n<p>读得到的开头。</p>\n"
      + String(repeating: "<div>\n", count: 300) + "读不到的深处"
      + String(repeating: "</div>", count: 300) + "\n<p>读不到的结尾。</p></body></html>\n"
  }

  /// A page just over 16 MiB.
  static func largePage() -> String {
    let paragraph = "<p>" + String(repeating: "太大的页面中的文字。", count: 40) + "</p>\n"
    let count = (16 << 20) / paragraph.utf8.count + 2
    return "<html><body><h1>大页菜</h1>\n" + String(repeating: paragraph, count: count)
      + "</body></html>\n"
  }

  private static func plist(_ entries: [[String]]) -> String {
    let dicts = entries.map { entry in
      "<dict><key>diff</key><string>切墩(初级)</string><key>idstr</key><string>\(entry[0])</string>"
        + "<key>name</key><string>\(entry[1])</string><key>time</key><string>10分左右</string></dict>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <array>
      \(dicts.joined(separator: "\n"))
      </array>
      </plist>

      """
  }

  private static func write(_ folder: URL, _ path: String, _ text: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
