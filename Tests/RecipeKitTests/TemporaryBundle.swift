import Foundation

/// A bundle folder that a test builds in the temporary directory; `with`
/// removes it when the test body returns or throws.
struct TemporaryBundle {
  /// The folder (empty at first).
  let folder: URL

  /// Runs `body` with a fresh, empty folder and removes it afterwards,
  /// making everything in it writable first so that chmod-ed files go too.
  static func with<T>(_ body: (TemporaryBundle) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("RecipeKitTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      if let paths = FileManager.default.subpaths(atPath: folder.path) {
        for path in paths {
          chmod(folder.appendingPathComponent(path).path, 0o755)
        }
      }
      try? FileManager.default.removeItem(at: folder)
    }
    return try body(TemporaryBundle(folder: folder))
  }

  /// The absolute path of `path` (relative to the folder).
  func path(_ path: String) -> String { folder.appendingPathComponent(path).path }

  /// Writes `text` as UTF-8 to `path`, creating folders on the way.
  func write(_ path: String, _ text: String) throws {
    try write(path, Data(text.utf8))
  }

  /// Writes `data` to `path`, creating folders on the way.
  func write(_ path: String, _ data: Data) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// Makes the folder `path` (and its parents).
  func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: self.path(path), withIntermediateDirectories: true)
  }

  /// Makes `path` a symbolic link to `target` (taken as written).
  func link(_ path: String, to target: String) throws {
    try FileManager.default.createDirectory(
      atPath: (self.path(path) as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: self.path(path), withDestinationPath: target)
  }

  /// Every path in the folder with its size and modification date, to show
  /// that nothing was written.
  func snapshot() -> [String: String] {
    var result: [String: String] = [:]
    for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
      let attributes = try? FileManager.default.attributesOfItem(atPath: self.path(path))
      let size = attributes?[.size].map { "\($0)" } ?? "?"
      let date = attributes?[.modificationDate].map { "\($0)" } ?? "?"
      result[path] = "\(size) \(date)"
    }
    return result
  }

  // MARK: Content

  /// A good bundle: cuisines 1 家常菜 and 2 川菜, two dishes each, a page
  /// with text for every dish, and the stylesheet.
  func writeGoodBundle() throws {
    try write(
      "Plist/food_types.plist",
      Self.plist([["idstr": "1", "name": "家常菜"], ["idstr": "2", "name": "川菜"]]))
    try write(
      "Plist/type_1_foods.plist",
      Self.plist([
        Self.dish("101", "红烧肉", diff: "配菜(中级)", time: "1小时以上"),
        Self.dish("102", "番茄炒蛋", diff: "切墩(初级)", time: "10分左右"),
      ]))
    try write(
      "Plist/type_2_foods.plist",
      Self.plist([
        Self.dish("201", "宫保鸡丁", diff: "配菜(中级)", time: "10-30分钟"),
        Self.dish("202", "麻婆豆腐", diff: "切墩(初级)", time: "10-30分钟"),
      ]))
    for id in ["101", "102", "201", "202"] {
      try write("Html/food/\(id).html", Self.page("菜 \(id)"))
    }
    try write("Html/css/recipe.css", "body { margin: 0 }\n")
  }

  /// A dish dictionary with the six keys of the iPad bundle.
  static func dish(_ id: String, _ name: String, diff: String, time: String) -> [String: String] {
    ["diff": diff, "idstr": id, "imageUrl": "", "name": name, "time": time, "url": ""]
  }

  /// An XML plist whose root array holds one dict of strings per element,
  /// keys sorted as Xcode writes them.
  static func plist(_ dicts: [[String: String]]) -> String {
    let body = dicts.map { dict in
      let pairs = dict.keys.sorted().map { key in
        "\t\t<key>\(escaped(key))</key>\n\t\t<string>\(escaped(dict[key] ?? ""))</string>\n"
      }
      return "\t<dict>\n" + pairs.joined() + "\t</dict>\n"
    }
    return xml("<array>\n" + body.joined() + "</array>")
  }

  /// An XML plist document around `root` (written as is).
  static func xml(_ root: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(root)
    </plist>

    """
  }

  /// A minimal recipe page whose body text is `text`.
  static func page(_ text: String) -> String {
    "<html><head><link rel=\"stylesheet\" href=\"../css/recipe.css\"></head><body>\(text)</body></html>\n"
  }

  /// `text` with XML's special characters escaped.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
