import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Goldens of the search palette (issue 13): hanging from the top edge at
/// 120x40, and as a sheet in the stack mode at 80x24, in both languages,
/// each followed by a dump of the palette's styles, where the highlights
/// show (the screen's text cannot).
@Suite struct PaletteSnapshotTests {
  /// `M` a matched character, `m` one on the highlighted row, `S` the rest
  /// of the highlighted row, `.` anything else.
  static let legend = "M matched, m matched on the highlighted row, S the highlighted row"

  static func classify(_ style: Style) -> Character? {
    let selected = style.background != .default || style.attributes.contains(.reverse)
    if style.attributes.contains(.underline) { return selected ? "m" : "M" }
    return selected ? "S" : nil
  }

  /// The screen and the styles of the palette's frame.
  static func golden(_ app: AppHarness) throws -> String {
    let palette = try #require(
      app.coordinator.application.presentations.last as? PaletteController)
    let frame = try #require(app.terminal.lastFrame)
    return textWithStyles(frame, in: palette.frame, legend: legend, classify)
  }

  @Test(arguments: Labels.Language.allCases)
  func thePaletteHangsFromTheTopAt120x40(language: Labels.Language) throws {
    let app = try AppHarness(
      size: Size(width: 120, height: 40), keys: "ctrl-p text:hs down", language: language)
    let palette = try #require(
      app.coordinator.application.presentations.last as? PaletteController)
    #expect(!palette.isSheet)
    #expect(palette.frame.minY == 1)
    #expect(palette.frame.minX == (120 - palette.frame.width) / 2)
    #expect(!app.screen.contains("▲"))
    assertSnapshot(try Self.golden(app), named: "palette-120x40-\(language)")
  }

  @Test(arguments: Labels.Language.allCases)
  func thePaletteIsASheetInTheStackModeAt80x24(language: Labels.Language) throws {
    var options = Options()
    options.layout = .stack
    let app = try AppHarness(
      size: Size(width: 80, height: 24), keys: "ctrl-p text:ji", language: language,
      options: options)
    let palette = try #require(
      app.coordinator.application.presentations.last as? PaletteController)
    #expect(palette.isSheet)
    let close = Labels(language).close
    #expect(app.screen.split(separator: "\n")[1].hasPrefix("│ [\(close)]"))
    assertSnapshot(try Self.golden(app), named: "palette-sheet-80x24-\(language)")
  }

  @Test(arguments: Labels.Language.allCases)
  func theCommandsBeforeAnythingIsTyped(language: Labels.Language) throws {
    let app = try AppHarness(
      size: Size(width: 120, height: 40), keys: "ctrl-p", language: language)
    assertSnapshot(try Self.golden(app), named: "palette-commands-120x40-\(language)")
  }
}
