/// A duration found in a step's text, e.g. `炖20分钟` gives 1,200 seconds for
/// the phrase `20分钟`.
///
/// Found by `DurationFinder`. The phrase is the amount and its unit as
/// written (`15-20分钟`, `一个半小时`, `1分半`), without the verb or words
/// like 约 (about) and 左右 (or so); `range` is where it stands in the text
/// searched, so the UI can draw a chip such as `[⏱ 20:00]` in its place.
public struct StepDuration: Hashable, Sendable {
  /// The length a timer takes, in whole seconds; for a range, its upper
  /// bound (`15-20分钟` gives 1,200).
  public var seconds: Int
  /// The lower bound of a range (`15-20分钟` gives 900); nil for one value.
  public var lowerSeconds: Int?
  /// The phrase as written in the text, e.g. `15-20分钟`.
  public var phrase: String
  /// Where the phrase is in the text that was searched (valid for that
  /// string only).
  public var range: Range<String.Index>
  /// The same place counted in characters (`Character`s) from the start of
  /// the text: a position that does not depend on the string's storage.
  public var characterRange: Range<Int>

  public init(
    seconds: Int, lowerSeconds: Int? = nil, phrase: String, range: Range<String.Index>,
    characterRange: Range<Int>
  ) {
    self.seconds = seconds
    self.lowerSeconds = lowerSeconds
    self.phrase = phrase
    self.range = range
    self.characterRange = characterRange
  }

  /// True when the text gave a range (`15-20分钟`, `三四分钟`); the timer
  /// then takes the upper bound, and the UI says so.
  public var isRange: Bool { lowerSeconds != nil }
}
