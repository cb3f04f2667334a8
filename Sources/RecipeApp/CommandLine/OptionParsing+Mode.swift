import SplitLayout

/// The mode of the command line, made once every option has been read.
extension OptionParsing {
  /// The options with their mode; throws when modes are combined or an
  /// option is given without the mode it belongs to.
  func finished() throws(Options.UsageError) -> Options {
    var options = self.options
    if let completeWords {
      options.mode = .complete(words: completeWords)
      return options
    }
    if let generate, let file = GeneratedFile(rawValue: generate) {
      options.mode = .generate(file)
      return options
    }
    if [.help, .version, .doctor].contains(options.mode) {
      return options
    }
    do {
      let breakpoint = options.givenFlags.contains("--breakpoint") ? options.breakpoint : nil
      options.ladder = try Ladder.resolve(ladder: ladderText, breakpoint: breakpoint)
      options.breakpoint = options.ladder.drawerLimit
    } catch {
      throw Options.UsageError(message: error.description)
    }
    // (`--print-config --ladder …` prints the ladder given.)
    if [.printConfig, .checkConfig].contains(options.mode) {
      return options
    }
    let cookingMode = try options.cooking.mode()
    let modes = [
      renderSize != nil, printTarget != nil, checksData, timersTarget != nil,
      searchQuery != nil, listCuisine != nil, cookingMode != nil, parseIngredientLine != nil,
      parseTarget != nil,
    ].filter { $0 }.count
    if modes > 1 {
      throw Options.UsageError(
        message:
          "--render, --print, --list, --check-data, --parse, --timers, --search,"
          + " --parse-ingredient and the cooking modes cannot be combined"
      )
    }
    if let cookingMode { options.mode = cookingMode }
    if let renderSize {
      options.mode = .render(size: renderSize, keys: keys ?? "")
    } else if let printTarget {
      options.mode = .print(dishID: printTarget, width: width)
      if let text = options.cooking.formatText, PrintFormat(rawValue: text) == nil {
        throw Options.UsageError(
          message:
            "--format of --print must be text, markdown, json or cooklang, not '\(CookingOptions.shown(text))'"
        )
      }
    } else if checksData {
      options.mode = .checkData(folder: checkFolder)
    } else if let parseTarget {
      options.mode = .parse(path: parseTarget)
    } else if let timersTarget {
      options.mode = .timers(dishID: timersTarget)
    } else if let searchQuery {
      options.mode = .search(query: searchQuery)
    } else if let listCuisine {
      options.mode = .list(cuisine: listCuisine)
    } else if let parseIngredientLine {
      options.mode = .parseIngredient(line: parseIngredientLine)
    }
    if keys != nil, renderSize == nil {
      throw Options.UsageError(message: "--keys needs --render COLSxROWS")
    }
    if width != nil, printTarget == nil {
      throw Options.UsageError(message: "--width needs --print IDSTR")
    }
    if options.cooking.formatText != nil, printTarget == nil,
      options.cooking.shoppingList == nil
    {
      throw Options.UsageError(message: "--format needs --print or --shopping-list")
    }
    try options.cooking.validate(mode: options.mode)
    return options
  }
}
