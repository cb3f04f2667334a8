/// What a source knows of one step beyond its text: the section it is in
/// and the timers it marks (a Cooklang `= Dough` line and its `~{}`
/// timers). The bundle's pages give none (`Recipe.stepDetails` is empty).
public struct StepDetail: Hashable, Sendable {
  /// The step's section, when it has a name.
  public var section: String?
  /// The timers the step marks, in order.
  public var timers: [StepTimer]

  public init(section: String? = nil, timers: [StepTimer] = []) {
    self.section = section
    self.timers = timers
  }
}

/// A timer a recipe marks in a step (`~eggs{3%minutes}`, `~{25%minutes}`):
/// its name, its length, and where its text stands in the step's text.
public struct StepTimer: Hashable, Sendable {
  /// Nil for `~{…}`.
  public var name: String?
  /// The quantity and unit as written (`3 minutes`, `1-2 hours`).
  public var written: String
  /// The length in whole seconds (a range's upper bound); nil when the
  /// quantity is not a duration (`~{a while}`).
  public var seconds: Int?
  /// A range's lower bound in seconds; nil for one value.
  public var lowerSeconds: Int?
  /// Where the timer's text (its name, else `written`) stands in the step's
  /// text, counted in characters.
  public var characterRange: Range<Int>

  public init(
    name: String?, written: String, seconds: Int?, lowerSeconds: Int? = nil,
    characterRange: Range<Int>
  ) {
    self.name = name
    self.written = written
    self.seconds = seconds
    self.lowerSeconds = lowerSeconds
    self.characterRange = characterRange
  }

  /// What the timer is called: its name, else its quantity as written
  /// (the phrase of `recipes --timers` and of a ringing timer).
  public var phrase: String { name ?? written }
}
