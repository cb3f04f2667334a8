import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// `recipes --search QUERY`: the binary from the outside (temporary XDG
/// folders, a clean environment) on `Data/` and on the corpus when present.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct SearchCommandTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")

  func run(_ arguments: [String]) throws -> ProcessResult {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("search-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = TemporaryXDG.environment(home: home)
    return try runProcess(
      binary, arguments, environment: environment, currentDirectory: PackagePaths.root)
  }

  func rows(_ result: ProcessResult) -> [[String]] {
    result.stdout.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  @Test func initialsFindTheDishWithItsCuisineFirst() throws {
    let result = try run(["--search", "hsqz", "--data", "Data"])
    #expect(result.status == 0)
    #expect(rows(result).first == ["dish", "106", "家常菜", "红烧茄子"])
  }

  @Test func everyLineHasFourFieldsAndAtMostFiftyLines() throws {
    let result = try run(["--search", "c", "--data", "Data"])
    #expect(result.status == 0)
    let rows = rows(result)
    #expect(rows.count == 50)
    for row in rows {
      #expect(row.count == 4, "\(row)")
      #expect(["dish", "cuisine", "ingredient", "command"].contains(row[0]))
      if ["ingredient", "command"].contains(row[0]) { #expect(row[1].isEmpty && row[2].isEmpty) }
      if row[0] == "cuisine" { #expect(!row[1].isEmpty && row[2] == row[3]) }
    }
  }

  @Test func thePalettesCommandsAreListedInTheLanguageOfLang() throws {
    let english = try run(["--search", "theme", "--data", "Data"])
    #expect(rows(english).first == ["command", "", "", "Theme"])
    let chinese = try run(["--search", "zhuti", "--data", "Data", "--lang", "zh"])
    #expect(rows(chinese).contains(["command", "", "", "主题"]))
    let difficulty = try run(["--search", "sortbydifficulty", "--data", "Data"])
    #expect(rows(difficulty).first == ["command", "", "", "Sort by difficulty"])
  }

  @Test func aCuisineIsFoundByPinyin() throws {
    let result = try run(["--search", "chuancai"])
    #expect(result.status == 0)
    #expect(rows(result).first == ["cuisine", "2", "川菜", "川菜"])
  }

  @Test func nothingMatchingExitsOneWithOneSanitisedLine() throws {
    let result = try run(["--search", "zzzq\u{1B}]0;owned\u{7}", "--data", "Data"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("recipes: nothing matches"))
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }

  @Test func anEmptyOrControlOnlyQueryMatchesNothing() throws {
    #expect(try run(["--search", "", "--data", "Data"]).status == 1)
    #expect(try run(["--search", "\u{1B}\u{7}", "--data", "Data"]).status == 1)
    let long = try run(["--search", String(repeating: "肉", count: 1_000), "--data", "Data"])
    #expect(long.status == 1)
  }

  @Test func badSearchCommandLinesAreUsageErrors() throws {
    #expect(try run(["--search"]).status == 2)
    #expect(try run(["--search", "a", "--print", "1"]).status == 2)
    #expect(try run(["--search", "a", "--data", "/nonexistent/bundle"]).status == 2)
  }

  @Test(
    .enabled(
      if: PackagePaths.hasCorpus, "the iPad corpus is absent (../shared/corpus/ipad-recipes)"))
  func onTheCorpusPolyphonesFindTheirDishes() throws {
    let corpus = PackagePaths.corpus.path
    let chongqing = try run(["--search", "chongqing", "--data", corpus])
    #expect(rows(chongqing).prefix(2).map { $0[3] } == ["重庆辣子鸡", "重庆酸辣粉"])
    let huiguorou = try run(["--search", "huiguorou", "--data", corpus])
    #expect(rows(huiguorou).first == ["dish", "363", "川菜", "回锅肉"])
  }

  @Test func theSearchOptionParses() throws {
    #expect(try Options.parse(["--search", "hgr"]).mode == .search(query: "hgr"))
    #expect(try Options.parse(["--search=回锅", "--data", "D"]).dataFolder == "D")
    #expect(Options.helpText.contains("recipes --search QUERY [--data DIR]"))
  }
}
