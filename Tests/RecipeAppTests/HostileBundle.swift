import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A recipe bundle made by a test to attack the app: names and pages with
/// terminal escape sequences, controls, bidirectional overrides, invalid
/// UTF-8, huge and deeply nested pages, plists of the wrong shape, files
/// that cannot be read, link loops, and ids that try to leave the folder.
///
/// ```
/// <temporary>/bundle/          the bundle (`--data`)
/// <temporary>/outside/secret.html  a page no dish may reach ("SECRET-CANARY")
/// ```
///
/// The cuisines, in order (the first is shown at launch):
///
/// | # | name | its dishes |
/// | - | ---- | ---------- |
/// | 1 | `Evil` + CSI + OSC 52 + `名` + title | hostile names, tricky glyphs, pages: hostile, wide, escape attempts, loops, deep, huge, FIFO, folder, unreadable |
/// | 2 | `WrongTypes` | plist root is a dictionary |
/// | 3 | `Truncated` | plist cut in the middle |
/// | 4 | `Missing` | no plist |
/// | 5 | `Fifo` | plist is a FIFO |
/// | 6 | `Looping` | plist is a symbolic link to itself |
/// | 7 | `BadUTF8` + controls | XML plist with invalid UTF-8 and raw controls |
/// | 8 | `Entities` | XML plist with `&#x1B;` character references |
/// | 9 | a 5,000-column name | none (no plist) |
/// | 10 | `Nested` | plist nested 10,000 deep |
/// | 11 | `Locked` | plist with mode 000 (root reads it anyway) |
/// | - | id `../x`, a name that is a number, an id that is an array | skipped |
struct HostileBundle {
  /// The temporary folder holding the bundle and the outside folder.
  let root: URL
  /// Whether the dish Huge has its 10 MB page (else a small one): opening
  /// it costs seconds in a debug build, too much for a fuzzer.
  let hasHugePage: Bool
  /// The bundle (`--data`).
  var folder: URL { root.appendingPathComponent("bundle") }

  /// The sequences a data file must never get to send to the terminal.
  enum Payload {
    static let csi = "\u{1B}[2J\u{1B}[6n\u{1B}[21t\u{1B}[?1049l"
    static let clipboard = "\u{1B}]52;c;cm0gLXJmIH4K\u{07}"
    static let link = "\u{1B}]8;;http://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\"
    static let title = "\u{1B}]0;pwned\u{07}\u{1B}]2;pwned\u{1B}\\"
    static let bell = "\u{07}"
    /// C1 CSI, OSC and ST, each one character.
    static let c1 = "\u{9B}31m\u{9D}0;c1title\u{9C}"
    static let rightToLeft = "\u{202E}"
    static let joiner = "\u{200D}"
    static let all = csi + clipboard + link + title + bell + c1 + rightToLeft + joiner
  }

  /// Text only the outside page holds; it must never be shown.
  static let canary = "SECRET-CANARY"

  /// The first cuisine's name, with its visible parts `Evil` and `名`.
  static let evilCuisine = "Evil" + Payload.csi + Payload.clipboard + "名" + Payload.title
  /// The first dish's name, with visible parts `Dish`, `菜`, `mal`, `ware`.
  static let evilDish =
    "Dish" + Payload.link + Payload.bell + Payload.c1 + "菜" + Payload.rightToLeft + "mal"
    + Payload.joiner + "ware"
  /// A name 5,000 columns wide.
  static let wideName = String(repeating: "长", count: 2_500)

  /// Makes the bundle in a fresh temporary folder, runs `body`, and
  /// removes everything (after making it writable again).
  static func with<T>(hugePage: Bool = true, _ body: (HostileBundle) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("HostileBundle-\(UUID().uuidString)", isDirectory: true)
    let bundle = HostileBundle(root: root, hasHugePage: hugePage)
    defer {
      for path in FileManager.default.subpaths(atPath: root.path) ?? [] {
        chmod(root.appendingPathComponent(path).path, 0o755)
      }
      try? FileManager.default.removeItem(at: root)
    }
    try bundle.build()
    return try body(bundle)
  }

  // MARK: Building

  private func build() throws {
    try write("../outside/secret.html", page(Self.canary))
    try write("Html/css/recipe.css", "body { margin: 0 }\n")
    try write("Plist/food_types.plist", binaryPlist(cuisines()))
    try write("Plist/type_1_foods.plist", binaryPlist(evilDishes()))
    try writeDishPages()
    try write("Plist/type_2_foods.plist", binaryPlist(["idstr": "201", "name": "Wrong"]))
    let good = xmlPlist([dish("301", "Fine")])
    try write("Plist/type_3_foods.plist", String(good.prefix(good.count / 2)))
    try makeFIFO("Plist/type_5_foods.plist")
    try link("Plist/type_6_foods.plist", to: "type_6_foods.plist")
    var badUTF8 = Data(xmlPlist([dish("701", "BAD_NAME"), dish("702", "Second")]).utf8)
    badUTF8 = badUTF8.replacing(
      Data("BAD_NAME".utf8),
      with: Data([0x42, 0xFF, 0xC0, 0x9B, 0x1B, 0x5D, 0x30, 0x3B, 0x07, 0x41]))
    try write("Plist/type_7_foods.plist", badUTF8)
    try write(
      "Plist/type_8_foods.plist",
      xmlPlist([dish("801", "Ent&#x1B;]0;t&#x07;&#27;[2J&#x9B;ity")], escape: false))
    try write(
      "Plist/type_10_foods.plist",
      String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000))
    try write("Plist/type_11_foods.plist", xmlPlist([dish("1101", "Locked")]))
    chmod(path("Plist/type_11_foods.plist"), 0)
  }

  private func cuisines() -> [[String: Any]] {
    [
      ["idstr": "1", "name": Self.evilCuisine],
      ["idstr": "2", "name": "WrongTypes"],
      ["idstr": "3", "name": "Truncated"],
      ["idstr": "4", "name": "Missing"],
      ["idstr": "5", "name": "Fifo"],
      ["idstr": "6", "name": "Looping"],
      ["idstr": "7", "name": "BadUTF8" + Payload.bell + Payload.c1],
      ["idstr": "8", "name": "Entities"],
      ["idstr": "9", "name": Self.wideName],
      ["idstr": "10", "name": "Nested"],
      ["idstr": "11", "name": "Locked"],
      ["idstr": "../x", "name": "Escaping"],
      ["idstr": "12", "name": 42],
      ["idstr": ["1", "2"], "name": "ArrayID"],
    ]
  }

  /// The dishes of cuisine 1, by the page each one has.
  private func evilDishes() -> [[String: Any]] {
    [
      [
        "idstr": "101", "name": Self.evilDish, "diff": Payload.csi + "难",
        "time": Payload.title + "久",
      ],
      dish("102", "Wide" + Self.wideName),
      dish("../../../outside/secret", "Traversal"),
      dish("leak", "Leak"),
      dish("loop", "Loop"),
      dish("deep", "Deep"),
      dish("huge", "Huge"),
      dish("fifo", "FifoPage"),
      dish("folder", "FolderPage"),
      dish("locked", "LockedPage"),
      // Glyphs whose width terminals get wrong easily: emoji with a
      // variation selector, a flag, fullwidth letters, a pile of combining
      // marks, Thai and Hangul jamo.
      dish(
        "glyphs",
        "Glyphs❤️🇨🇳ｗｉｄｅe" + String(repeating: "\u{301}", count: 8) + "ก\u{E34}\u{1100}\u{1161}!"),
      ["idstr": "105", "name": ["not", "a", "string"]],
    ]
  }

  private func writeDishPages() throws {
    let hostile =
      "<html><head><title>\(Payload.title)</title></head><body>"
      + "<h1>Title\(Payload.csi)Safe</h1>"
      + "<div class=\"xtip\">Intro\(Payload.clipboard)\(Payload.link)Visible</div>"
      + "<p>Bell\(Payload.bell)C1\(Payload.c1)RLO\(Payload.rightToLeft)ZWJ\(Payload.joiner)End</p>"
      + "<p>&#x1B;]52;c;ZW50aXR5&#x07;Entity&#27;[2J&#x9B;Done</p>"
      + "<img alt=\"Alt\(Payload.title)Text\" src=\"x.jpg\">"
      + "<p>RAW_BYTES</p>"
      + "<p>" + String(repeating: "x", count: 5_000) + "</p></body></html>"
    var data = Data(hostile.utf8)
    // Invalid UTF-8 and a raw 8-bit CSI (0x9B) and ESC ] in bytes.
    data = data.replacing(
      Data("RAW_BYTES".utf8),
      with: Data([
        0x52, 0xFF, 0xFE, 0x9B, 0x33, 0x31, 0x6D, 0xC3, 0x1B, 0x5D, 0x32, 0x3B, 0x07, 0x57,
      ]))
    try write("Html/food/101.html", data)
    try write("Html/food/102.html", page(String(repeating: "宽", count: 2_500)))
    try link("Html/food/leak.html", to: "../../../outside/secret.html")
    try link("Html/food/loop.html", to: "loop.html")
    let depth = 10_000
    try write(
      "Html/food/deep.html",
      page(
        String(repeating: "<div>", count: depth) + "DeepText"
          + String(repeating: "</div>", count: depth)))
    try write("Html/food/huge.html", hasHugePage ? Self.hugePage() : Data(page("HugeTitle").utf8))
    try makeFIFO("Html/food/fifo.html")
    try FileManager.default.createDirectory(
      atPath: path("Html/food/folder.html"), withIntermediateDirectories: true)
    try write("Html/food/locked.html", page("LockedText"))
    chmod(path("Html/food/locked.html"), 0)
  }

  /// A page of about 10 MB: a title, then paragraphs of Chinese text.
  static func hugePage() -> Data {
    let paragraph = "<p>" + String(repeating: "大页面的文字内容，", count: 40) + "</p>\n"
    var text = "<html><body><h1>HugeTitle</h1>\n"
    let count = 10_000_000 / paragraph.utf8.count + 1
    text.reserveCapacity(count * paragraph.utf8.count + 100)
    for _ in 0..<count { text += paragraph }
    return Data((text + "</body></html>\n").utf8)
  }

  // MARK: Files

  func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

  private func write(_ relative: String, _ text: String) throws {
    try write(relative, Data(text.utf8))
  }

  private func write(_ relative: String, _ data: Data) throws {
    let url = folder.appendingPathComponent(relative).standardizedFileURL
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  private func link(_ relative: String, to target: String) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(relative).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
  }

  private func makeFIFO(_ relative: String) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(relative).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    guard mkfifo(path(relative), 0o644) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
  }

  // MARK: Content

  private func dish(_ id: String, _ name: String) -> [String: Any] {
    ["idstr": id, "name": name, "diff": "切墩(初级)", "time": "10-30分钟", "imageUrl": "", "url": ""]
  }

  private func page(_ body: String) -> String {
    "<html><head><link rel=\"stylesheet\" href=\"../css/recipe.css\"></head><body>\(body)</body></html>\n"
  }

  /// A binary plist: it carries any string, controls included, as is.
  private func binaryPlist(_ value: Any) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
  }

  /// An XML plist of string dictionaries; `escape: false` writes the
  /// values as they are (so character references stay references).
  private func xmlPlist(_ dicts: [[String: Any]], escape: Bool = true) -> String {
    func text(_ value: Any) -> String {
      let string = "\(value)"
      guard escape else { return string }
      return string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
        of: "<", with: "&lt;")
    }
    let body = dicts.map { dict in
      "<dict>"
        + dict.keys.sorted().map { "<key>\($0)</key><string>\(text(dict[$0] ?? ""))</string>" }
        .joined() + "</dict>\n"
    }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <array>
      \(body)</array>
      </plist>

      """
  }
}
