import Foundation
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// Issue 31, item 10: typed text is linear work. 100,000 characters typed
/// (one key each, not a paste) into "What can I cook?", the dish filter and
/// the search palette, and through `--keys text:`, leave a line of
/// `TextField.defaultMaximumLength` characters, and each key after that searches
/// nothing: the run finishes well within a generous bound, where the line
/// grew and every key searched all of it again (10,000 keys took 13.6 s
/// and 100,000 would take many minutes).
@Suite struct TypingCostTests {
  static let size = Size(width: 120, height: 40)
  static let typed = String(repeating: "蛋a", count: 50_000)
  /// Far above what the capped work takes even in a debug build on a
  /// loaded machine, far below what the quadratic work took.
  static let budget = Duration.seconds(60)

  /// The text of the input line `opening` opened in `app`.
  static func text(_ app: AppHarness, opening: String) throws -> String {
    switch opening {
    case "w": return try #require(app.coordinator.whatCanICook.page).text
    case "ctrl-p":
      let palette = try #require(
        app.coordinator.application.presentations.last as? PaletteController)
      return try #require(palette.content as? PaletteViewController).text
    default: return app.coordinator.dishes.filterText
    }
  }

  /// Each key goes through the app's routing to the line (without the
  /// layout and frame the run loop adds per burst, whose cost does not
  /// depend on the line).
  @Test(arguments: ["w", "ctrl-p", "tab /"])
  func aHundredThousandTypedCharactersFillTheLineAndNoMore(opening: String) throws {
    let app = try AppHarness(size: Self.size, keys: opening)
    let clock = ContinuousClock()
    let start = clock.now
    for character in Self.typed {
      app.coordinator.application.dispatch(.key(.character(character)))
    }
    let elapsed = clock.now - start
    let text = try Self.text(app, opening: opening)
    #expect(text.count == TextField.defaultMaximumLength)
    #expect(text == String(Self.typed.prefix(TextField.defaultMaximumLength)))
    #expect(elapsed < Self.budget, "\(elapsed)")
  }

  /// The same through the run loop and `--keys text:` (fewer keys: the
  /// run loop lays out before each key of a burst).
  @Test(arguments: ["w", "ctrl-p", "tab /"])
  func typedTextThroughTheRunLoopStopsAtTheLimit(opening: String) throws {
    let keys = opening + " text:" + String(Self.typed.prefix(2_000))
    let app = try AppHarness(size: Self.size, keys: keys)
    #expect(try Self.text(app, opening: opening).count == TextField.defaultMaximumLength)
  }

  @Test func aPasteFillsTheLineToo() {
    let field = TextField()
    #expect(field.insert("abc") && field.text == "abc")
    field.setText("x")
    #expect(field.insert("a\nb\tc") && field.text == "xabc")
    field.setText(String(repeating: "x", count: TextField.defaultMaximumLength))
    #expect(!field.insert("y"))
    field.setText("")
    field.insert(Self.typed)
    #expect(field.text.count == TextField.defaultMaximumLength)
  }
}
