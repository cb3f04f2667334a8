/// The styles of every role for one accent, colour depth and background:
/// computed once when the theme changes (not per cell), so that each pair
/// of colours a role uses reaches a contrast of 4.5:1 (3:1 for borders)
/// against the background it is drawn on, with WCAG 2's formula over the
/// colours' RGB values (xterm's defaults for the sixteen basic colours).
///
/// Text on a coloured background (the focused selection on the accent) is
/// black or white, whichever contrasts more; the accent used as a text
/// colour is lightened (dark background) or darkened (light background)
/// until it reaches 4.5:1, then the nearest colour the terminal can show
/// that still does is taken.
struct ThemePalette: Hashable, Sendable {
  /// The styles by role, in a fixed array (`StyleRole.slot`): a lookup on
  /// every span drawn costs no hashing.
  private var table = [Style](repeating: .plain, count: StyleRole.allCases.count)

  /// The style of `role`.
  subscript(role: StyleRole) -> Style { table[role.slot] }

  /// The minimum contrast of text, and of borders.
  static let textContrast = 4.5
  static let borderContrast = 3.0

  init(accent: Color, colors: ColorSupport, mode: ThemeMode, background: RGB?) {
    guard colors != .none else { return }
    var styles: [StyleRole: Style] = [:]
    defer { for (role, style) in styles { table[role.slot] = style } }
    let resolver = Resolver(colors: colors, background: background ?? mode.assumedBackground)
    let accentValue = accent.rgbValue ?? RGB.xterm(30)
    let dark = mode == .dark
    let accentText = resolver.fit(accentValue, minimum: Self.textContrast, greys: false)
    styles[.text] = .plain
    styles[.secondary] = Style(
      foreground: resolver.fit(
        dark ? RGB(138, 138, 138) : RGB(98, 98, 98), minimum: Self.textContrast, greys: true))
    styles[.accent] = Style(foreground: accentText)
    styles[.button] = Style(foreground: accentText)
    for role in [StyleRole.heading, .title, .chosen] {
      styles[role] = Style(foreground: accentText, attributes: [.bold])
    }
    styles[.border] = Style(
      foreground: resolver.fit(
        dark ? RGB(108, 108, 108) : RGB(150, 150, 150), minimum: Self.borderContrast, greys: true))
    let selection = resolver.fill(dark ? RGB(68, 68, 68) : RGB(208, 208, 208), greys: true)
    styles[.selection] = Style(foreground: resolver.text(on: selection), background: selection)
    let focused = resolver.fill(accentValue, greys: false)
    styles[.focusedSelection] = Style(
      foreground: resolver.text(on: focused), background: focused, attributes: [.bold])
    let dimBackground = resolver.fill(dark ? RGB(38, 38, 38) : RGB(228, 228, 228), greys: true)
    let dimText = resolver.fit(
      dark ? RGB(150, 150, 150) : RGB(100, 100, 100), minimum: Self.textContrast, greys: true,
      also: dimBackground.rgbValue)
    styles[.dim] = Style(foreground: dimText, background: dimBackground)
    styles[.scrollThumb] = Style(attributes: [.reverse])
  }

  /// Chooses colours at one depth against one background.
  struct Resolver {
    let colors: ColorSupport
    let background: RGB

    /// Indexed colours that may stand for a colour (`greys`: for a grey,
    /// only greys, so a secondary text never turns blue).
    func candidates(greys: Bool) -> [UInt8] {
      switch colors {
      case .none, .direct: return []
      case .eight: return greys ? [0, 7] : Array(0...7)
      case .sixteen: return greys ? [0, 7, 8, 15] : Array(0...15)
      case .palette256: return greys ? [16, 231] + Array(232...255) : Array(16...255)
      }
    }

    /// `target` moved towards white (on a dark background) or black (on a
    /// light one) until it reaches `minimum` against the background (and
    /// `also`, a second background it is drawn on).
    func adjusted(_ target: RGB, minimum: Double, also: RGB?) -> RGB {
      let towards: RGB = background.isLight ? .black : .white
      var value = target
      var step = 0
      while !passes(value, minimum, also), step < 40 {
        step += 1
        value = target.mixed(with: towards, Double(step) / 40)
      }
      return value
    }

    private func passes(_ value: RGB, _ minimum: Double, _ also: RGB?) -> Bool {
      value.contrast(with: background) >= minimum
        && (also.map { value.contrast(with: $0) >= minimum } ?? true)
    }

    /// A text colour near `target` that reaches `minimum`; the terminal's
    /// default text when no colour of the depth does.
    func fit(_ target: RGB, minimum: Double, greys: Bool, also: RGB? = nil) -> Color {
      let goal = adjusted(target, minimum: minimum, also: also)
      if colors == .direct { return .rgb(goal) }
      var best: UInt8?
      var bestDistance = Double.infinity
      for index in candidates(greys: greys) {
        let value = RGB.xterm(index)
        guard passes(value, minimum, also) else { continue }
        let d = value.distance(to: goal)
        if d < bestDistance {
          bestDistance = d
          best = index
        }
      }
      return best.map { .indexed($0) } ?? .default
    }

    /// The colour nearest `target` as a background.
    func fill(_ target: RGB, greys: Bool) -> Color {
      if colors == .direct { return .rgb(target) }
      var best: UInt8 = 0
      var bestDistance = Double.infinity
      for index in candidates(greys: greys) {
        let d = RGB.xterm(index).distance(to: target)
        if d < bestDistance {
          bestDistance = d
          best = index
        }
      }
      return .indexed(best)
    }

    /// Black or white, whichever reads better on `fill`.
    func text(on fill: Color) -> Color {
      let value = fill.downgraded(to: colors).rgbValue ?? background
      let (white, black): (Color, Color) =
        switch colors {
        case .direct: (.rgb(.white), .rgb(.black))
        case .palette256: (.indexed(231), .indexed(16))
        case .sixteen: (.indexed(15), .indexed(0))
        case .eight, .none: (.indexed(7), .indexed(0))
        }
      let whiteValue = white.rgbValue ?? .white
      let blackValue = black.rgbValue ?? .black
      return value.contrast(with: whiteValue) >= value.contrast(with: blackValue) ? white : black
    }
  }
}

extension StyleRole {
  /// The role's place in `allCases`, by a switch (no hashing).
  var slot: Int {
    switch self {
    case .text: 0
    case .secondary: 1
    case .accent: 2
    case .heading: 3
    case .title: 4
    case .button: 5
    case .border: 6
    case .selection: 7
    case .focusedSelection: 8
    case .chosen: 9
    case .dim: 10
    case .scrollThumb: 11
    }
  }
}
