import FoundationEssentials

/// The bundle as a `RecipeSource`: its cuisines are the categories, a
/// dish's recipe is its page read by `RecipePageParser`.
extension RecipeBundle {
  /// The bundle folder's last component, e.g. `Data`.
  public var name: String { folder.standardizedFileURL.lastPathComponent }

  /// The cuisines.
  public var categories: [Cuisine] { cuisines }

  /// The page of dish `id` read into blocks, or nil when it has no page to
  /// show safely (see `pageURL(forDishID:)`); an unreadable page is `.empty`.
  public func recipe(forDishID id: String) -> Recipe? {
    pageURL(forDishID: id).map { RecipePageParser.parse(contentsOf: $0) }
  }

  /// The rows of dish `id`'s ingredient table. Without `amounts` the page is
  /// read straight from its bytes when it has the plain shape
  /// (`IngredientTableScanner`), else parsed whole, and the amounts are
  /// `.empty`; with `amounts` the page is parsed and every amount read by
  /// `AmountReader`.
  public func ingredientLines(forDishID id: String, amounts: Bool) -> [IngredientLine] {
    guard let url = pageURL(forDishID: id) else { return [] }
    if amounts { return RecipePageParser.parse(contentsOf: url).ingredientLines }
    return Self.ingredientNames(ofPageAt: url)
  }

  /// The groups and names of the page at `url` (the amounts `.empty`):
  /// straight from the bytes when the page is of the plain shape
  /// (`IngredientTableScanner`), else from the whole page parsed.
  static func ingredientNames(ofPageAt url: URL) -> [IngredientLine] {
    guard url.isFileURL,
      let bytes = RecipePageParser.readFile(atPath: url.path, maxBytes: PageProblem.maximumPageBytes)
    else { return [] }
    if let lines = IngredientTableScanner.lines(bytes) {
      return lines.map { IngredientLine(group: $0.group, name: $0.name, amount: .empty) }
    }
    return RecipePageParser.parse(bytes).blocks.flatMap { block -> [IngredientLine] in
      guard case .ingredients(let group, let items) = block else { return [] }
      return items.map { IngredientLine(group: group, name: $0.name, amount: .empty) }
    }
  }

  /// `BundleCheck` on the bundle's folder, each page read by
  /// `RecipePageParser` (whether it holds recipe text, whether it was read
  /// in full).
  public func check() -> BundleReport {
    BundleCheck.run(folder: folder, readPage: { RecipePageParser.parse(contentsOf: $0) })
  }
}
