/// A theme's variant for the terminal's background: light text on a dark
/// background, or dark text on a light one. `--theme auto` asks the
/// terminal (OSC 11) and starts dark until it answers.
public enum ThemeMode: String, Hashable, Sendable, CaseIterable {
  case dark
  case light

  /// The variant that reads on `background`: light for a background on
  /// which black text reads better than white.
  public init(background: RGB) {
    self = background.isLight ? .light : .dark
  }

  /// The background assumed when the terminal did not say: black or white.
  public var assumedBackground: RGB { self == .dark ? .black : .white }

  /// The text colour assumed for the terminal's default foreground.
  public var assumedText: RGB { self == .dark ? RGB(229, 229, 229) : .black }
}
