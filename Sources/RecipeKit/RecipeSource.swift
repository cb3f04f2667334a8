import FoundationEssentials

/// A place recipes come from: the data side's twin of TermUI's `Terminal`.
///
/// The app, the command line and the indexes see recipes only through this
/// protocol. Today one kind conforms, the iPad app's bundle (`RecipeBundle`:
/// plists and one HTML page a dish); a folder of Cooklang files is meant to
/// be the next. A source:
///
/// - has a `name` (the heading above its categories when several sources
///   are open) and the `folder` it reads (its key for remembered state);
/// - lists its `categories` (the bundle's cuisines; a Cooklang folder's
///   sub-folders), each with an id unique within the source;
/// - hands out the dishes of a category in parts (`dishLoader(for:keeping:)`),
///   so that a list can show the first dishes of a huge category at once;
/// - gives a dish's recipe, `recipe(forDishID:)` (the bundle: its page read
///   into blocks; a source whose amounts arrive structured puts them in
///   `Ingredient.structuredAmount`);
/// - gives a dish's `ingredientLines(forDishID:amounts:)` (what the
///   ingredient index reads), which a source may produce faster than the
///   whole recipe when the amounts are not wanted;
/// - takes a `fingerprint()` of its files, which changes whenever a file it
///   reads changes, for caches built from it;
/// - `check()`s itself: every problem of every file, read afresh.
///
/// Everything a source reads is untrusted: it never crashes or throws on a
/// damaged file (a dish whose file is unreadable has no recipe, a category
/// whose list is unreadable throws from its loader), and it never writes.
/// Not thread-safe: use a source from one thread.
public protocol RecipeSource: AnyObject {
  /// What the source is called: the last component of its folder, e.g.
  /// `Data` or `ipad-recipes`.
  var name: String { get }
  /// The folder the source reads, as it was given.
  var folder: URL { get }
  /// The categories, in the source's order; ids are unique within the source.
  var categories: [Cuisine] { get }
  /// A loader for the dishes of `category`, to read them in parts.
  ///
  /// Throws when the category's dishes cannot be listed at all (its file
  /// or folder is missing or unreadable); later faults come from the
  /// loader. With `keeping` true the source keeps the dishes once the
  /// loader completes, so the next loader is complete at once; with false
  /// it keeps nothing (the search index reads every list once).
  func dishLoader(for category: Cuisine, keeping: Bool) throws(BundleError) -> DishLoader

  /// Every dish of `category`, in the source's order, read now and kept:
  /// the end result of a keeping loader (see the default implementation).
  func dishes(of category: Cuisine) throws(BundleError) -> [Dish]

  /// The recipe of the dish with id `id`, or nil when the source has none
  /// to show for it (no such dish or file, an unsafe id, a file outside the
  /// source). A file that
  /// cannot be read or parsed gives what could be read (maybe `.empty`).
  func recipe(forDishID id: String) -> Recipe?

  /// The ingredient lines of the recipe of dish `id`, in order; none when
  /// it has no recipe. With `amounts` false a source may leave every amount `.empty`
  /// and read only groups and names (the ingredient index does not need
  /// them); with true the amounts are read (`AmountReader`, or structured).
  func ingredientLines(forDishID id: String, amounts: Bool) -> [IngredientLine]

  /// The ingredient names of the recipe of dish `id` by group, in page
  /// order: exactly the names and groups of `recipe(forDishID:)`'s
  /// ingredient blocks (what the search index reads); nil when it has no
  /// recipe. The default takes them from the recipe; a source may read
  /// them without making the whole page.
  func searchIngredients(forDishID id: String) -> [SearchIngredientGroup]?

  /// The fingerprint of the source's files now: it changes when any file
  /// the source reads is added, removed, rewritten or touched.
  func fingerprint() -> SourceFingerprint

  /// Checks the whole source afresh (not what this instance has kept):
  /// every problem of every file, with counts, for `recipes --check-data`.
  func check() -> BundleReport

  /// True while opening left work for later (a Cooklang collection lists
  /// most folders' files after the first frame): `continueOpening()`
  /// does it a step at a time. Whatever needs that work does what is
  /// left itself, so stepping it only spares a later wait.
  var isOpening: Bool { get }

  /// Does a step (about a millisecond) of the work opening left for
  /// later; true while some is left.
  func continueOpening() -> Bool
}

extension RecipeSource {
  /// Nothing left from opening (a source that reads all it needs at once).
  public var isOpening: Bool { false }

  public func continueOpening() -> Bool { false }

  public func searchIngredients(forDishID id: String) -> [SearchIngredientGroup]? {
    recipe(forDishID: id).map(SearchIngredientGroup.groups(of:))
  }

  /// A loader that keeps the dishes (`dishLoader(for:keeping:)` with `true`).
  public func dishLoader(for category: Cuisine) throws(BundleError) -> DishLoader {
    try dishLoader(for: category, keeping: true)
  }

  /// Every dish of `category` through a keeping loader read to its end;
  /// throws what the loader throws (nothing is kept then).
  public func dishes(of category: Cuisine) throws(BundleError) -> [Dish] {
    let loader = try dishLoader(for: category, keeping: true)
    try loader.loadAll()
    return loader.dishes
  }
}
