import Foundation
import Testing

@testable import RecipeKit

/// A page nested too deep for libxml2, or larger than the 16 MiB cap, says
/// so in `Recipe.problem` instead of losing text silently (issue 31, item 13).
@Suite struct PageProblemParserTests {
  @Test(arguments: [256, 300, 10_000])
  func aPageNestedTooDeepSaysWhereTheReadingStopped(depth: Int) {
    let recipe = RecipePageParser.parse(Data(PageProblemFixtures.nestedPage(depth: depth).utf8))
    #expect(recipe.problem == .nestedTooDeep(line: PageProblemFixtures.nestedStopLine))
    #expect(recipe.title == "深深的页")
    #expect(recipe.description.contains("开头的文字"))
    // libxml2 stops there: what follows is lost (and now said to be).
    #expect(!recipe.description.contains("结尾的文字"))
    #expect(
      recipe.problem?.message == "page too deeply nested at line 258: the rest is not shown")
  }

  @Test(arguments: [1, 200, 255])
  func aPageWithinTheDepthLimitIsReadWholeWithoutProblem(depth: Int) {
    let recipe = RecipePageParser.parse(Data(PageProblemFixtures.nestedPage(depth: depth).utf8))
    #expect(recipe.problem == nil)
    #expect(recipe.description.contains("最深处的文字"))
    #expect(recipe.description.contains("结尾的文字"))
  }

  @Test func otherBrokenHTMLIsNoProblem() {
    let page = "<html><body><h1>乱</h1><p>未闭合<div></span><table><td>格</body></html>"
    #expect(RecipePageParser.parse(Data(page.utf8)).problem == nil)
  }

  @Test func aPageOverTheCapSaysItIsTooLarge() throws {
    try withPage(PageProblemFixtures.largePage(atLeast: 2_000)) { url in
      let recipe = RecipePageParser.parse(contentsOf: url, maxBytes: 1_024)
      #expect(recipe.blocks.isEmpty)
      #expect(recipe.problem == .tooLarge(maximumBytes: 1_024))
      #expect(recipe.problem?.message == "page larger than 1 KiB")
      // Within the cap the same page is read, without problem.
      let whole = RecipePageParser.parse(contentsOf: url, maxBytes: 1 << 20)
      #expect(whole.problem == nil)
      #expect(whole.title == "大大的页")
    }
  }

  @Test func theDefaultCapIs16MiB() throws {
    try withPage(PageProblemFixtures.largePage(atLeast: 16 << 20)) { url in
      let recipe = RecipePageParser.parse(contentsOf: url)
      #expect(recipe.problem == .tooLarge(maximumBytes: 16 << 20))
      #expect(recipe.problem?.message == "page larger than 16 MiB")
    }
  }

  @Test func aMissingPageIsEmptyWithoutProblem() {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString).html")
    #expect(RecipePageParser.parse(contentsOf: url) == .empty)
  }

  @Test func scalingKeepsTheProblem() {
    let recipe = Recipe(
      blocks: [.ingredients(group: "主料", items: [Ingredient(name: "盐", amount: "5克")])],
      problem: .nestedTooDeep(line: 9))
    #expect(recipe.scaled(by: 2).problem == .nestedTooDeep(line: 9))
  }

  private func withPage(_ data: Data, _ body: (URL) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "page-problem-\(UUID().uuidString).html")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url)
  }
}
