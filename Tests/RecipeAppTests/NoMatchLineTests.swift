import SplitLayout
import Testing

@testable import RecipeApp

/// A filter that matches nothing on a narrow terminal: the title says
/// `0 of 9` (not `0/0 of 9`), and the list's line says where to look
/// instead in full, wrapped (it was cut at `ctrl-p searches …`).
@Suite struct NoMatchLineTests {
  @Test(arguments: [Labels.Language.en, .zh])
  func theWayOutIsShownWhole(_ language: Labels.Language) throws {
    let app = try AppHarness(
      size: Size(width: 40, height: 12), keys: "/ text:zzz", language: language)
    let screen = app.screen
    #expect(screen.contains(language == .zh ? "家常菜 0（共 9）" : "家常菜 0 of 9"), "\(screen)")
    #expect(!screen.contains("0/0"))
    let joined = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    #expect(
      joined.contains(language == .zh ? "搜索所 有菜系" : "ctrl-p searches every cuisine"),
      "\(screen)")
    #expect(!screen.contains("…"), "\(screen)")
  }

  @Test func aPositionWithMatchesIsUnchanged() {
    #expect(Labels(.en).position(1, of: 12, total: 351) == "1/12 of 351")
    #expect(Labels(.zh).position(0, of: 0, total: 351) == "0（共 351）")
    #expect(Labels(.en).position(0, of: 0, total: nil) == "0/0")
  }
}
