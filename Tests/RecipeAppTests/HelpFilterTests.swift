import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 30, item 13: in the help, `/` starts a filter line (as in
/// `less`) that narrows the page to the lines holding what is typed; the
/// page's other keys keep scrolling, `esc` first leaves the filter, and
/// `q`/`esc` close the help.
@Suite struct HelpFilterTests {
  static let size = Size(width: 120, height: 40)

  /// The help page on screen, if the help is open.
  static func page(_ app: AppHarness) -> HelpPageViewController? {
    HelpFollowsYouTests.keysPage(app) as? HelpPageViewController
  }

  /// The page's lines as text, at its width.
  static func texts(_ page: HelpPageViewController) -> [String] {
    page.textView.lines.map(\.text)
  }

  @Test func slashNarrowsTheKeysToTheLinesHoldingTheText() throws {
    let app = try AppHarness(size: Self.size, keys: "? / text:half")
    let page = try #require(Self.page(app))
    #expect(page.isEditingFilter && page.filterText == "half")
    let lines = Self.texts(page)
    #expect(!lines.isEmpty)
    for line in lines { #expect(line.lowercased().contains("half"), "\(line)") }
    #expect(lines.contains { $0.contains("ctrl-d") }, "\(lines)")
    // The line is drawn at the page's foot, the text after `/ `.
    #expect(app.screen.contains("/ half"), "\(app.screen)")
    // Keys match too (`ctrl-d`, whose words do not say it).
    try app.send("ctrl-u text:ctrl-d")
    #expect(Self.texts(page).contains { $0.contains("ctrl-d") })
    #expect(Self.texts(page).count < 6, "\(Self.texts(page))")
  }

  @Test func whileTypedTheScrollKeysThatAreNotTextStillScroll() throws {
    let app = try AppHarness(size: Size(width: 120, height: 24), keys: "? /")
    let page = try #require(Self.page(app))
    #expect(page.isEditingFilter && page.textView.topLine == 0)
    try app.send("down down")
    #expect(page.textView.topLine == 2 && page.filterText.isEmpty)
    // `j` and space are text here.
    try app.send("j")
    #expect(page.filterText == "j" && page.textView.topLine == 0)
  }

  @Test func escFirstLeavesTheFilterThenClosesTheHelp() throws {
    let app = try AppHarness(size: Self.size, keys: "? / text:quit")
    let full = try AppHarness(size: Self.size, keys: "?")
    let fullCount = try #require(Self.page(full)).textView.lines.count
    let page = try #require(Self.page(app))
    #expect(page.textView.lines.count < fullCount)
    try app.send("esc")
    #expect(Self.page(app) === page, "the help stays open")
    #expect(!page.isEditingFilter && page.filterText.isEmpty)
    #expect(page.textView.lines.count == fullCount)
    try app.send("esc")
    #expect(Self.page(app) == nil)
  }

  @Test func enterKeepsTheFilterForTheScrollKeysAndEscClearsIt() throws {
    let app = try AppHarness(size: Self.size, keys: "? / text:cook enter")
    let page = try #require(Self.page(app))
    #expect(!page.isEditingFilter && page.filterText == "cook")
    // `j` scrolls now (it is no text), `q` closes the help.
    try app.send("j")
    #expect(page.filterText == "cook")
    #expect(app.screen.contains("/ cook"))
    try app.send("esc")
    #expect(Self.page(app) === page && page.filterText.isEmpty)
    try app.send("/ text:cook enter q")
    #expect(Self.page(app) == nil)
  }

  @Test func nothingMatchingSaysSo() throws {
    let app = try AppHarness(size: Self.size, keys: "? / text:zzzq")
    let page = try #require(Self.page(app))
    #expect(Self.texts(page) == [" No help line holds “zzzq”"])
    let zh = try AppHarness(size: Self.size, keys: "? / text:zzzq", language: .zh)
    let zhPage = try #require(Self.page(zh))
    #expect(Self.texts(zhPage) == [" 没有包含“zzzq”的帮助行"])
  }

  @Test func everyTopicFilters() throws {
    // From the Keys page `‹` (left) goes back to the topics; Mouse is second.
    let app = try AppHarness(size: Self.size, keys: "? left down enter / text:wheel")
    let page = try #require(Self.page(app))
    #expect(page.title == "Mouse")
    #expect(Self.texts(page).count == 1 && Self.texts(page)[0].contains("wheel"))
  }
}
