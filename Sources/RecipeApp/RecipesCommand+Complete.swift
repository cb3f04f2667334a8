extension RecipesCommand {
  /// `--complete OPTION CURRENT [WORD...]` (`Completer`): one candidate a
  /// line, or a directive; nothing (exit 0) when there is nothing to offer
  /// or no bundle, since a shell shows no errors while completing.
  func complete(words: [String]) -> Int32 {
    guard let option = words.first else { return 0 }
    let current = words.count > 1 ? words[1] : ""
    let (data, config) = Completer.locatingOptions(in: Array(words.dropFirst(2)))
    let answer = Completer.answer(
      option: option, current: current, words: Array(words.dropFirst(2))
    ) {
      var options = Options()
      if let data {
        options.dataFolder = data
        options.givenFlags.insert("--data")
      }
      options.configFile = config
      loadSettings(options).apply(to: &options)
      guard case .success(let source) = openSource(options) else { return nil }
      return source.allDishes()
    }
    for line in answer.lines { output(line) }
    return 0
  }
}
