import FoundationEssentials

/// Reads Nextcloud Cookbook folders: a recipe is a folder holding
/// `recipe.json` (schema.org `Recipe`) and, when it has a picture,
/// `full.jpg`. The folder given may be one recipe's, or one holding recipe
/// folders (`Recipes/`), or the one above it.
public enum NextcloudReader {
  /// `recipe.json` files larger than this are refused as `tooLarge`.
  static let maxBytes = 20 << 20

  /// True when `folder` is one recipe's folder.
  public static func isRecipeFolder(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/recipe.json")
  }

  /// The recipe folders at or below `folder` (at most two levels down:
  /// `Recipes/<name>/`), sorted by path.
  public static func recipeFolders(in folder: String) -> [String] {
    if isRecipeFolder(folder) { return [folder] }
    var found: [String] = []
    for child in sortedChildren(folder) {
      let path = folder + "/" + child
      if isRecipeFolder(path) {
        found.append(path)
      } else if child == "Recipes" {
        found += sortedChildren(path).map { path + "/" + $0 }.filter(isRecipeFolder)
      }
    }
    return found
  }

  /// The recipe in one recipe folder, with `full.jpg`'s bytes as its
  /// picture.
  public static func readFolder(_ folder: String) throws(ImportError) -> ImportedRecipe {
    guard let bytes = RecipePageParser.readFile(atPath: folder + "/recipe.json", maxBytes: maxBytes)
    else {
      throw FileManager.default.fileExists(atPath: folder + "/recipe.json") ? .tooLarge : .noRecipe
    }
    var recipe = try SchemaJSONReader.read(bytes).first ?? ImportedRecipe(title: "")
    guard !recipe.title.isEmpty else { throw .noRecipe }
    if let picture = RecipePageParser.readFile(atPath: folder + "/full.jpg", maxBytes: maxBytes),
      !picture.isEmpty
    {
      recipe.picture = picture
      recipe.image = recipe.image ?? "full.jpg"
    }
    return recipe
  }

  private static func sortedChildren(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}
