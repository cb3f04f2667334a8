import SplitLayout

/// The one table of the numbers and sizes the app accepts, shared by the
/// command line (`OptionSpec+Table`), the config (`SettingSpec`) and
/// `--keys` (`resize:`), so that no way in takes more than another.
enum Limits {
  /// `--breakpoint` and the config's `layout.breakpoint`: B must leave
  /// room for A below it and for C and D above it.
  static let breakpoint = Ladder.breakpointRange
  /// Each number of `--ladder` and of the config's `layout.ladder`.
  static let ladder = Ladder.validRange
  /// `--width` of `--print` (below `RecipeTextLayout.minimumWidth` it is
  /// widened with a note).
  static let printWidth = 1...10_000
  /// The largest screen laid out: `--render COLSxROWS` and every
  /// `resize:COLSxROWS` of `--keys`.
  static let screen = Size(width: 500, height: 200)
}
