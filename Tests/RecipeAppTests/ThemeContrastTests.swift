import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Issue 18: every pair of colours a theme uses is readable. For every
/// accent of the Theme popover, both variants, at 16 (xterm's default
/// values), 256 and 24-bit colour, each role's text colour against the
/// background it is drawn on (the terminal's, assumed black or white, where
/// the role has none) reaches 4.5:1, borders 3:1, computed from RGB; also
/// after a sheet dims it.
@Suite struct ThemeContrastTests {
  static let depths: [ColorSupport] = [.sixteen, .palette256, .direct]

  /// The RGB values a style shows: its colours, the mode's assumed text
  /// and background where it has the default, swapped by `reverse`.
  static func pair(_ style: Style, _ theme: Theme) -> (RGB, RGB) {
    let shown = style.downgraded(to: theme.colors)
    let background = theme.background ?? theme.mode.assumedBackground
    var fg = shown.foreground.rgbValue ?? theme.mode.assumedText
    var bg = shown.background.rgbValue ?? background
    if shown.attributes.contains(.reverse) { swap(&fg, &bg) }
    return (fg, bg)
  }

  static func minimum(_ role: StyleRole) -> Double { role == .border ? 3 : 4.5 }

  @Test(arguments: ThemeMode.allCases, depths)
  func everyRoleOfEveryAccentReachesItsContrast(mode: ThemeMode, depth: ColorSupport) {
    var failures: [String] = []
    for accent in AccentColor.palette {
      let theme = Theme(accent: accent.color, colors: depth, mode: mode)
      for role in StyleRole.allCases {
        let (fg, bg) = Self.pair(theme.style(role), theme)
        let ratio = fg.contrast(with: bg)
        if ratio < Self.minimum(role) {
          failures.append("\(accent.english) \(role): \(ratio)")
        }
        var dimmed = theme.style(role)
        theme.dim(&dimmed)
        let (dfg, dbg) = Self.pair(dimmed, theme)
        if dfg.contrast(with: dbg) < 4.5 {
          failures.append("\(accent.english) \(role) dimmed: \(dfg.contrast(with: dbg))")
        }
      }
    }
    #expect(failures.isEmpty, "\(mode) at \(depth.name): \(failures)")
  }

  /// The Theme popover's marks on each swatch, black or white by luminance.
  @Test(arguments: ThemeMode.allCases, depths)
  func theMarksOnASwatchReadOnIt(mode: ThemeMode, depth: ColorSupport) {
    for accent in AccentColor.palette {
      let theme = Theme(accent: accent.color, colors: depth, mode: mode)
      let style = Style(foreground: theme.text(on: accent.color), background: accent.color)
      let (fg, bg) = Self.pair(style, theme)
      #expect(fg.contrast(with: bg) >= 4.5, "\(accent.english) at \(depth.name)")
    }
  }

  /// A background the terminal reported is what the colours are fitted to.
  @Test func aReportedBackgroundIsTheOneContrastIsComputedAgainst() {
    for background in [RGB(40, 44, 52), RGB(253, 246, 227), RGB(128, 128, 128)] {
      let mode = ThemeMode(background: background)
      let theme = Theme(accent: .indexed(178), colors: .direct, mode: mode, background: background)
      for role in StyleRole.allCases {
        let (fg, bg) = Self.pair(theme.style(role), theme)
        #expect(fg.contrast(with: bg) >= Self.minimum(role), "\(role) on \(background)")
      }
    }
  }

  /// The measurements of the issue: Silver, Lime and Gold selections were
  /// bold white on light grey (1.5-2.1:1); the text on them is now black.
  @Test func lightAccentsGetDarkTextOnTheSelection() {
    for index: UInt8 in [252, 148, 178] {
      let theme = Theme(accent: .indexed(index), colors: .palette256)
      #expect(theme.style(.focusedSelection).foreground == .indexed(16))
    }
    #expect(
      Theme(accent: .indexed(62), colors: .palette256).style(.focusedSelection).foreground
        == .indexed(231))
  }

  /// An accent used as text is lightened on dark and darkened on light
  /// backgrounds until it reads; one that already reads stays.
  @Test func anAccentAsTextIsMovedOnlyAsFarAsNeeded() {
    let silver = Theme(accent: .indexed(252), colors: .direct, mode: .light)
    let shown = try? #require(silver.style(.accent).foreground.rgbValue)
    #expect(shown.map { $0.contrast(with: .white) >= 4.5 } == true)
    #expect(shown.map { $0.contrast(with: .white) < 5.5 } == true)
    let blue = Theme(accent: .rgb(0, 95, 135), colors: .direct, mode: .light)
    #expect(blue.style(.accent).foreground == .rgb(0, 95, 135))
    // Teal on white is 4.36:1: darkened a little.
    let teal = Theme(accent: .rgb(0, 135, 135), colors: .direct, mode: .light)
    #expect(teal.style(.accent).foreground == .rgb(0, 132, 132))
  }

  @Test func contrastRatiosAreWCAGs() {
    #expect(abs(RGB.black.contrast(with: .white) - 21) < 0.001)
    #expect(abs(RGB(119, 119, 119).contrast(with: .white) - 4.48) < 0.01)
    #expect(RGB(x11: "rgb:ffff/ffff/dddd") == RGB(255, 255, 221))
    #expect(RGB(x11: "rgb:1e/1e/2e") == RGB(30, 30, 46))
    #expect(RGB(x11: "rgb:zz/00/00") == nil)
  }
}
