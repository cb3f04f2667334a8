/// One step paragraph of the iPad corpus with the durations a cook would
/// want timed in it, labelled by reading (see `DurationSampleTests`).
///
/// The texts are copied verbatim from the corpus's pages (the `.step`
/// blocks that `RecipePageParser` reads), for this test only. A label is
/// `phrase seconds`, with ` R` after a range (whose seconds are its upper
/// bound). The labelling rule: a duration the step gives as a number with a
/// unit of seconds, minutes or hours that the cook is told to wait, cook or
/// rest for; not a vague one (`几分钟`, `十几分钟`), not days or nights, not a
/// moment told relative to another (`关火前10分钟`), not a mention of the
/// same time again in a note, not a story of how long something took.
struct DurationSample: Sendable {
  /// The page file, e.g. `201.html`.
  var page: String
  /// The index of the step in `Recipe.stepTexts` of that page (0-based).
  var stepIndex: Int
  /// The step's text, verbatim.
  var text: String
  /// The durations wanted, in order: `phrase seconds` or `phrase seconds R`.
  var durations: [String]

  init(_ page: String, _ stepIndex: Int, _ text: String, _ durations: [String]) {
    self.page = page
    self.stepIndex = stepIndex
    self.text = text
    self.durations = durations
  }

  /// The whole sample: 176 paragraphs, chosen as described in
  /// `DurationSampleTests`.
  static let all = first + second
}
