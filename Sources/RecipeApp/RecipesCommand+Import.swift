import FoundationEssentials
import RecipeKit

#if canImport(Glibc)
  import Glibc
#endif

/// `recipes import [--into DIR] [--dry-run] [--format cooklang|json]
/// SOURCE...`: saved pages, schema.org JSON, Nextcloud Cookbook folders,
/// Paprika exports, RecipeMD files (or `-`, standard input) into Cooklang
/// files. One line a source on standard error (`imported`, `skipped (no
/// recipe found)`, `failed (why)`); exit 0 when every source imported, 1
/// when any did not, 2 for bad arguments.
extension RecipesCommand {
  /// The parsed arguments of `recipes import`.
  struct ImportArguments {
    var into: String?
    var dryRun = false
    var json = false
    var help = false
    var sources: [String] = []
  }

  static let importUsage = """
    usage: recipes import [--into DIR] [--dry-run] [--format cooklang|json] SOURCE...
    SOURCE: a saved page (.html), a schema.org JSON file, a Nextcloud Cookbook folder,
    a Paprika export (.paprikarecipes), a RecipeMD file (.md), a folder of these, or -
    """

  /// Parses the words after `import`; a message on a usage error.
  static func parseImport(_ words: [String]) -> Result<ImportArguments, ImportUsageError> {
    var arguments = ImportArguments()
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        arguments.sources.append(word)
        continue
      }
      let (name, inlineValue) = word.split(separator: "=", maxSplits: 1).map(String.init).pair
      switch name {
      case "--": optionsEnded = true
      case "--help", "-h": arguments.help = true
      case "--dry-run": arguments.dryRun = true
      case "--into", "--format":
        guard let value = inlineValue ?? (index < words.count ? words[index] : nil) else {
          return .failure(ImportUsageError(message: "\(name) needs a value"))
        }
        if inlineValue == nil { index += 1 }
        if name == "--into" {
          arguments.into = value
        } else if value == "json" || value == "cooklang" {
          arguments.json = value == "json"
        } else {
          return .failure(ImportUsageError(message: "--format is cooklang or json"))
        }
      default:
        return .failure(
          ImportUsageError(message: "unknown option for import: " + Sanitized.oneLine(name)))
      }
    }
    if arguments.help { return .success(arguments) }
    if arguments.sources.isEmpty {
      return .failure(ImportUsageError(message: "import needs a SOURCE"))
    }
    if arguments.json && !arguments.dryRun {
      return .failure(ImportUsageError(message: "--format json only goes with --dry-run"))
    }
    return .success(arguments)
  }

  struct ImportUsageError: Error {
    var message: String
  }

  /// Runs `recipes import` with the words after `import`.
  func runImport(_ words: [String]) -> Int32 {
    let arguments: ImportArguments
    switch Self.parseImport(words) {
    case .success(let parsed): arguments = parsed
    case .failure(let error):
      errorOutput("recipes: " + error.message)
      errorOutput(Self.importUsage)
      return 2
    }
    if arguments.help {
      output(Self.importUsage)
      return 0
    }
    guard let into = arguments.into ?? defaultImportFolder(loadSettings(Options())) else {
      return fail("import: no folder to import into (give --into DIR)", status: 2)
    }
    var allImported = true
    for source in arguments.sources {
      for (label, result) in readSource(source) {
        let line: String
        switch result {
        case .success(let recipes):
          if let failure = deliver(recipes, into: into, arguments: arguments) {
            line = "failed (\(failure))"
            allImported = false
          } else {
            line = "imported"
          }
        case .failure(.noRecipe):
          line = "skipped (no recipe found)"
          allImported = false
        case .failure(let error):
          line = "failed (\(Sanitized.oneLine(error.description)))"
          allImported = false
        }
        // The whole path, made printable: a user must see which file it was
        // (a deep folder's path is longer than `oneLine`'s 80 characters).
        errorOutput(Sanitized.printable(label) + ": " + line)
      }
    }
    return allImported ? 0 : 1
  }

  /// Where `import` writes without `--into`: the config's `import_into`,
  /// else the first source that is a Cooklang collection (`RECIPES_DATA`,
  /// then the config's `data`: the folders a run without `--data` opens),
  /// else `$XDG_DATA_HOME/recipes` (else `~/.local/share/recipes`).
  func defaultImportFolder(_ settings: Settings) -> String? {
    let configured = settings.string("import_into")
    if !configured.isEmpty { return configured }
    let sources = [environment["RECIPES_DATA"], settings.string("data")].compactMap { $0 }
    if let cooklang = sources.first(where: Self.isCooklangFolder) { return cooklang }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/recipes" }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.local/share/recipes"
  }

  /// Whether `path` is an existing folder that opens as a Cooklang
  /// collection (not an iPad bundle).
  static func isCooklangFolder(_ path: String) -> Bool {
    var status = stat()
    guard !path.isEmpty, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      return false
    }
    return !RecipeSources.isBundle(URL(fileURLWithPath: path))
  }

  /// The recipes of one SOURCE, per source it stands for (a folder stands
  /// for its files), with the label to report it by.
  private func readSource(_ source: String) -> [(String, Result<[ImportedRecipe], ImportError>)] {
    if RecipeImporter.isURL(source) {
      return [
        (source, .failure(.unreadable("a web address: save the page first, there is no network")))
      ]
    }
    if source == "-" {
      guard let bytes = Self.readStandardInput(limit: RecipeImporter.maxBytes) else {
        return [("-", .failure(.tooLarge))]
      }
      return [
        (
          "-",
          Self.catching { () throws(ImportError) in
            try RecipeImporter.read(bytes, as: RecipeImporter.kind(ofContent: bytes))
          }
        )
      ]
    }
    var status = stat()
    if stat(source, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
      !NextcloudReader.isRecipeFolder(source)
    {
      let sources = RecipeImporter.sources(inFolder: source)
      if sources.isEmpty { return [(source, .failure(.noRecipe))] }
      return sources.map { path in
        (path, Self.catching { () throws(ImportError) in try RecipeImporter.read(path: path) })
      }
    }
    return [
      (source, Self.catching { () throws(ImportError) in try RecipeImporter.read(path: source) })
    ]
  }

  private static func catching(
    _ body: () throws(ImportError) -> [ImportedRecipe]
  ) -> Result<[ImportedRecipe], ImportError> {
    do throws(ImportError) {
      return .success(try body())
    } catch {
      return .failure(error)
    }
  }

  /// Prints (`--dry-run`) or writes the recipes; the reason when writing
  /// failed.
  private func deliver(_ recipes: [ImportedRecipe], into: String, arguments: ImportArguments)
    -> String?
  {
    for recipe in recipes {
      if arguments.dryRun {
        if arguments.json {
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
          guard let data = try? encoder.encode(ImportedRecipeJSON(recipe)) else {
            return "cannot write JSON"
          }
          output(String(decoding: data, as: UTF8.self))
        } else {
          let text = CooklangWriter.text(for: recipe)
          output(
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
              .map { Sanitized.printable(String($0)) }.joined(separator: "\n"))
        }
        continue
      }
      do throws(ImportError) {
        _ = try ImportFileWriter.write(
          CooklangWriter.text(for: recipe), picture: recipe.picture, title: recipe.title, into: into
        )
      } catch {
        return error.description
      }
    }
    return nil
  }

  /// Standard input, nil past `limit` bytes.
  private static func readStandardInput(limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return bytes }
      bytes += chunk[0..<count]
      if bytes.count > limit { return nil }
    }
  }
}

extension Array where Element == String {
  /// The first element and the second (nil when there is none).
  fileprivate var pair: (String, String?) {
    (first ?? "", count > 1 ? self[1] : nil)
  }
}
