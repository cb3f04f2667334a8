import SplitLayout
import Testing

@testable import TermUI

/// Style roles: the theme maps every role to a style, in one place, and
/// text keeps its roles until it is drawn.
@Suite struct ThemeRoleTests {
  @Test(arguments: StyleRole.allCases)
  func withoutColoursEveryRoleUsesAttributesOnly(role: StyleRole) {
    let style = Theme(colors: .none).style(role)
    #expect(style.foreground == .default && style.background == .default)
  }

  @Test func theRolesThatShowTheAccentFollowIt() {
    var theme = Theme(colors: .palette256)
    let before = StyleRole.allCases.map { theme.style($0) }
    theme.accent = .indexed(160)
    let changed = StyleRole.allCases.filter { theme.style($0) != before[$0.index] }
    #expect(changed == [.accent, .heading, .title, .button, .focusedSelection, .chosen])
  }

  @Test func selectionsAreToldApartFromTextWithoutColours() {
    let theme = Theme(colors: .none)
    let text = theme.style(.text)
    #expect(theme.style(.selection) != text)
    #expect(theme.style(.focusedSelection) != text)
    #expect(theme.style(.focusedSelection) != theme.style(.selection))
  }

  @Test func dimmingUsesTheDimRole() {
    let theme = Theme(colors: .palette256)
    var style = theme.style(.focusedSelection)
    theme.dim(&style)
    // With colours the dim role is a readable grey on a darker grey (no
    // `dim` attribute, whose faintness no contrast can be computed for).
    let dim = theme.style(.dim)
    #expect(dim.foreground != .default && dim.background != .default && dim.attributes.isEmpty)
    #expect(style == dim)
    var plain = Style.plain
    Theme(colors: .none).dim(&plain)
    #expect(plain == Style(attributes: [.dim]))
  }

  @Test func aLineLaidOutOnceTakesTheThemeOfTheMomentItIsDrawn() {
    let line = StyledLine([Span("菜", role: .heading), Span(" x")])
    var theme = Theme(accent: .indexed(30), colors: .palette256)
    var canvas = Canvas(size: Size(width: 6, height: 1))
    line.draw(into: &canvas, at: Point(x: 0, y: 0), clip: canvas.bounds, theme: theme)
    #expect(canvas[0, 0].style.foreground == .indexed(30))
    // Blue reads on the dark background as it is (red would be lightened).
    theme.accent = .indexed(33)
    line.draw(into: &canvas, at: Point(x: 0, y: 0), clip: canvas.bounds, theme: theme)
    #expect(canvas[0, 0].style.foreground == .indexed(33))
    #expect(canvas[3, 0].style == .plain)
  }
}

extension StyleRole {
  /// The role's place in `allCases`.
  fileprivate var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

@Suite struct StyleRoleSlotTests {
  @Test func everyRoleHasItsOwnSlotInOrder() {
    #expect(StyleRole.allCases.map(\.slot) == Array(0..<StyleRole.allCases.count))
  }
}
