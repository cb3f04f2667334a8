import FoundationEssentials
import RecipeKit

#if canImport(Glibc)
  import Glibc
#endif

/// `recipes export --to DIR [--format cooklang|json] [--data DIR]`: every
/// recipe of a source (the one `--data` names, else the one a run opens;
/// the bundle too) as `.cook` files in a folder a category
/// (`RecipeCooklangWriter`), or one `DIR/recipes.json` holding an array of
/// the objects `--print --format json` writes. DIR must be new or empty.
/// Exit 0 when every recipe was written, 1 when a category or a recipe
/// could not be read or written (the others are), 2 for bad arguments, a
/// DIR in use or a source that does not open.
extension RecipesCommand {
  /// The parsed arguments of `recipes export`.
  struct ExportArguments {
    var to: String?
    var json = false
    var data: String?
    var help = false
  }

  static let exportUsage = """
    usage: recipes export --to DIR [--format cooklang|json] [--data DIR]
    writes every recipe of the source as .cook files in a folder a category,
    or (json) one DIR/recipes.json; DIR must be new or empty
    """

  /// Parses the words after `export`; a message on a usage error.
  static func parseExport(_ words: [String]) -> Result<ExportArguments, ImportUsageError> {
    var arguments = ExportArguments()
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts.first ?? word
      let inlineValue = word.hasPrefix("--") && parts.count > 1 ? parts[1] : nil
      switch name {
      case "--help", "-h": arguments.help = true
      case "--to", "--format", "--data":
        guard let value = inlineValue ?? (index < words.count ? words[index] : nil),
          !value.isEmpty
        else {
          return .failure(ImportUsageError(message: "\(name) needs a value"))
        }
        if inlineValue == nil { index += 1 }
        switch name {
        case "--to": arguments.to = value
        case "--data": arguments.data = value
        default:
          guard value == "json" || value == "cooklang" else {
            return .failure(ImportUsageError(message: "--format is cooklang or json"))
          }
          arguments.json = value == "json"
        }
      default:
        return .failure(
          ImportUsageError(message: "unknown argument for export: " + Sanitized.oneLine(word)))
      }
    }
    if !arguments.help, arguments.to == nil {
      return .failure(ImportUsageError(message: "export needs --to DIR"))
    }
    return .success(arguments)
  }

  /// Runs `recipes export` with the words after `export`.
  func runExport(_ words: [String]) -> Int32 {
    let arguments: ExportArguments
    switch Self.parseExport(words) {
    case .success(let parsed): arguments = parsed
    case .failure(let error):
      errorOutput("recipes: " + error.message)
      errorOutput(Self.exportUsage)
      return 2
    }
    guard !arguments.help, let folder = arguments.to else {
      output(Self.exportUsage)
      return 0
    }
    var options = Options()
    settingsForExport(&options)
    if let data = arguments.data {
      options.dataFolder = data
      options.givenFlags.insert("--data")
    }
    let source: any RecipeSource
    switch openSource(options) {
    case .success(let opened): source = opened
    case .failure(let failure): return fail(failure.message, status: 2)
    }
    if let problem = Self.prepareExportFolder(folder) {
      return fail("export: " + Sanitized.path(folder) + ": " + problem, status: 2)
    }
    let exporter = SourceExport(source: source, folder: folder)
    let report = arguments.json ? exporter.writeJSON() : exporter.writeCooklang()
    for line in report.problems { errorOutput("recipes: export: " + line) }
    errorOutput(
      "recipes: exported \(report.written) recipes to " + Sanitized.path(folder)
        + (report.problems.isEmpty ? "" : " (\(report.problems.count) problems)"))
    return report.problems.isEmpty ? 0 : 1
  }

  /// The config's `data` (and the environment's) into `options`, as a
  /// plain run reads them.
  private func settingsForExport(_ options: inout Options) {
    let settings = loadSettings(options)
    settings.apply(to: &options)
  }

  /// Makes `folder` when it is missing; why not when it is not a folder,
  /// not empty, or cannot be made.
  static func prepareExportFolder(_ folder: String) -> String? {
    var status = stat()
    if lstat(folder, &status) != 0 {
      guard errno == ENOENT else { return "cannot read it" }
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        return "cannot create it"
      }
      return nil
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return "not a folder" }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return "cannot read it"
    }
    return entries.isEmpty ? nil : "not empty (export writes only into a new or empty folder)"
  }
}
