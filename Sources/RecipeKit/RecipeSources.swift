import FoundationEssentials

/// Opens the recipe source in a folder, whatever its kind, and checks one.
///
/// Today every folder is read as an iPad bundle (`RecipeBundle`); the
/// kind of a folder is decided here, so that a new kind of source is one
/// more case in `open(folder:)` and `check(folder:)`.
public enum RecipeSources {
  /// The source in `folder`. Throws when it cannot be opened at all (the
  /// folder missing or unreadable, a bundle's cuisine list unusable).
  public static func open(folder: URL) throws(BundleError) -> any RecipeSource {
    try RecipeBundle(folder: folder)
  }

  /// The report of `recipes --check-data` on `folder`: the source's own
  /// `check()`, or the one error that kept it from opening.
  public static func check(folder: URL) -> BundleReport {
    let source: any RecipeSource
    do {
      source = try open(folder: folder)
    } catch {
      return BundleReport(unopened: error)
    }
    return source.check()
  }
}
