import FoundationEssentials
import Glibc

/// Reads any source `recipes import` takes: a saved page (`.html`, `.htm`),
/// a schema.org JSON file, a Nextcloud Cookbook folder, a Paprika export
/// (`.paprikarecipes`) or single recipe (`.paprikarecipe`), a RecipeMD file
/// (`.md`), or bytes of any of these whose kind is told by their content.
public enum RecipeImporter {
  /// What a source is.
  public enum Kind: Equatable, Sendable {
    case html, json, paprikaExport, paprikaRecipe, recipeMD, nextcloudFolder
  }

  /// The largest input file read (20 MB); larger ones are `tooLarge`.
  public static let maxBytes = 20 << 20

  /// True for a web address, which is refused: the page must be saved
  /// first (no network).
  public static func isURL(_ source: String) -> Bool {
    let lower = source.lowercased()
    return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.")
      || lower.hasPrefix("ftp://")
  }

  /// The kind of a file by its name, nil when the name does not tell.
  public static func kind(ofName name: String) -> Kind? {
    let lower = name.lowercased()
    if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return .html }
    if lower.hasSuffix(".json") { return .json }
    if lower.hasSuffix(".paprikarecipes") { return .paprikaExport }
    if lower.hasSuffix(".paprikarecipe") { return .paprikaRecipe }
    if lower.hasSuffix(".md") || lower.hasSuffix(".markdown") { return .recipeMD }
    return nil
  }

  /// The kind of `bytes` by their content (standard input): zip, gzip,
  /// JSON, HTML, else RecipeMD.
  public static func kind(ofContent bytes: [UInt8]) -> Kind {
    if ArchiveReader.isZip(bytes) { return .paprikaExport }
    if ArchiveReader.isGzip(bytes) { return .paprikaRecipe }
    let start = bytes.drop(while: { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
    switch start.first {
    case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
    case UInt8(ascii: "<"): return .html
    default: return .recipeMD
    }
  }

  /// The recipes in `bytes` read as `kind` (not a folder).
  public static func read(_ bytes: [UInt8], as kind: Kind) throws(ImportError) -> [ImportedRecipe] {
    guard bytes.count <= maxBytes else { throw .tooLarge }
    switch kind {
    case .html: return [try HTMLRecipeReader.read(bytes)]
    case .json: return try SchemaJSONReader.read(bytes)
    case .paprikaExport: return try PaprikaReader.readExport(bytes)
    case .paprikaRecipe: return [try PaprikaReader.readEntry(bytes)]
    case .recipeMD: return [try RecipeMDReader.read(bytes)]
    case .nextcloudFolder: throw .noRecipe
    }
  }

  /// The recipes of the file or Nextcloud recipe folder at `path`.
  public static func read(path: String) throws(ImportError) -> [ImportedRecipe] {
    if NextcloudReader.isRecipeFolder(path) { return [try NextcloudReader.readFolder(path)] }
    var status = stat()
    guard stat(path, &status) == 0 else { throw .unreadable("cannot read it") }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw .noRecipe }
    guard status.st_size <= maxBytes else { throw .tooLarge }
    guard let bytes = RecipePageParser.readFile(atPath: path, maxBytes: maxBytes) else {
      throw .unreadable("cannot read it")
    }
    return try read(bytes, as: kind(ofName: path) ?? kind(ofContent: bytes))
  }

  /// The sources a folder stands for: its Nextcloud recipe folders when it
  /// has any, else its files of a known kind (sorted; not recursive).
  public static func sources(inFolder folder: String) -> [String] {
    let recipeFolders = NextcloudReader.recipeFolders(in: folder)
    if !recipeFolders.isEmpty { return recipeFolders }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    return names.filter { !$0.hasPrefix(".") && kind(ofName: $0) != nil }.map { folder + "/" + $0 }
  }
}
