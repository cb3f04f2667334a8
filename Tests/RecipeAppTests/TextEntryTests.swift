import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 29, point 5: every input line of the app is a `TextField`, so the
/// filter, the palette and "What can I cook?" edit alike (readline's keys),
/// and the arrows that used to leave the filter or jump in the palette's
/// results stay in the line.
@Suite struct TextEntryTests {
  static let wide = Size(width: 120, height: 40)

  /// The input line `opening` opened, and what it holds.
  static func field(_ app: AppHarness, opening: String) throws -> TextField {
    switch opening {
    case "w": return try #require(app.coordinator.whatCanICook.page).field
    case "ctrl-p":
      let palette = try #require(
        app.coordinator.application.presentations.last as? PaletteController)
      return try #require(palette.content as? PaletteViewController).field
    default: return app.coordinator.dishes.filterField
    }
  }

  static let openings = ["w", "ctrl-p", "tab /"]

  @Test(arguments: openings)
  func everyLineEditsAsReadlineDoes(opening: String) throws {
    let app = try AppHarness(
      size: Self.wide, keys: opening + " text:ab\\scd left left home ctrl-e ctrl-a right x")
    let field = try Self.field(app, opening: opening)
    #expect(field.text == "axb cd" && field.cursor == 2)
    try app.send("ctrl-k")
    #expect(field.text == "ax")
    try app.send("home delete ctrl-d")
    #expect(field.text.isEmpty)
    try app.send("text:one\\stwo ctrl-w")
    #expect(field.text == "one ")
    try app.send("left ctrl-u")
    #expect(field.text == " " && field.cursor == 0)
  }

  @Test(arguments: openings)
  func aPasteGoesInAtTheCursor(opening: String) throws {
    let app = try AppHarness(size: Self.wide, keys: opening + " text:ad left")
    app.coordinator.application.dispatch(.paste("bc"))
    #expect(try Self.field(app, opening: opening).text == "abcd")
  }

  @Test func leftAndRightStayInTheFilter() throws {
    let app = try AppHarness(size: Self.wide, keys: "tab / text:蛋 left left right right")
    #expect(app.coordinator.dishes.isEditingFilter)
    #expect(app.coordinator.split.focusedColumn == .supplementary)
    #expect(app.coordinator.dishes.filterText == "蛋")
    // `enter`, `tab` and `esc` still leave it.
    try app.send("tab")
    #expect(!app.coordinator.dishes.isEditingFilter)
  }

  @Test func homeAndEndMoveInThePaletteLineNotInTheResults() throws {
    let app = try AppHarness(size: Self.wide, keys: "ctrl-p text:ji down down home")
    let palette = try #require(
      app.coordinator.application.presentations.last as? PaletteController)
    let content = try #require(palette.content as? PaletteViewController)
    #expect(content.list.selectedRow == 2)
    #expect(content.field.cursor == 0)
    try app.send("end pgdn")
    #expect(content.field.cursor == 2)
    #expect((content.list.selectedRow ?? 0) > 2)
  }

  @Test func whatCanICookMovesItsResultsWithTheArrowsOnly() throws {
    let app = try AppHarness(size: Self.wide, keys: "w text:鸡蛋 down home")
    let page = try #require(app.coordinator.whatCanICook.page)
    #expect(page.list.selectedRow == 1)
    #expect(page.field.cursor == 0 && page.text == "鸡蛋")
  }
}

/// The bottom-line question (`E`'s title) is a `TextField` too.
@Suite struct PromptEntryTests {
  @Test func theTitleQuestionEditsAsReadlineDoes() {
    let prompt = TitlePromptController(question: "New recipe title: ")
    var answers: [String?] = []
    prompt.onAnswer = { answers.append($0) }
    for key in [Key.character("a"), .character("c"), .left, .character("b"), .home, .right] {
      #expect(prompt.handle(.key(key)))
    }
    #expect(prompt.text == "abc" && prompt.field.cursor == 1)
    _ = prompt.handle(.key(.control("k")))
    _ = prompt.handle(.paste("pple pie"))
    #expect(prompt.text == "apple pie")
    _ = prompt.handle(.key(.control("w")))
    #expect(prompt.text == "apple ")
    let line = prompt.line(width: 40)
    #expect(line.answer == "apple " && line.cursorX == 1 + 18 + 6)
    #expect(!prompt.handle(.key(.function(1))), "f1 goes on to the help")
    _ = prompt.handle(.key(.enter))
    #expect(answers == ["apple"])
  }
}
