import Foundation
import Glibc
import RecipeKit
import Testing

@Suite struct RecipePageParserTests {
  // MARK: - Fixtures, block for block

  @Test func aPageInTheBundleStructureBecomesEveryBlockInOrder() throws {
    let recipe = try parseFixture("page-basic.html")
    #expect(
      recipe.blocks == [
        .title("番茄炒蛋"),
        .introduction("家家都会做的快手菜。番茄的酸甜裹住嫩滑的鸡蛋，拌饭最合适。"),
        .facts(difficulty: "切墩(初级)", time: "10分左右"),
        .ingredients(
          group: "主料",
          items: [Ingredient(name: "番茄", amount: "2个"), Ingredient(name: "鸡蛋", amount: "3个")]),
        .ingredients(group: "辅料", items: [Ingredient(name: "葱花", amount: "少许")]),
        .ingredients(
          group: "调料",
          items: [Ingredient(name: "盐", amount: "1小勺"), Ingredient(name: "白糖", amount: "")]),
        .heading("番茄炒蛋的做法步骤"),
        .step(number: 1, text: "番茄切块，鸡蛋加一点盐打散。"),
        .step(number: 2, text: "热油下蛋液，凝固后盛出。"),
        .step(number: 3, text: "余油炒番茄，出汁后倒回鸡蛋，加盐和糖翻匀，撒葱花。"),
        .tips(["番茄先用开水烫一下更容易去皮。", "糖可以中和酸味，按口味增减。"]),
      ])
    #expect(recipe.title == "番茄炒蛋")
    #expect(recipe.stepTexts.count == 3)
    #expect(recipe.hasRecipeText)
  }

  /// Unclosed `td`/`p`, stray `</a>`, `&nbsp;`, comments, inline styles,
  /// script and style, upper-case tags, CRLF, a wrong `<meta charset>`, runs
  /// of `<br>`, pictures with `alt` or only `title`, a step without number.
  @Test func aMessyPageIsReadTheWayABrowserShowsIt() throws {
    let recipe = try parseFixture("page-messy.html")
    #expect(
      recipe.blocks == [
        .title("凉拌 黄瓜"),
        .introduction("清爽&开胃，夏天必备。\n\n五分钟上桌。"),
        .facts(difficulty: "切墩(初级)", time: nil),
        .ingredients(
          group: "主料",
          items: [Ingredient(name: "黄瓜", amount: "2根"), Ingredient(name: "蒜", amount: "3瓣")]),
        .heading("凉拌黄瓜的做法步骤"),
        .image(alt: "拍黄瓜"),
        .step(number: 1, text: "黄瓜拍裂，切段。"),
        .image(alt: "调汁"),
        .step(number: 2, text: "蒜末、醋<少许>和盐调成汁，淋上拌匀。"),
        .tips(["现拌现吃", "口感更脆"]),
      ])
  }

  @Test func aPageOfAnotherShapeKeepsAllItsText() throws {
    let recipe = try parseFixture("page-other-shape.html")
    #expect(
      recipe.blocks == [
        .paragraph("Loose text at the top."),
        .heading("Section"),
        .paragraph("First paragraph with inline words."),
        .list(items: ["one", "two\nnested"], ordered: false),
        .list(items: ["first", "second"], ordered: true),
        .table(rows: [["Name", "Amount"], ["sugar", "5 g"]]),
        .paragraph("line one\nline two"),
        .image(alt: ""),
        .paragraph("Closing words."),
      ])
    #expect(recipe.title == nil)
    #expect(recipe.hasRecipeText)
  }

  /// ESC, BEL, DEL, VT, C1 controls (as UTF-8 and as a lone byte), invalid
  /// UTF-8, and character references to controls. libxml2 itself drops
  /// `&#27;` (not an XML character); everything else shows as U+FFFD.
  @Test func controlCharactersAndInvalidBytesBecomeReplacementCharacters() throws {
    let recipe = try parseFixture("page-controls.html")
    #expect(
      recipe.blocks == [
        .title("Bell\u{FFFD} and escape\u{FFFD}[31m title"),
        .paragraph("C1 \u{FFFD} next-line and \u{FFFD} CSI, DEL \u{FFFD}, vertical tab \u{FFFD}."),
        .paragraph("Invalid UTF-8: \u{FFFD} \u{FFFD}( lone continuation \u{FFFD} end."),
        .paragraph("References: \u{FFFD} \u{FFFD} ok"),
        .image(alt: "alt\u{FFFD}with escape"),
      ])
    #expect(controlCharacters(in: recipe).isEmpty)
  }

  // MARK: - Pages without recipe text

  @Test func anEmptyPageHasNoBlocksAndNoRecipeText() throws {
    let recipe = try parseFixture("page-empty.html")
    #expect(recipe.blocks.isEmpty)
    #expect(!recipe.hasRecipeText)
  }

  /// Corpus page 666 has nothing in its body but 没有内容 ("no content").
  @Test func thePlaceholderPageHasNoRecipeText() {
    let recipe = parse("<html><head></head>\n<body>\n没有内容\n</body>\n</html>")
    #expect(recipe.blocks == [.paragraph("没有内容")])
    #expect(!recipe.hasRecipeText)
  }

  @Test(
    arguments: [
      ("empty input", []),
      ("binary data", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]),
      ("a NUL byte in a page", Array("<p>text</p>".utf8) + [0]),
    ] as [(String, [UInt8])])
  func inputThatIsNotAPageGivesTheEmptyRecipe(_ label: String, bytes: [UInt8]) {
    let recipe = RecipePageParser.parse(bytes)
    #expect(recipe == .empty, "\(label)")
    #expect(!recipe.hasRecipeText, "\(label)")
  }

  @Test(arguments: ["<<<>>>&&&", "<p>!!! ??? ……</p>", "\u{FFFD}\u{FFFD}", "<img><img>"])
  func textWithoutALetterOrDigitIsNotRecipeText(_ page: String) {
    #expect(!parse(page).hasRecipeText)
  }

  // MARK: - Text rules

  @Test func runsOfLineBreaksCollapseToOneBlankLineAndAreTrimmedAtTheEnds() {
    let recipe = parse("<p><br> a <br><br><br><br> b <br> c<br><br></p>")
    #expect(recipe.blocks == [.paragraph("a\n\nb\nc")])
  }

  @Test func whiteSpaceAndNoBreakSpacesCollapseToOneSpace() {
    let recipe = parse("<p>\t one&nbsp;&nbsp; two\r\n three \u{A0}</p>")
    #expect(recipe.blocks == [.paragraph("one two three")])
  }

  @Test func inlineElementsJoinTheirTextWithoutAddingSpaces() {
    let recipe = parse("<p><span>难度：</span>配菜<b>(中级)</b></p>")
    #expect(recipe.blocks == [.paragraph("难度：配菜(中级)")])
  }

  @Test func stepsWithoutANumberAreCountedFromThePreviousStepSinceTheLastHeading() {
    let recipe = parse(
      """
      <div class="stepcont"><p><span class="fwb">3.</span> three</p></div>
      <div class="stepcont"><p>four</p></div>
      <h3>Part two</h3>
      <div class="stepcont"><p>one again</p></div>
      <div class="stepcont"><p><span class="fwb">not a number</span> text</p></div>
      <div class="stepcont"><img alt="only a picture"></div>
      """)
    #expect(
      recipe.blocks == [
        .step(number: 3, text: "three"),
        .step(number: 4, text: "four"),
        .heading("Part two"),
        .step(number: 1, text: "one again"),
        .step(number: 2, text: "not a number text"),
        .image(alt: "only a picture"),
      ])
  }

  // MARK: - Robustness

  /// libxml2 stops building the tree at depth 256 (its default limit, kept
  /// on purpose), so the text below is lost; the walk itself never recurses
  /// and the page still gives what came before.
  @Test func aPageNestedTenThousandDeepIsReadWithoutRecursion() {
    let depth = 10_000
    let page =
      "<h1>Deep</h1>" + String(repeating: "<div><span>", count: depth) + "bottom"
      + String(repeating: "</span></div>", count: depth)
    let recipe = parse(page)
    #expect(recipe.title == "Deep")
  }

  @Test func aPageWithManyElementsIsReadWhole() {
    let page = "<p>" + String(repeating: "<b>x</b>", count: 50_000) + "</p>"
    #expect(parse(page).blocks == [.paragraph(String(repeating: "x", count: 50_000))])
  }

  @Test func pagesParsedConcurrentlyGiveTheSameRecipes() async throws {
    let pages = try ["page-basic.html", "page-messy.html", "page-controls.html"].map(fixtureData)
    let expected = pages.map { RecipePageParser.parse($0) }
    let results = await withTaskGroup(of: (Int, Recipe).self) { group in
      for round in 0..<48 {
        let index = round % pages.count
        let page = pages[index]
        group.addTask { (index, RecipePageParser.parse(page)) }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 48)
    for (index, recipe) in results {
      #expect(recipe == expected[index])
    }
  }

  @Test func parsingPrintsNothing() throws {
    let messy = try fixtureData("page-messy.html")
    let controls = try fixtureData("page-controls.html")
    let output = capturingStandardError {
      _ = RecipePageParser.parse(messy)
      _ = RecipePageParser.parse(controls)
      _ = RecipePageParser.parse(Array("<a></b></c><p>&bogus; <x y=>".utf8))
    }
    // libxml2 reports look like "HTML parser error : Unexpected end tag".
    #expect(!output.contains("error :"), "\(output)")
    #expect(!output.contains("warning :"), "\(output)")
  }

  // MARK: - Files

  @Test func readingAFileGivesWhatParsingItsBytesGives() throws {
    let url = try fixtureURL("page-basic.html")
    #expect(
      RecipePageParser.parse(contentsOf: url) == RecipePageParser.parse(try Data(contentsOf: url)))
  }

  /// A too large file has no blocks either, but says why (issue 31, item 13).
  @Test func aMissingUnreadableOrTooLargeFileGivesTheEmptyRecipe() throws {
    let basic = try fixtureURL("page-basic.html")
    let folder = basic.deletingLastPathComponent()
    #expect(
      RecipePageParser.parse(contentsOf: folder.appendingPathComponent("missing.html")) == .empty)
    #expect(RecipePageParser.parse(contentsOf: folder) == .empty)
    #expect(
      RecipePageParser.parse(contentsOf: basic, maxBytes: 100)
        == Recipe(blocks: [], problem: .tooLarge(maximumBytes: 100)))
    #expect(RecipePageParser.parse(contentsOf: basic, maxBytes: -1) == .empty)
    #expect(
      RecipePageParser.parse(contentsOf: try #require(URL(string: "https://example.com/1.html")))
        == .empty)
    let size = try Data(contentsOf: basic).count
    #expect(RecipePageParser.parse(contentsOf: basic, maxBytes: size).hasRecipeText)
  }

  // MARK: - Helpers

  private func fixtureURL(_ name: String) throws -> URL {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return folder.appendingPathComponent(name)
  }

  private func fixtureData(_ name: String) throws -> Data {
    try Data(contentsOf: fixtureURL(name))
  }

  private func parseFixture(_ name: String) throws -> Recipe {
    RecipePageParser.parse(try fixtureData(name))
  }

  private func parse(_ page: String) -> Recipe {
    RecipePageParser.parse(Array(page.utf8))
  }

  /// Every C0/C1 control character or DEL in the recipe's text, except the
  /// line feeds that stand for `<br>`.
  private func controlCharacters(in recipe: Recipe) -> [Unicode.Scalar] {
    "\(recipe)".unicodeScalars.filter { scalar in
      scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
  }

  /// Runs `body` with file descriptor 2 sent to a temporary file, then
  /// restores it, writes what was caught back to stderr (other tests may
  /// have printed meanwhile) and returns it.
  private func capturingStandardError(_ body: () -> Void) -> String {
    var template = Array("/tmp/recipekit-stderr-XXXXXX".utf8CString)
    let file = mkstemp(&template)
    let saved = dup(STDERR_FILENO)
    guard file >= 0, saved >= 0 else {
      body()
      return ""
    }
    defer {
      close(file)
      close(saved)
      unlink(template)
    }
    fflush(nil)
    dup2(file, STDERR_FILENO)
    body()
    fflush(nil)
    dup2(saved, STDERR_FILENO)
    let length = lseek(file, 0, SEEK_END)
    guard length > 0 else { return "" }
    var bytes = [UInt8](repeating: 0, count: Int(length))
    let count = pread(file, &bytes, bytes.count, 0)
    let text = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
    FileHandle.standardError.write(Data(text.utf8))
    return text
  }
}
