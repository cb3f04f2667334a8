import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 18: the Theme popover's colour field (the seed's picker): hue
/// across, lightness down, half blocks; `down` from the grid enters it,
/// arrows move the cross, `enter` or a click takes the colour as the
/// accent; 16-colour terminals keep the grid only.
@Suite struct ColourFieldTests {
  static let size = Size(width: 120, height: 40)

  func themeGrid(_ app: AppHarness) throws -> ThemeViewController {
    let popover = try #require(
      app.coordinator.application.presentations.last as? PopoverController)
    let navigation = try #require(popover.content as? NavigationController)
    return try #require(navigation.topViewController as? ThemeViewController)
  }

  @Test func keysMoveTheCrossAndEnterTakesItsColour() throws {
    // Teal is on the grid's second row: the third `down` enters the field
    // under it, the fourth moves the cross a line down.
    let app = try AppHarness(size: Self.size, keys: "t down down down down right right right")
    let grid = try themeGrid(app)
    #expect(grid.isInField)
    let field = try #require(grid.field)
    #expect(field.cross == Point(x: 12, y: 1))
    // The cross previews its colour.
    #expect(app.coordinator.application.theme.accent == field.picked)
    try app.send("down enter")
    let expected = ColourField(width: 39, colors: .palette256).color(x: 12, line: 2)
    #expect(app.coordinator.application.presentations.isEmpty)
    #expect(app.coordinator.application.theme.accent == expected)
  }

  @Test func upFromTheTopRowGoesBackToTheGridAndEscGivesTheAccentBack() throws {
    let app = try AppHarness(size: Self.size, keys: "t down down down down right")
    #expect(try themeGrid(app).isInField)
    try app.send("up")
    #expect(try themeGrid(app).isInField)
    try app.send("up")
    #expect(try !themeGrid(app).isInField)
    try app.send("esc")
    #expect(app.coordinator.application.theme.accent == Theme.defaultAccent)
  }

  @Test func aClickTakesTheColourUnderIt() throws {
    let app = try AppHarness(size: Self.size, keys: "t")
    let rect = try themeGrid(app).fieldFrame
    #expect(rect.width == 39 && rect.height == 4)
    try app.send("click:\(rect.minX + 20),\(rect.minY + 2)")
    let expected = ColourField(width: 39, colors: .palette256).color(x: 20, line: 4)
    #expect(app.coordinator.application.presentations.isEmpty)
    #expect(app.coordinator.application.theme.accent == expected)
  }

  /// The field's cells are half blocks of two colours, lighter above.
  @Test func theFieldIsDrawnInHalfBlocksOfTwoColours() throws {
    let app = try AppHarness(size: Self.size, keys: "t")
    let rect = try themeGrid(app).fieldFrame
    let frame = try #require(app.terminal.lastFrame)
    let cell = frame[rect.minX + 5, rect.minY]
    #expect(cell.character == "▀")
    let upper = try #require(cell.style.foreground.rgbValue)
    let lower = try #require(cell.style.background.rgbValue)
    #expect(upper.luminance > lower.luminance)
    // Hue changes across.
    #expect(frame[rect.minX + 25, rect.minY].style.foreground != cell.style.foreground)
  }

  @Test func theAccentTakenFromTheFieldStaysReadable() throws {
    for x in stride(from: 0, to: 39, by: 3) {
      for line in 0..<ColourField.lines {
        for depth in [ColorSupport.palette256, .direct] {
          let colour = ColourField(width: 39, colors: depth).color(x: x, line: line)
          for mode in ThemeMode.allCases {
            let theme = Theme(accent: colour, colors: depth, mode: mode)
            for role in StyleRole.allCases {
              let (fg, bg) = ThemeContrastTests.pair(theme.style(role), theme)
              #expect(fg.contrast(with: bg) >= ThemeContrastTests.minimum(role))
            }
          }
        }
      }
    }
  }

  @Test func sixteenColoursKeepTheGridOnly() throws {
    let grid = ThemeViewController(
      labels: Labels(.en), current: Theme.defaultAccent, colors: .sixteen)
    #expect(grid.field == nil)
    #expect(grid.preferredContentSize.height == 8)
    let wide = ThemeViewController(
      labels: Labels(.en), current: Theme.defaultAccent, colors: .direct)
    #expect(wide.preferredContentSize.height == 13)
    #expect(
      ColourField(width: 39, colors: .direct).color(x: 0, line: 0)
        == .rgb(ColourField.rgb(hue: 0, saturation: 0.85, lightness: 0.82)))
  }

  @Test func asciiDrawsOneColourACell() throws {
    var options = Options()
    options.ascii = true
    let app = try AppHarness(size: Self.size, keys: "t", options: options)
    let rect = try themeGrid(app).fieldFrame
    #expect(rect.height == 8)
    let frame = try #require(app.terminal.lastFrame)
    #expect(frame[rect.minX + 3, rect.minY].character == " ")
    #expect(frame[rect.minX + 3, rect.minY].style.background != .default)
  }

  /// A sheet too short to show the field (40x12) never enters it.
  @Test func aFieldThatDoesNotShowIsNotEntered() throws {
    let app = try AppHarness(size: Size(width: 40, height: 12), keys: "t down down down down")
    #expect(try themeGrid(app).fieldFrame.height == 0)
    #expect(try !themeGrid(app).isInField)
  }
}
