import FoundationEssentials
import RecipeKit
import SplitLayout
import TermUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `recipes` does for each mode of its command line, with the exit
/// status: 0 success, 1 a failed check or unknown dish, 2 a usage error or
/// unusable input. `main.swift` only supplies the terminal.
public struct RecipesCommand {
  /// Makes the interactive terminal (the curses one) for the options.
  public typealias TerminalFactory = (Options) throws -> any Terminal

  let environment: [String: String]
  /// The running executable, looked up only when the bundled `Data/` is
  /// (not for `--version` or a `--data` run).
  let executable: () -> URL?
  let output: (String) -> Void
  let errorOutput: (String) -> Void
  /// `--doctor`: the terminal check, which talks to `/dev/tty` through the
  /// curses library (`main.swift` supplies `TerminalDoctor.run`).
  public var doctor:
    (
      (_ environment: [String: String], _ output: (String) -> Void, _ errors: (String) -> Void)
        -> Int32
    )?

  /// The next line of standard input without its line break, nil at its
  /// end (`--parse-ingredient -`); tests give their own lines.
  public var inputLine: () -> String? = { readLine(strippingNewline: true) }

  public init(
    environment: [String: String] = RecipesCommand.processEnvironment(),
    executable: @autoclosure @escaping () -> URL? = DataLocator.executableURL(),
    output: @escaping (String) -> Void = RecipesCommand.writeLine,
    errorOutput: @escaping (String) -> Void = { message in
      FileOutput.writeAll(Array((message + "\n").utf8), to: STDERR_FILENO)
    }
  ) {
    self.environment = environment
    self.executable = executable
    // Every line written, on either stream, goes through the one
    // sanitiser (issue 31, item 9).
    self.output = { output(Sanitized.text($0)) }
    self.errorOutput = { errorOutput(Sanitized.text($0)) }
  }

  /// Writes `line` and a newline to standard output with `write(2)` (all
  /// output goes this way, so nothing waits in a stdio buffer): no
  /// `print`, whose `Any` boxing costs a scan of every protocol
  /// conformance in the binary on its first call.
  public static func writeLine(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    FileOutput.writeAll(bytes, to: STDOUT_FILENO)
  }

  /// Runs the command line `arguments` (without the program name).
  public func run(_ arguments: [String], makeTerminal: TerminalFactory) -> Int32 {
    // `import` is a subcommand only as the first word.
    if arguments.first == "import" { return runImport(Array(arguments.dropFirst())) }
    if arguments.first == "export" { return runExport(Array(arguments.dropFirst())) }
    var options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      return fail(error.description, status: 2)
    }
    if environment["RECIPES_A11Y"] == "1" { options.a11y = true }
    var settings = Settings()
    if options.mode.readsSettings {
      settings = loadSettings(options)
      settings.apply(to: &options)
      reportProblems(settings, mode: options.mode)
    }
    if let positional = options.positional {
      // `recipes DIR` or `recipes FILE.cook`: the folder comes first, then
      // each `--data`.
      let target = PositionalTarget(positional)
      options.dataFolders.insert(target.folder, at: 0)
      options.givenFlags.insert("--data")
      options.openDishID = target.dishID
    }
    let labels = Labels(options.language ?? Labels.language(environment: environment))
    switch options.mode {
    case .help:
      output(OptionHelp.text(labels.language))
      return 0
    case .version:
      output("recipes \(Self.version)")
      return 0
    case .checkData(let folder):
      let locator = dataLocator(options)
      // `--check-data DIR`, else every folder the data options name.
      guard let folders = folder.map({ [$0] }) ?? locator.locateAll()?.map(\.path) else {
        return fail(locator.notFoundMessage, status: 2)
      }
      // Several folders: each checked in turn, the worst status.
      return folders.map { checkData(folder: $0) }.max() ?? 0
    case .parse(let path):
      return parseCooklang(path: path)
    case .complete(let words):
      return complete(words: words)
    case .generate(let file):
      output(file.text)
      return 0
    case .doctor:
      guard let doctor else { return fail("--doctor needs the terminal library", status: 2) }
      return doctor(environment, output, errorOutput)
    case .list(let cuisine):
      return list(cuisine: cuisine, options: options)
    case .parseIngredient(let line):
      return parseIngredient(line)
    case .printConfig:
      return printConfig(settings)
    case .checkConfig:
      return checkConfig(settings)
    case .search(let query):
      return search(query, options: options)
    case .print(let dishID, let width):
      return printRecipe(dishID: dishID, width: width, options: options, labels: labels)
    case .timers(let dishID):
      return printTimers(dishID: dishID, options: options)
    case .render(let size, let keys):
      return render(size: size, keys: keys, options: options, labels: labels)
    case .browse:
      return browse(options: options, labels: labels, makeTerminal: makeTerminal)
    case .checkIngredients, .shoppingList, .with:
      switch openSource(options) {
      case .success(let source): return cooking(options: options, source: source, labels: labels)
      case .failure(let failure): return fail(failure.message, status: 2)
      }
    }
  }

  public static let version = "1.0.0"

  /// The process's environment, read from `environ` (`ProcessInfo`'s copy
  /// cost a tenth of `--version`'s time).
  public static func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }

  /// A one-line reason to stop.
  struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  func fail(_ message: String, status: Int32) -> Int32 {
    errorOutput("recipes: " + message)
    return status
  }

  /// Where the bundle is looked for, for these options (`DataLocator`).
  func dataLocator(_ options: Options) -> DataLocator {
    let variable = environment["RECIPES_DATA"].flatMap { $0.isEmpty ? nil : $0 }
    return DataLocator(
      flags: options.givenFlags.contains("--data") ? options.dataFolders : [],
      environment: variable, config: options.configDataFolders, executable: executable(),
      configFile: configLocation(options)?.path)
  }

  /// The source the options name, or the first one found (`DataLocator`).
  /// The source, then its state store (`--render` and browsing open both
  /// the same way; either failure is a usage error).
  func openSourceAndState(_ options: Options) -> Result<(any RecipeSource, StateStore?), Failure>
  {
    openSource(options).flatMap { source in
      openState(options, source: source).map { (source, $0) }
    }
  }

  /// The source of the folders the options name, or of the first bundle
  /// found (`DataLocator`): one folder's own source, or several folders as
  /// one `CompositeSource` (ids `SOURCE/ID`).
  func openSource(_ options: Options) -> Result<any RecipeSource, Failure> {
    let locator = dataLocator(options)
    guard let folders = locator.locateAll() else {
      return .failure(Failure(locator.notFoundMessage))
    }
    var sources: [any RecipeSource] = []
    for folder in folders {
      do {
        sources.append(try RecipeSources.open(folder: folder))
      } catch {
        // The folder is named once: `cannot open data folder /x: no such
        // folder`, or `... /x: Plist/food_types.plist: missing`.
        let shown = Sanitized.path(folder.path)
        let namesTheFolder = error.isAboutTheFolder || error.file == folder.path
        let why =
          namesTheFolder
          ? Sanitized.printable(error.reason)
          : Sanitized.path(error.file) + ": " + Sanitized.printable(error.reason)
        return .failure(Failure("cannot open data folder \(shown): \(why)"))
      }
    }
    if sources.count == 1 { return .success(sources[0]) }
    return .success(CompositeSource(sources))
  }

  /// `--check-data`: one `PATH[:LINE[:COL]]: error|warning: MESSAGE` line
  /// a problem (the path from the current folder), then the summary; exit
  /// 1 when there is an error (or the bundle is not usable), 0 otherwise,
  /// 2 when the folder cannot be opened at all.
  private func checkData(folder: String) -> Int32 {
    let url = URL(fileURLWithPath: folder)
    let source: any RecipeSource
    do {
      source = try RecipeSources.open(folder: url)
    } catch {
      if error.isAboutTheFolder || !RecipeSources.isBundle(url) {
        let report = BundleReport(unopened: error)
        for problem in report.problems { output(problem.line) }
        output(report.summary)
        return 2
      }
      // A bundle whose cuisine list is unusable: its check says why.
      let report = RecipeSources.check(folder: url)
      for problem in report.problems { output(Self.checkLine(problem, folder: folder)) }
      output(report.summary)
      return 1
    }
    let report = source.check()
    for problem in report.problems { output(Self.checkLine(problem, folder: folder)) }
    output(report.summary)
    let hasError = report.problems.contains { $0.severity == .error }
    return report.isUsable && !hasError ? 0 : 1
  }

  /// A problem's line with its file's path from the current folder
  /// (`Data/Cooklang/Soups/Pho.cook:3:5: warning: …`).
  static func checkLine(_ problem: BundleProblem, folder: String) -> String {
    if problem.file == folder || problem.file.hasPrefix("/") { return problem.line }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    let path = problem.file == "." ? base : base + "/" + problem.file
    return problem.line(path: path)
  }

  private func printRecipe(dishID: String, width: Int?, options: Options, labels: Labels) -> Int32 {
    let (source, dish): (any RecipeSource, Dish)
    switch openDish(dishID, options: options) {
    case .success(let found): (source, dish) = found
    case .failure(let failure): return failure.status
    }
    guard let read = source.recipe(forDishID: dish.idstr) else {
      return fail("unknown dish '\(Sanitized.oneLine(dishID))'", status: 1)
    }
    // The reading width: at most 88 columns on a wide terminal (a line
    // longer than that is hard to follow), 80 when not a terminal.
    let asked =
      width ?? TerminalWidth.ofStandardOutput().map { min($0, ReadingPlacement.maximumWidth) }
      ?? 80
    let columns = max(asked, RecipeTextLayout.minimumWidth)
    if columns != asked {
      errorOutput(
        "recipes: --width \(asked) is below the minimum of \(columns) columns; printed at \(columns)"
      )
    }
    // A page not read in full says so on stderr (issue 31, item 13): a
    // page nested too deep prints what was read, one too large nothing.
    if let problem = read.problem {
      errorOutput("recipes: \(Sanitized.oneLine(dish.idstr)): " + problem.message)
      if case .tooLarge = problem { return 1 }
    }
    guard let scale = options.cooking.scale(for: read) else {
      return fail(CookingOptions.servingsMissing(Sanitized.oneLine(dish.name)), status: 2)
    }
    var recipe = scaledRecipe(read, scale: scale, options: options)
    recipe.problem = nil
    switch options.cooking.formatText.flatMap(PrintFormat.init(rawValue:)) ?? .text {
    case .text:
      for line in RecipeClipboardText.lines(recipe, labels: labels, width: columns) { output(line) }
    case .markdown:
      for line in RecipeExport.markdown(recipe, labels: labels) { output(line) }
    case .json:
      output(RecipeExport.json(recipe, id: dish.idstr))
    case .cooklang:
      let text =
        Self.cooklangText(of: dish.idstr, in: source, scale: scale)
        ?? RecipeCooklangWriter.text(for: recipe, dish: dish)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        output(Sanitized.printable(String(line)))
      }
    }
    return 0
  }

  private func render(size: Size, keys: String, options: Options, labels: Labels) -> Int32 {
    let events: [InputEvent]
    do {
      // No way in lays out more than `--render` may (issue 31, item 12).
      events = try KeyScript.parse(keys, maximumSize: Limits.screen)
    } catch {
      return fail(error.description, status: 2)
    }
    let source: any RecipeSource
    let store: StateStore?
    switch openSourceAndState(options) {
    case .success(let opened): (source, store) = opened
    case .failure(let failure): return fail(failure.message, status: 2)
    }
    let terminal = HeadlessTerminal(
      size: size, events: events,
      capabilities: TerminalCapabilities(
        colors: options.color ? .palette256 : .none, mouse: options.mouse))
    let coordinator = AppCoordinator(
      source: source, options: options, labels: labels, terminal: terminal)
    remember(coordinator, store: store, options: options, showingProblems: false)
    openStartDish(coordinator, options: options)
    coordinator.ingredientIndexCache = IngredientIndexCache(environment: environment)
    coordinator.run()
    let lines = coordinator.saveStateAtQuit()
    let frame = terminal.lastFrame ?? coordinator.application.render()
    output(frame.text)
    if options.renderStyles {
      output("")
      output(frame.styleDump)
    }
    for line in lines { errorOutput("recipes: " + line) }
    return 0
  }

  private func browse(options: Options, labels: Labels, makeTerminal: TerminalFactory) -> Int32 {
    let source: any RecipeSource
    let store: StateStore?
    switch openSourceAndState(options) {
    case .success(let opened): (source, store) = opened
    case .failure(let failure): return fail(failure.message, status: 2)
    }
    let terminal: any Terminal
    do {
      terminal = try makeTerminal(options)
    } catch {
      return fail("\(error)", status: 2)
    }
    let coordinator = AppCoordinator(
      source: source, options: options, labels: labels, terminal: terminal)
    remember(coordinator, store: store, options: options, showingProblems: true)
    // `e` and `E` run the user's editor ($VISUAL, $EDITOR, vi).
    coordinator.recipeEdit?.editor = EditorCommand(environment: environment)
    openStartDish(coordinator, options: options)
    // "What can I cook?" reads every page, between keys, from its first
    // opening (or the cache): a browser never used for it reads none, and
    // its memory stays the list's (issue 17's 16 MiB).
    coordinator.ingredientIndexCache = IngredientIndexCache(environment: environment)
    coordinator.run()
    // Every way out (q, ctrl-c, SIGTERM, SIGHUP, the input ending) saves
    // before the terminal is given back; main re-raises a signal after.
    // What the save has to say (another instance held the lock) is
    // printed once the terminal is the shell's again.
    let lines = coordinator.saveStateAtQuit()
    terminal.restore()
    for line in lines { errorOutput("recipes: " + line) }
    return 0
  }
}
