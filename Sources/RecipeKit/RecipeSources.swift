import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Opens the recipe source in a folder, whatever its kind, and checks one.
///
/// A folder holding `Plist/food_types.plist` (or a `Plist` folder) is an iPad bundle
/// (`RecipeBundle`); any other folder, even an empty one, is a Cooklang
/// collection (`CooklangSource`). The kind of a folder is decided here.
public enum RecipeSources {
  /// The source in `folder`. Throws when it cannot be opened at all (the
  /// folder missing or unreadable, a bundle's cuisine list unusable).
  public static func open(folder: URL) throws(BundleError) -> any RecipeSource {
    if isBundle(folder) { return try RecipeBundle(folder: folder) }
    return try CooklangSource(folder: folder)
  }

  /// Whether `folder` is an iPad bundle: it holds `Plist/food_types.plist`
  /// (as anything: a damaged one is still a bundle's), or at least a
  /// `Plist` folder (a bundle missing its cuisine list, which its check
  /// then names, rather than an empty Cooklang collection).
  public static func isBundle(_ folder: URL) -> Bool {
    var status = stat()
    if lstat(folder.appendingPathComponent("Plist/food_types.plist").path, &status) == 0 {
      return true
    }
    return stat(folder.appendingPathComponent("Plist").path, &status) == 0
      && status.st_mode & S_IFMT == S_IFDIR
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
