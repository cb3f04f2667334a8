import TermUI

/// `--theme` / `theme.mode`: follow the terminal's background (auto, the
/// default: asked with OSC 11 at start, dark until it answers), or force a
/// variant.
public enum ThemeChoice: String, CaseIterable, Sendable, Equatable {
  case auto
  case dark
  case light

  /// The variant to draw the first frame with: dark for auto, until the
  /// terminal says otherwise.
  var initialMode: ThemeMode { self == .light ? .light : .dark }
}
