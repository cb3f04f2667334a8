/// Colours and glyphs of the whole UI, and the styles derived from them.
///
/// Views and styled text carry a `StyleRole` (title, selection, border ...)
/// and ask the theme for its style when they draw, so that changing the
/// accent colour (the Theme popover) or turning colours off (`NO_COLOR`)
/// changes every view at once.
public struct Theme: Hashable, Sendable {
  /// The colour of selections, headings and titles.
  public var accent: Color { didSet { resolve() } }
  /// What the terminal and the user allow.
  public var colors: ColorSupport { didSet { resolve() } }
  /// Unicode or ASCII borders and arrows.
  public var glyphs: Glyphs
  /// The dark or the light variant.
  public var mode: ThemeMode { didSet { resolve() } }
  /// `--a11y`: list rows say where they are (`川菜, 2 of 16`) and the
  /// terminal's cursor sits on the focused row, for screen readers.
  public var accessible = false
  /// With `accessible`: the rows' positions in Chinese (`，第 2 个，共 16 个`).
  public var positionsInChinese = false

  /// What an accessible row adds to its title: where it is.
  public func position(_ number: Int, of count: Int) -> String {
    positionsInChinese ? "，第 \(number) 个，共 \(count) 个" : ", \(number) of \(count)"
  }
  /// The terminal's background as it reported it (OSC 11), nil when it
  /// did not: contrast is then computed against the mode's black or white.
  public var background: RGB? { didSet { resolve() } }
  /// The roles' styles for the values above.
  private var palette: ThemePalette

  public init(
    accent: Color = Theme.defaultAccent, colors: ColorSupport, glyphs: Glyphs = .unicode,
    mode: ThemeMode = .dark, background: RGB? = nil
  ) {
    self.accent = accent
    self.colors = colors
    self.glyphs = glyphs
    self.mode = mode
    self.background = background
    palette = ThemePalette(accent: accent, colors: colors, mode: mode, background: background)
  }

  private mutating func resolve() {
    palette = ThemePalette(accent: accent, colors: colors, mode: mode, background: background)
  }

  /// A teal close to the original app's link colour.
  public static let defaultAccent = Color.indexed(30)

  /// The style of `role` under this theme: the one place where roles
  /// become colours and attributes (`ThemePalette` chooses the colours).
  /// Without colours (`NO_COLOR`) every role is told apart by attributes
  /// alone.
  public func style(_ role: StyleRole) -> Style {
    if colors != .none { return palette[role] }
    switch role {
    case .text, .secondary, .border:
      return .plain
    case .accent, .heading, .title, .chosen, .button:
      return Style(attributes: [.bold])
    case .selection:
      return Style(attributes: [.underline])
    case .focusedSelection:
      return Style(attributes: [.reverse, .bold])
    case .dim:
      return Style(attributes: [.dim])
    case .scrollThumb:
      return Style(attributes: [.reverse])
    }
  }

  /// The colour that reads on `fill`: black or white by luminance (the
  /// Theme popover's marks on its swatches).
  public func text(on fill: Color) -> Color {
    guard colors != .none, fill != .default else { return .default }
    return ThemePalette.Resolver(colors: colors, background: background ?? mode.assumedBackground)
      .text(on: fill)
  }

  /// The selected row's style: `.focusedSelection` in the focused list,
  /// `.selection` in the others.
  public func selection(focused: Bool) -> Style {
    style(focused ? .focusedSelection : .selection)
  }

  /// Changes a style of the view under a sheet to the `.dim` role: its
  /// attributes added and bold removed; its foreground, and a coloured
  /// background, replaced by the role's colours. The glyphs stay as they are.
  public func dim(_ style: inout Style) {
    let dimmed = self.style(.dim)
    style.attributes.formUnion(dimmed.attributes)
    style.attributes.remove(.bold)
    if dimmed.foreground != .default { style.foreground = dimmed.foreground }
    if style.background != .default && dimmed.background != .default {
      style.background = dimmed.background
    }
  }
}
