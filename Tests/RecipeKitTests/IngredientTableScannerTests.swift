import Foundation
import TestSupport
import Testing

@testable import RecipeKit

/// The ingredient names read straight from the bytes (the index's fast
/// path) are always what the page reader reads: on every page of `Data/`
/// and of the corpus, the fixtures, and thousands of mutated pages; and
/// the plain pages, nearly all of them, do take the fast path.
@Suite struct IngredientTableScannerTests {
  /// What the whole page reader gives: groups and non-empty names.
  static func parsed(_ bytes: [UInt8]) -> [IngredientTableScanner.Line] {
    RecipePageParser.parse(bytes).ingredientLines.filter { !$0.name.isEmpty }.map {
      IngredientTableScanner.Line(group: $0.group, name: $0.name)
    }
  }

  static func pages(in folder: URL) throws -> [[UInt8]] {
    let food = folder.appendingPathComponent("Html/food")
    return try FileManager.default.contentsOfDirectory(atPath: food.path).sorted().map {
      Array(try Data(contentsOf: food.appendingPathComponent($0)))
    }
  }

  @Test func everyPageOfDataIsReadAsTheParserReadsIt() throws {
    let pages = try Self.pages(in: PackagePaths.data)
    #expect(pages.count == 144)
    for page in pages {
      let lines = try #require(IngredientTableScanner.lines(page), "a plain page")
      #expect(lines == Self.parsed(page))
      #expect(!lines.isEmpty)
    }
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func theCorpusPagesAreReadAsTheParserReadsThem() throws {
    let corpus = try #require(Corpus.folder())
    var scanned = 0
    for page in try Self.pages(in: corpus) {
      guard let lines = IngredientTableScanner.lines(page) else { continue }
      scanned += 1
      #expect(lines == Self.parsed(page))
    }
    #expect(scanned >= 800, "\(scanned) of 827 pages on the fast path")
  }

  @Test func fixturesAreReadAsTheParserReadsThemOrLeftToIt() throws {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    // The pages (the folder also holds IngredientLines/, the importer's
    // labelled lines).
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".html") {
      let page = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
      if let lines = IngredientTableScanner.lines(page) {
        #expect(lines == Self.parsed(page), "\(name)")
      }
    }
  }

  /// Snippets that change how a page is read: markup that hides or opens
  /// things, entities, controls, quotes.
  static let snippets = [
    "<!--", "-->", "<table>", "</table>", "<div class=\"xtip\">", "</div>", "<div>", "<h2>",
    "</h2>", "<h2 class=\"zfliao\">", "<script>", "</script>", "<style>", "&amp;", "&nbsp;",
    "\u{0}", "<span>", "</span>", "<label>", "</label>", "\"", "'", "<", ">", "class=\"retamr\"",
    "<tbody>", "<td>", "</td>", "<tr>", "</tr>", "\u{3000}", "\u{1}", "\u{85}", "\u{A0}", "\t",
    "<br>", "<b>", "</a>", "<ul>", "<li>", "<p>", "</p>", "<span class=\"fwb\">难度：</span>",
    "<span class='right'>", "<TABLE class=retamr>", "<textarea>", "<title>", "<!DOCTYPE html>",
    "<?x>", "<![CDATA[", "]]>", "盐", " ", "\n", "<label class=\"a\" class=\"b\">", "\u{FFFD}",
  ].map { Array($0.utf8) }

  @Test func mutatedPagesAreReadAsTheParserReadsThemOrLeftToIt() throws {
    let pages = try Self.pages(in: PackagePaths.data)
    var random = SeededGenerator(seed: 12)
    var scanned = 0
    var declined = 0
    for round in 0..<2500 {
      var page = pages[Int.random(in: 0..<pages.count, using: &random)]
      // Most edits near the ingredient table, where they matter.
      let mark =
        page.indices.first {
          page[$0] == UInt8(ascii: "r") && page[$0...].starts(with: Array("retamr".utf8))
        } ?? 0
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let near = Int.random(in: max(0, mark - 400)..<min(page.count, mark + 1600), using: &random)
        let anywhere = Int.random(in: 0..<page.count, using: &random)
        let at = Bool.random(using: &random) ? near : anywhere
        switch Int.random(in: 0..<4, using: &random) {
        case 0, 1:
          page.insert(contentsOf: Self.snippets.randomElement(using: &random) ?? [], at: at)
        case 2:
          page.removeSubrange(at..<min(page.count, at + Int.random(in: 1...12, using: &random)))
        default:
          let piece = Array(page[at..<min(page.count, at + Int.random(in: 1...40, using: &random))])
          page.insert(contentsOf: piece, at: Int.random(in: 0..<page.count, using: &random))
        }
      }
      if let lines = IngredientTableScanner.lines(page) {
        scanned += 1
        let expected = Self.parsed(page)
        #expect(
          lines == expected,
          "round \(round): \(expected.map(\.name)) \(lines.map(\.name)) \(String(decoding: page, as: UTF8.self))"
        )
      } else {
        declined += 1
      }
    }
    // Both paths were taken often enough to mean something.
    #expect(scanned > 200 && declined > 200, "\(scanned) scanned, \(declined) declined")
  }

  @Test func theIndexIsTheSameWhicheverPathReadsAPage() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let index = IngredientIndex.build(source: bundle)
    let slow = bundle.allDishes().map { entry in
      let recipe =
        bundle.pageURL(forDishID: entry.dish.idstr).map {
          RecipePageParser.parse(contentsOf: $0)
        } ?? .empty
      return IngredientIndex.dish(entry.dish, cuisine: entry.cuisine, lines: recipe.ingredientLines)
    }
    #expect(index.dishes == slow)
  }
}
