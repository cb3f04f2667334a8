import Foundation
import RecipeKit
import Testing

/// Parses every page of the original iPad app's bundle, when it is checked
/// out beside this package (`../shared/corpus/ipad-recipes`).
@Suite struct CorpusPagesTests {
  /// The corpus's page folder, or nil when the corpus is absent.
  static let foodFolder: URL? = {
    let folder = corpusRoot.appendingPathComponent("Html/food")
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
    return exists && isDirectory.boolValue ? folder : nil
  }()

  /// `../shared/corpus/ipad-recipes` from the folder holding Package.swift,
  /// found by walking up from this file.
  static var corpusRoot: URL {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("../shared/corpus/ipad-recipes").standardizedFileURL
  }

  /// The corpus pages, `1.html` … `827.html`, in numeric order.
  static func pages(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "html" }
      .sorted { pageNumber($0) < pageNumber($1) }
  }

  static func pageNumber(_ url: URL) -> Int {
    Int(url.deletingPathExtension().lastPathComponent) ?? Int.max
  }

  // A skipped test shows this comment, with the path that was looked at.
  @Test(.enabled(if: foodFolder != nil, "corpus absent, skipped: \(corpusRoot.path)"))
  func everyPageButTheEmptyOneHasATitleAndSteps() throws {
    let folder = try #require(Self.foodFolder)
    let pages = try Self.pages(in: folder)
    let contents = try pages.map { try Data(contentsOf: $0) }
    let clock = ContinuousClock()
    let start = clock.now
    let recipes = contents.map { RecipePageParser.parse($0) }
    let elapsed = clock.now - start
    print("parsed \(pages.count) corpus pages in \(elapsed) (this build's optimisation level)")

    #expect(pages.count == 827)
    var withoutText: [String] = []
    var withEmptyStep: [String] = []
    for (page, recipe) in zip(pages, recipes) {
      let name = page.lastPathComponent
      guard recipe.hasRecipeText else {
        withoutText.append(name)
        continue
      }
      #expect(recipe.title?.isEmpty == false, "\(name) has no title")
      #expect(!recipe.stepTexts.isEmpty, "\(name) has no step")
      if recipe.stepTexts.contains("") { withEmptyStep.append(name) }
    }
    // 666.html says only 没有内容 ("no content").
    #expect(withoutText == ["666.html"])
    // Their step 4 and step 2 are `<span class="fwb">N.</span> </p>` in the
    // source: a number, a picture (131), no text.
    #expect(withEmptyStep == ["131.html", "185.html"])
  }
}
