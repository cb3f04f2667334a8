import SplitLayout

/// The options while the command line is read: the `Options` so far and
/// the mode arguments, which are combined into one mode only at the end
/// (`--render` with `--keys`, `--print` with `--width`).
struct OptionParsing: Sendable {
  var options = Options()
  var renderSize: Size?
  var keys: String?
  /// `--print`: a dish id or name.
  var printTarget: String?
  var width: Int?
  /// `--check-data` was given; `checkFolder` is its folder, if named.
  var checksData = false
  var checkFolder: String?
  var timersTarget: String?
  var searchQuery: String?
  /// `--parse-ingredient`: a line, or `-` for standard input.
  var parseIngredientLine: String?
  /// `--ladder`, resolved with `--breakpoint` when parsing ends.
  var ladderText: String?
  /// `--list`: `.some(nil)` for every cuisine.
  var listCuisine: String??
  /// `--complete`: the words after it.
  var completeWords: [String]?
  /// `--generate`: which file.
  var generate: String?
  /// The words after the option being read (for `takesTheRest`).
  var rest: [String] = []

  /// An integer in `range`, or a usage error that names `name`.
  static func integer(
    _ text: String?, _ range: ClosedRange<Int>, name: String, what: String
  ) throws(Options.UsageError) -> Int {
    guard let text, let number = Int(text), range.contains(number) else {
      throw Options.UsageError(
        message:
          "\(name) must be \(what) from \(range.lowerBound) to \(range.upperBound),"
          + " not '\(CookingOptions.shown(text ?? ""))'")
    }
    return number
  }
}
