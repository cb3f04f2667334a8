/// Reads the recipe of a saved web page: the schema.org `Recipe` in its
/// JSON-LD blocks (`<script type="application/ld+json">`), else the one in
/// its microdata (`itemscope itemtype=".../Recipe"` with `itemprop`s).
///
/// libxml2's HTML parser reads the page (see `RecipePageParser+LibXML2`);
/// each JSON-LD block goes through `TolerantJSON`. A block that cannot be
/// read is skipped; one nested too deep is reported only when no other
/// block gives a recipe.
public enum HTMLRecipeReader {
  /// Pages larger than this (20 MB) are refused as `tooLarge`.
  public static let maxBytes = 20 << 20

  /// The page's recipe; throws `ImportError` (`tooLarge`, `nestedTooDeep`,
  /// `noRecipe`).
  public static func read(_ bytes: some Collection<UInt8>) throws(ImportError) -> ImportedRecipe {
    guard bytes.count <= maxBytes else { throw .tooLarge }
    guard let source = RecipePageParser.Source(bytes) else { throw .noRecipe }
    let found = RecipePageParser.withDocumentRoot(of: source) { root in
      let budget = RecipePageParser.VisitBudget(limit: 2 * source.visitLimit)
      var findings = scan(root, budget: budget)
      var listReader = PageListReader(budget: budget)
      findings.lists = listReader.read(root)
      return findings
    }
    guard let found else { throw .noRecipe }
    var deepError = false
    var roots: [JSONValue] = []
    for block in found.jsonBlocks {
      do {
        roots.append(try TolerantJSON.decode(block))
      } catch {
        if error == .nestedTooDeep { deepError = true }
      }
    }
    let objects = [SchemaRecipeFinder.mainRecipe(in: roots)].compactMap { $0 } + found.microdata
    guard var recipe = objects.lazy.compactMap(SchemaRecipeReader.read).first else {
      throw deepError ? .nestedTooDeep : .noRecipe
    }
    if recipe.source == nil { recipe.source = found.canonicalURL }
    fillIn(found.pageFacts, into: &recipe)
    merge(found.lists, into: &recipe)
    return recipe
  }

  /// The page's labelled yield fills in a missing one; its labelled times
  /// (a total, else prep plus cook) a missing total when the structured
  /// data gives no time at all.
  private static func fillIn(_ facts: PageFactReader, into recipe: inout ImportedRecipe) {
    if recipe.yields == nil { recipe.yields = facts.found[.yield] }
    guard recipe.totalMinutes == nil, recipe.prepMinutes == nil, recipe.cookMinutes == nil
    else { return }
    recipe.prepMinutes = facts.minutes(.prep)
    recipe.cookMinutes = facts.minutes(.cook)
    let sum = (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
    recipe.totalMinutes = facts.minutes(.total) ?? (sum > 0 ? sum : nil)
  }

  /// The page's own lists fill in the structured data's when it has none,
  /// or one entry where the page lists three or more (a whole method in one
  /// string, a stray word). Ingredients that are bare names (no line with
  /// a digit) give way to the page's list of as many lines when most of
  /// its lines have amounts.
  private static func merge(_ lists: PageListReader.Lists, into recipe: inout ImportedRecipe) {
    let ingredients = lists.ingredients.filter { !$0.lines.isEmpty }
    let instructions = lists.instructions.filter { $0.name != nil || !$0.steps.isEmpty }
    let pageLines = ingredients.flatMap(\.lines)
    if recipe.ingredients.count <= 1, pageLines.count > max(2 * recipe.ingredients.count, 2) {
      recipe.ingredientGroups = ingredients
    } else if recipe.ingredients.count >= 2, pageLines.count == recipe.ingredients.count,
      !recipe.ingredients.contains(where: Self.hasDigit),
      2 * pageLines.filter(Self.hasDigit).count > pageLines.count
    {
      recipe.ingredientGroups = ingredients
    }
    if recipe.instructions.count <= 1,
      instructions.reduce(0, { $0 + $1.steps.count }) > max(2 * recipe.instructions.count, 2)
    {
      recipe.instructionSections = instructions.withStepTitlesDropped
    }
  }

  private static func hasDigit(_ line: String) -> Bool {
    line.contains(where: \.isASCIIDigit)
  }

  /// What one walk over the page collects.
  struct Findings {
    var jsonBlocks: [String] = []
    var microdata: [JSONValue] = []
    var canonicalURL: String?
    var lists = PageListReader.Lists()
    /// The yield and times the page's text shows beside labels.
    var pageFacts = PageFactReader()
  }

  /// Walks the page once: JSON-LD blocks' texts, microdata recipes,
  /// `<link rel="canonical">`, and the labelled yield and times in its text.
  static func scan(_ root: RecipePageParser.Node, budget: RecipePageParser.VisitBudget) -> Findings
  {
    var findings = Findings()
    var cursor = RecipePageParser.TreeCursor(root, budget: budget)
    while let event = cursor.next() {
      guard case .enter(let node) = event else { continue }
      if node.isText {
        findings.pageFacts.add(RecipePageParser.text(ofTextNode: node))
        continue
      }
      guard node.isElement else { continue }
      switch node.name {
      case "style", "noscript":
        cursor.skipChildren()
      case "script":
        if let type = node.attribute("type"), type.lowercased().contains("ld+json") {
          findings.jsonBlocks.append(rawText(of: node))
        }
        cursor.skipChildren()
      case "link":
        if node.attribute("rel")?.lowercased() == "canonical", let href = node.attribute("href") {
          findings.canonicalURL = findings.canonicalURL ?? ImportText.collapsed(Substring(href))
        }
      default:
        if node.attribute("itemscope") != nil, let type = node.attribute("itemtype"),
          type.lowercased().hasSuffix("/recipe")
        {
          var reader = MicrodataReader(budget: budget)
          findings.microdata.append(reader.item(node, depth: 0))
          cursor.skipChildren()
        }
      }
    }
    return findings
  }

  /// The text inside `node` as the page has it (a script's body).
  static func rawText(of node: RecipePageParser.Node) -> String {
    var bytes: [UInt8] = []
    var child = node.firstChild
    while let current = child {
      current.withText { bytes.append(contentsOf: $0) }
      child = current.nextSibling
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
