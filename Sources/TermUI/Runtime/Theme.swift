/// Colours and glyphs of the whole UI, and the styles derived from them.
///
/// Views ask the theme for a style by role (title, selection, border ...)
/// so that changing the accent colour (the Theme popover) or turning
/// colours off (`NO_COLOR`) changes every view at once.
public struct Theme: Hashable, Sendable {
  /// The colour of selections, headings and titles.
  public var accent: Color
  /// What the terminal and the user allow.
  public var colors: ColorSupport
  /// Unicode or ASCII borders and arrows.
  public var glyphs: Glyphs

  public init(accent: Color = Theme.defaultAccent, colors: ColorSupport, glyphs: Glyphs = .unicode)
  {
    self.accent = accent
    self.colors = colors
    self.glyphs = glyphs
  }

  /// A teal close to the original app's link colour.
  public static let defaultAccent = Color.indexed(30)

  /// Plain text.
  public var text: Style { .plain }

  /// Secondary text (subtitles, hints).
  public var secondary: Style {
    colors == .none ? .plain : Style(foreground: .grey(12))
  }

  /// A pane's or sheet's title.
  public var title: Style {
    colors == .none
      ? Style(attributes: [.bold]) : Style(foreground: accent, attributes: [.bold])
  }

  /// A heading inside content (recipe sections, help topics).
  public var heading: Style { title }

  /// Borders, dividers and rules.
  public var border: Style {
    colors == .none ? .plain : Style(foreground: .grey(10))
  }

  /// A bar button such as `[Sort]`.
  public var button: Style {
    colors == .none ? Style(attributes: [.bold]) : Style(foreground: accent)
  }

  /// The selected row: the accent colour in the focused pane, a dimmer
  /// grey in the other one.
  public func selection(focused: Bool) -> Style {
    switch (colors, focused) {
    case (.none, true): Style(attributes: [.reverse, .bold])
    case (.none, false): Style(attributes: [.underline])
    case (_, true): Style(foreground: .indexed(15), background: accent, attributes: [.bold])
    case (_, false): Style(background: .grey(5))
    }
  }

  /// A row the user chose earlier (the cuisine shown in the detail).
  public var chosen: Style {
    colors == .none
      ? Style(attributes: [.bold]) : Style(foreground: accent, attributes: [.bold])
  }

  /// Changes a style of the view under a sheet: dimmer colours and the dim
  /// attribute; the glyphs stay as they are.
  public func dim(_ style: inout Style) {
    style.attributes.insert(.dim)
    style.attributes.remove(.bold)
    if colors != .none {
      style.foreground = .grey(8)
      if style.background != .default { style.background = .grey(3) }
    }
  }
}
