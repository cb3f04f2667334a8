import FoundationEssentials

/// Reads a Paprika export: a `.paprikarecipes` zip whose entries are each
/// one recipe as gzip-compressed JSON (a single `.paprikarecipe` is one such
/// entry on its own).
///
/// Paprika's fields: `name`, `description`, `ingredients` and `directions`
/// (texts, a line each), `notes`, `servings`, `prep_time`, `cook_time`,
/// `total_time` (worded: `10 mins`), `source`, `source_url`, `image_url`,
/// `photo_data` (the picture, base64), `categories`.
public enum PaprikaReader {
  /// The recipes of an export, in the archive's order; entries that are
  /// not a recipe are skipped. Throws `tooLarge` past the archive limits,
  /// `unreadable` for a broken archive, `noRecipe` when none is found.
  public static func readExport(_ data: [UInt8]) throws(ImportError) -> [ImportedRecipe] {
    var recipes: [ImportedRecipe] = []
    try ArchiveReader.forEachZipEntry(data) { (_, bytes) throws(ImportError) in
      do throws(ImportError) {
        recipes.append(try readEntry(bytes))
      } catch {
        if error == .tooLarge || error == .nestedTooDeep { throw error }
      }
    }
    guard !recipes.isEmpty else { throw .noRecipe }
    return recipes
  }

  /// One recipe from its gzip-compressed (or plain) JSON.
  public static func readEntry(_ bytes: [UInt8]) throws(ImportError) -> ImportedRecipe {
    let json = ArchiveReader.isGzip(bytes) ? try ArchiveReader.gunzip(bytes) : bytes
    let value = try TolerantJSON.decode(String(decoding: json, as: UTF8.self))
    guard let recipe = read(value) else { throw .noRecipe }
    return recipe
  }

  /// A decoded Paprika recipe object; nil without a name.
  static func read(_ object: JSONValue) -> ImportedRecipe? {
    guard let name = object["name"]?.text.map(ImportText.clean), !name.isEmpty else { return nil }
    var recipe = ImportedRecipe(title: name)
    recipe.description = (object["description"]?.text).map(ImportText.clean) ?? ""
    recipe.ingredientGroups = IngredientGrouping.groups(
      ImportText.lines(object["ingredients"]?.text ?? ""))
    let steps = ImportText.lines(object["directions"]?.text ?? "")
    if !steps.isEmpty { recipe.instructionSections = [InstructionSection(steps: steps)] }
    recipe.yields = (object["servings"]?.text).map(ImportText.clean).flatMap {
      $0.isEmpty ? nil : $0
    }
    recipe.prepMinutes = (object["prep_time"]?.text).flatMap(DurationText.minutes)
    recipe.cookMinutes = (object["cook_time"]?.text).flatMap(DurationText.minutes)
    recipe.totalMinutes = (object["total_time"]?.text).flatMap(DurationText.minutes)
    if recipe.totalMinutes == nil, recipe.prepMinutes != nil || recipe.cookMinutes != nil {
      recipe.totalMinutes = (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
    }
    recipe.image = nonEmpty(object["image_url"]?.text)
    recipe.source = nonEmpty(object["source_url"]?.text) ?? nonEmpty(object["source"]?.text)
    recipe.author = nonEmpty(object["source"]?.text).flatMap { $0.contains("://") ? nil : $0 }
    recipe.tags = (object["categories"]?.list ?? []).compactMap(\.text).map(ImportText.clean)
      .filter { !$0.isEmpty }
    if let photo = object["photo_data"]?.text, !photo.isEmpty,
      let bytes = Data(base64Encoded: photo, options: .ignoreUnknownCharacters)
    {
      recipe.picture = [UInt8](bytes)
    }
    return recipe
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text else { return nil }
    let cleaned = ImportText.collapsed(Substring(text))
    return cleaned.isEmpty ? nil : cleaned
  }
}
