import Foundation
import Testing

@testable import RecipeApp

/// The issue's hostile set through `recipes import`, made at test time: a
/// 50 MB page, 10,000 nested `@graph`s, a zip bomb and `../` paths in a
/// Paprika export, titles that are a control sequence or a path. Each
/// source is reported in one printable line, nothing crashes, and nothing
/// is written outside `--into`.
@Suite struct ImportHostileTests {
  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Writes the Paprika exports with Python's own zipfile and gzip (not the
  /// code under test): `bomb` (60 MB of zeros in one entry) and
  /// `traversal` (`../` and absolute entry names beside a good one).
  static let script = #"""
    import gzip, json, os, sys, zipfile
    out = sys.argv[1]
    soup = {"name": "Pea Soup", "ingredients": "500 g peas", "directions": "Simmer."}
    with zipfile.ZipFile(os.path.join(out, "bomb.paprikarecipes"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("bomb.paprikarecipe", bytes(60 * 1024 * 1024))
    with zipfile.ZipFile(os.path.join(out, "traversal.paprikarecipes"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("../../escape.paprikarecipe", gzip.compress(json.dumps(dict(soup, name="Escaped")).encode()))
        z.writestr("/tmp/absolute.paprikarecipe", gzip.compress(json.dumps(dict(soup, name="Absolute")).encode()))
        z.writestr("Pea Soup.paprikarecipe", gzip.compress(json.dumps(soup).encode()))
    """#

  /// Every file and folder under `root`, as paths inside it.
  static func tree(_ root: String) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    return walker.compactMap { $0 as? String }.sorted()
  }

  static func write(_ text: String, _ path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test(.enabled(if: python != nil, "needs python3 to write the Paprika exports"))
  func theHostileSetIsReportedOneLineEachAndWritesOnlyIntoTheFolder() throws {
    let root = try ImportCommandTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let sources = root + "/sources"
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    // A 50 MB page (a recipe at its end, never read).
    var page = Data("<html><body><p>".utf8)
    page.append(Data(repeating: UInt8(ascii: "a"), count: 50 * 1024 * 1024))
    page.append(Data(#"</p><script type="application/ld+json">{"@type":"Recipe","name":"Late"}</script>"#.utf8))
    try page.write(to: URL(fileURLWithPath: sources + "/big.html"))
    // 10,000 nested @graphs.
    let nested =
      String(repeating: #"{"@graph": ["#, count: 10_000) + #"{"@type": "Recipe", "name": "Deep"}"#
      + String(repeating: "]}", count: 10_000)
    try Self.write(
      #"<html><script type="application/ld+json">"# + nested + "</script></html>",
      sources + "/nested.html")
    // Titles that are a control sequence, and paths.
    try Self.write(
      #"{"@type": "Recipe", "name": "\u001b]52;c;ZXZpbA==\u0007\u001b[2J", "recipeIngredient": ["1 egg"]}"#,
      sources + "/control.json")
    try Self.write(
      #"{"@type": "Recipe", "name": "../../../outside", "recipeIngredient": ["1 egg"]}"#,
      sources + "/climb.json")
    try Self.write(
      #"{"@type": "Recipe", "name": "/tmp/recipes-absolute-title", "recipeIngredient": ["1 egg"]}"#,
      sources + "/absolute.json")
    let python = try #require(Self.python)
    try Self.write(Self.script, root + "/make.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [root + "/make.py", sources]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    try FileManager.default.removeItem(atPath: root + "/make.py")
    let before = Self.tree(root)

    let names = [
      "big.html", "nested.html", "bomb.paprikarecipes", "traversal.paprikarecipes",
      "control.json", "climb.json", "absolute.json",
    ]
    let into = root + "/into"
    let run = InProcessRun(
      ["import", "--into", into] + names.map { sources + "/" + $0 },
      environment: InProcessRun.environment(folder: root))
    #expect(run.status == 1)
    #expect(
      run.errors == [
        sources + "/big.html: failed (too large)",
        sources + "/nested.html: failed (nested too deep)",
        sources + "/bomb.paprikarecipes: failed (too large)",
        sources + "/traversal.paprikarecipes: imported",
        sources + "/control.json: imported",
        sources + "/climb.json: imported",
        sources + "/absolute.json: imported",
      ])
    // Only `into` is new, and everything in it is a plain name.
    let after = Self.tree(root)
    #expect(after.filter { !$0.hasPrefix("into") } == before)
    let written = Self.tree(into)
    #expect(written.count == 4)
    #expect(written.contains("Pea Soup.cook"))
    #expect(written.contains("outside.cook"))
    #expect(written.contains("tmp recipes-absolute-title.cook"))
    #expect(written.allSatisfy { !$0.contains("/") && !$0.unicodeScalars.contains { $0.value < 0x20 } })
    #expect(!FileManager.default.fileExists(atPath: "/tmp/recipes-absolute-title"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute.paprikarecipe"))

    // Printed instead of written: nothing of the control sequence reaches
    // the terminal either.
    let dry = InProcessRun(
      ["import", "--dry-run", sources + "/control.json"],
      environment: InProcessRun.environment(folder: root))
    #expect(dry.status == 0)
    #expect(dry.outputs.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } })
  }
}
