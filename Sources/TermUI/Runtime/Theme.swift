/// Colours and glyphs of the whole UI, and the styles derived from them.
///
/// Views and styled text carry a `StyleRole` (title, selection, border ...)
/// and ask the theme for its style when they draw, so that changing the
/// accent colour (the Theme popover) or turning colours off (`NO_COLOR`)
/// changes every view at once.
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

  /// The style of `role` under this theme: the one place where roles
  /// become colours and attributes. Without colours (`NO_COLOR`) every role
  /// is told apart by attributes alone.
  public func style(_ role: StyleRole) -> Style {
    let plain = colors == .none
    switch role {
    case .text:
      return .plain
    case .secondary:
      return plain ? .plain : Style(foreground: .grey(12))
    case .accent:
      return plain ? Style(attributes: [.bold]) : Style(foreground: accent)
    case .heading, .title, .chosen:
      return plain ? Style(attributes: [.bold]) : Style(foreground: accent, attributes: [.bold])
    case .button:
      return plain ? Style(attributes: [.bold]) : Style(foreground: accent)
    case .border:
      return plain ? .plain : Style(foreground: .grey(10))
    case .selection:
      return plain ? Style(attributes: [.underline]) : Style(background: .grey(5))
    case .focusedSelection:
      return plain
        ? Style(attributes: [.reverse, .bold])
        : Style(foreground: .indexed(15), background: accent, attributes: [.bold])
    case .dim:
      return plain
        ? Style(attributes: [.dim])
        : Style(foreground: .grey(8), background: .grey(3), attributes: [.dim])
    case .scrollThumb:
      return Style(attributes: [.reverse])
    }
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
