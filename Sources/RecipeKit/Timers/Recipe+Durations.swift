extension Recipe {
  /// The durations of step `index` (0-based), whose text is `text`: the
  /// timers the source marks in it (a Cooklang `~eggs{3%minutes}`, its
  /// phrase the timer's name, else its quantity as written), else those
  /// `DurationFinder` finds in the text (the bundle's steps, and Cooklang
  /// steps without a timer). A marked timer that is no duration has none.
  public func durations(ofStep index: Int, text: String) -> [StepDuration] {
    guard stepDetails.indices.contains(index), !stepDetails[index].timers.isEmpty else {
      return DurationFinder.durations(in: text)
    }
    let count = text.count
    return stepDetails[index].timers.compactMap { timer in
      guard let seconds = timer.seconds else { return nil }
      let lower = min(max(0, timer.characterRange.lowerBound), count)
      let upper = min(max(lower, timer.characterRange.upperBound), count)
      let start = text.index(text.startIndex, offsetBy: lower)
      let end = text.index(text.startIndex, offsetBy: upper)
      return StepDuration(
        seconds: seconds, lowerSeconds: timer.lowerSeconds, phrase: timer.phrase,
        range: start..<end, characterRange: lower..<upper)
    }
  }
}
