import Foundation
import Testing

@testable import RecipeKit

/// Paprika exports made at test time by a Python script (the standard
/// library's zipfile and gzip, so the archive is not written by the code
/// under test): one good export read whole, and hostile ones (a `../`
/// path, a zip bomb, too many entries, a gzip bomb inside an entry).
@Suite struct PaprikaReaderTests {
  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The script: writes `export.paprikarecipes`, `traversal.paprikarecipes`,
  /// `bomb.paprikarecipes`, `crowd.paprikarecipes` and
  /// `gzip-bomb.paprikarecipes` into the folder given.
  static let script = #"""
    import base64, gzip, json, os, sys, zipfile
    out = sys.argv[1]
    def entry(recipe):
        return gzip.compress(json.dumps(recipe).encode())
    scone = {"name": "Cheese Scones", "description": "Quick &amp; savoury.",
      "ingredients": "225 g self-raising flour\n55 g butter\n\nTopping:\n50 g cheddar, grated",
      "directions": "Rub the butter into the flour.\nStir in the cheese.\n\nBake for 12 minutes.",
      "notes": "Best warm.", "servings": "8 scones", "prep_time": "10 mins", "cook_time": "12 mins",
      "total_time": "", "source": "Grandma", "source_url": "https://example.net/scones",
      "image_url": "https://example.net/scones.jpg", "categories": ["Baking", "Snacks"],
      "photo_data": base64.b64encode(b"\xff\xd8fake jpeg\xff\xd9").decode()}
    soup = {"name": "Pea Soup", "ingredients": "500 g peas\n1 l stock", "directions": "Simmer and blend.",
      "servings": "", "prep_time": "", "cook_time": "20 minutes", "total_time": "1 hr",
      "source": "", "source_url": "", "image_url": "", "categories": [], "photo_data": None}
    with zipfile.ZipFile(os.path.join(out, "export.paprikarecipes"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("Cheese Scones.paprikarecipe", entry(scone))
        z.writestr("notes.txt", b"not a recipe")
        z.writestr("Pea Soup.paprikarecipe", entry(soup))
    with zipfile.ZipFile(os.path.join(out, "traversal.paprikarecipes"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("../../escape.paprikarecipe", entry(dict(soup, name="Escaped")))
        z.writestr("/etc/absolute.paprikarecipe", entry(dict(soup, name="Absolute")))
        z.writestr("Pea Soup.paprikarecipe", entry(soup))
    with zipfile.ZipFile(os.path.join(out, "bomb.paprikarecipes"), "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("bomb.paprikarecipe", bytes(60 * 1024 * 1024))
    with zipfile.ZipFile(os.path.join(out, "crowd.paprikarecipes"), "w", zipfile.ZIP_STORED) as z:
        for i in range(1001):
            z.writestr("r%d.paprikarecipe" % i, entry(dict(soup, name="Soup %d" % i)))
    with zipfile.ZipFile(os.path.join(out, "gzip-bomb.paprikarecipes"), "w", zipfile.ZIP_STORED) as z:
        z.writestr("bomb.paprikarecipe", gzip.compress(bytes(60 * 1024 * 1024)))
    """#

  /// Runs the script into a new temporary folder and returns it.
  static func makeExports() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "paprika-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let scriptFile = folder.appendingPathComponent("make.py")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    let python = try #require(Self.python)
    let result = try runProcessQuietly(
      URL(fileURLWithPath: python), [scriptFile.path, folder.path])
    #expect(result == 0)
    return folder
  }

  static func runProcessQuietly(_ program: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func bytes(_ folder: URL, _ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  @Test(.enabled(if: python != nil, "needs python3 to write the archives"))
  func anExportReadsEveryRecipeWithItsPhoto() throws {
    let folder = try Self.makeExports()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipes = try PaprikaReader.readExport(try Self.bytes(folder, "export.paprikarecipes"))

    var scones = ImportedRecipe(title: "Cheese Scones")
    scones.description = "Quick & savoury."
    scones.ingredientGroups = [
      IngredientGroup(lines: ["225 g self-raising flour", "55 g butter"]),
      IngredientGroup(name: "Topping", lines: ["50 g cheddar, grated"]),
    ]
    scones.instructionSections = [
      InstructionSection(steps: [
        "Rub the butter into the flour.", "Stir in the cheese.", "Bake for 12 minutes.",
      ])
    ]
    scones.yields = "8 scones"
    scones.prepMinutes = 10
    scones.cookMinutes = 12
    scones.totalMinutes = 22
    scones.image = "https://example.net/scones.jpg"
    scones.author = "Grandma"
    scones.source = "https://example.net/scones"
    scones.tags = ["Baking", "Snacks"]
    scones.picture = [0xFF, 0xD8] + Array("fake jpeg".utf8) + [0xFF, 0xD9]

    var soup = ImportedRecipe(title: "Pea Soup")
    soup.ingredientGroups = [IngredientGroup(lines: ["500 g peas", "1 l stock"])]
    soup.instructionSections = [InstructionSection(steps: ["Simmer and blend."])]
    soup.cookMinutes = 20
    soup.totalMinutes = 60

    #expect(recipes == [scones, soup])
    #expect(
      try RecipeImporter.read(path: folder.appendingPathComponent("export.paprikarecipes").path)
        == recipes)
  }

  @Test(.enabled(if: python != nil, "needs python3 to write the archives"))
  func hostileArchivesAreRefusedOrSkippedInOneError() throws {
    let folder = try Self.makeExports()
    defer { try? FileManager.default.removeItem(at: folder) }
    // `../` and absolute paths are skipped; the safe entry is read.
    let titles = try PaprikaReader.readExport(try Self.bytes(folder, "traversal.paprikarecipes"))
      .map(\.title)
    #expect(titles == ["Pea Soup"])
    // 60 MB of zeros in one entry, 1,001 entries, a gzip bomb in an entry.
    for name in ["bomb.paprikarecipes", "crowd.paprikarecipes", "gzip-bomb.paprikarecipes"] {
      #expect(throws: ImportError.tooLarge, "\(name)") {
        try PaprikaReader.readExport(try Self.bytes(folder, name))
      }
    }
  }

  @Test func aBrokenArchiveIsUnreadable() {
    let notZip = Array("PK\u{3}\u{4} this is not really a zip".utf8)
    #expect(throws: ImportError.self) { try PaprikaReader.readExport(notZip) }
    #expect(throws: ImportError.unreadable("not gzip")) {
      try ArchiveReader.gunzip(Array("plain".utf8))
    }
  }

  @Test func archivePathsThatClimbOutAreUnsafe() {
    #expect(ArchiveReader.isSafe("Soup.paprikarecipe"))
    #expect(ArchiveReader.isSafe("a/b.paprikarecipe"))
    #expect(!ArchiveReader.isSafe("../b.paprikarecipe"))
    #expect(!ArchiveReader.isSafe("a/../../b"))
    #expect(!ArchiveReader.isSafe("/etc/passwd"))
    #expect(!ArchiveReader.isSafe("a\u{1B}[2Jb"))
  }
}
