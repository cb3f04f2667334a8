/// What `BundleCheck.run(folder:pageHasText:)` found: the problems, counts,
/// and whether the app can show the bundle.
public struct BundleReport: Hashable, Sendable {
  /// Every problem, grouped by file (the cuisine list, then each cuisine's
  /// plist in cuisine order, then the stylesheet), in entry order within a
  /// file, problems with the whole file last.
  public let problems: [BundleProblem]
  /// Distinct cuisine ids in `Plist/food_types.plist` (entries skipped are
  /// not counted).
  public let cuisineCount: Int
  /// Dish entries loaded from all readable dish plists (entries skipped are
  /// not counted; a repeated id is).
  public let dishCount: Int
  /// Distinct dish ids whose page is a regular file inside the bundle.
  public let pageCount: Int
  /// Whether the app can show the bundle: it opened, and at least one
  /// cuisine has dishes. Errors in single cuisines do not change that.
  public let isUsable: Bool
  /// True for a Cooklang collection: the summary counts categories,
  /// recipes and files read instead of cuisines, dishes and pages.
  public var isCollection = false

  /// One line for the end of `--check-data`, e.g.
  /// `16 cuisines, 827 dishes, 827 pages: usable (0 errors, 5 warnings)`.
  public var summary: String {
    let errors = problems.count { $0.severity == .error }
    let warnings = problems.count { $0.severity == .warning }
    let counts =
      isCollection
      ? [
        Self.count(cuisineCount, "category", "categories"),
        Self.count(dishCount, "recipe", "recipes"),
        "\(pageCount) read",
      ].joined(separator: ", ")
      : [
        Self.count(cuisineCount, "cuisine", "cuisines"),
        Self.count(dishCount, "dish", "dishes"),
        Self.count(pageCount, "page", "pages"),
      ].joined(separator: ", ")
    let verdict = isUsable ? "usable" : "not usable"
    let tally =
      "\(Self.count(errors, "error", "errors")), \(Self.count(warnings, "warning", "warnings"))"
    return "\(counts): \(verdict) (\(tally))"
  }

  /// "1 dish", "2 dishes".
  private static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
  }
}

extension BundleReport {
  /// The report on a source that could not be opened: `error` alone, not
  /// usable.
  public init(unopened error: BundleError) {
    self.init(
      problems: [error.problem], cuisineCount: 0, dishCount: 0, pageCount: 0, isUsable: false)
  }
}
