import FoundationEssentials

/// Validates a whole recipe bundle for `recipes --check-data`.
///
/// Errors: the folder or `Plist/food_types.plist` unusable (the bundle is
/// then not usable), no cuisines, a cuisine whose dish plist is missing or
/// unreadable (the bundle stays usable while some cuisine has dishes).
/// Warnings: entries skipped for lack of `idstr` or `name`, repeated
/// cuisine or dish ids, a cuisine without dishes, a dish with no or an
/// unknown difficulty or time, a dish without a page, a page with no recipe
/// text, a page not read in full (nested too deep, too large), and a missing
/// `Html/css/recipe.css`.
public enum BundleCheck {
  /// Checks the bundle at `folder`. `pageHasText` is asked once about each
  /// page found (the app passes its recipe page parser) and says whether
  /// the page holds any recipe text.
  ///
  /// Reads only; never throws or crashes on bad files: every failure is a
  /// problem in the report.
  public static func run(folder: URL, pageHasText: (URL) -> Bool) -> BundleReport {
    run(folder: folder, pageCheck: { PageCheck(hasText: pageHasText($0), problem: nil) })
  }

  /// Checks the bundle at `folder`, reading each page found with
  /// `readPage` (the app passes its recipe page parser): a page without
  /// recipe text, and a page not read in full (`Recipe.problem`: nested too
  /// deep, too large), are warnings on the page's file.
  public static func run(folder: URL, readPage: (URL) -> Recipe) -> BundleReport {
    run(folder: folder) { page in
      let recipe = readPage(page)
      return PageCheck(hasText: recipe.hasRecipeText, problem: recipe.problem)
    }
  }

  /// What the check learns of one page.
  struct PageCheck {
    /// The page holds recipe text.
    var hasText: Bool
    /// Why the page was not read in full, if it was not.
    var problem: PageProblem?
  }

  private static func run(folder: URL, pageCheck: (URL) -> PageCheck) -> BundleReport {
    let bundle: RecipeBundle
    do {
      bundle = try RecipeBundle(folder: folder)
    } catch {
      return BundleReport(unopened: error)
    }

    var check = Run(bundle: bundle)
    let cuisines = check.distinctCuisines()
    var groups = [check.listProblems]
    // Cuisines with unsafe ids were reported with the list; there is no file to read.
    for cuisine in cuisines where RecipeBundle.dishListFile(forCuisineID: cuisine.idstr) != nil {
      groups.append(check.checkDishes(of: cuisine, pageCheck: pageCheck))
    }
    let isUsable = check.cuisinesWithDishes > 0
    if !cuisines.isEmpty && !isUsable {
      groups[0].append(
        BundleProblem(
          .error, file: RecipeBundle.cuisineListFile, message: "no cuisine has any dishes"))
    }
    if !bundle.hasStylesheet {
      groups.append([
        BundleProblem(
          .warning, file: RecipeBundle.stylesheetFile, message: "missing (the pages link to it)")
      ])
    }
    return BundleReport(
      problems: groups.flatMap { $0 }, cuisineCount: cuisines.count, dishCount: check.dishCount,
      pageCount: check.pageIDs.count, isUsable: isUsable)
  }

  /// The state of one check while it walks the bundle.
  private struct Run {
    let bundle: RecipeBundle
    /// Problems of `Plist/food_types.plist`, in entry order.
    var listProblems: [BundleProblem] = []
    /// Dish entries loaded so far.
    var dishCount = 0
    /// Cuisines with at least one dish.
    var cuisinesWithDishes = 0
    /// Ids of the dishes whose page was found.
    var pageIDs: Set<String> = []
    /// The first dish seen with each id, and its plist.
    var firstDishes: [String: (dish: Dish, file: String)] = [:]

    /// The cuisines in list order, each id once; gathers the list's
    /// problems: skipped entries, repeated ids, ids that are not safe file
    /// names (an error each: that cuisine's dishes cannot be read).
    mutating func distinctCuisines() -> [Cuisine] {
      let file = RecipeBundle.cuisineListFile
      var problems = bundle.problems
      if bundle.cuisines.isEmpty {
        problems.append(BundleProblem(.error, file: file, message: "no cuisines"))
      }
      var seen: [String: Cuisine] = [:]
      var cuisines: [Cuisine] = []
      for entry in bundle.cuisineEntries {
        let cuisine = entry.value
        if let first = seen[cuisine.idstr] {
          let message =
            "cuisine \(Self.label(cuisine.idstr, cuisine.name)) repeats the id of "
            + "\(Self.quoted(first.name)); it is checked once"
          problems.append(BundleProblem(.warning, file: file, entry: entry.index, message: message))
        } else {
          seen[cuisine.idstr] = cuisine
          cuisines.append(cuisine)
          if RecipeBundle.dishListFile(forCuisineID: cuisine.idstr) == nil {
            let error = BundleError.unsafeCuisineID(file, id: cuisine.idstr)
            problems.append(
              BundleProblem(.error, file: file, entry: entry.index, message: error.reason))
          }
        }
      }
      listProblems = Self.inEntryOrder(problems)
      return cuisines
    }

    /// Loads one cuisine's dishes and returns its file's problems in entry
    /// order (or the error that kept it from loading).
    mutating func checkDishes(of cuisine: Cuisine, pageCheck: (URL) -> PageCheck) -> [BundleProblem] {
      let skippedBefore = bundle.problems.count
      let entries: [PlistLoader.Entry<Dish>]
      do {
        entries = try bundle.indexedDishes(of: cuisine)
      } catch {
        return [error.problem]
      }
      let file = RecipeBundle.dishListFile(forCuisineID: cuisine.idstr) ?? ""
      var problems = Array(bundle.problems[skippedBefore...])
      if entries.isEmpty {
        let message = "cuisine \(Self.label(cuisine.idstr, cuisine.name)) has no dishes"
        problems.append(BundleProblem(.warning, file: file, message: message))
      } else {
        cuisinesWithDishes += 1
      }
      dishCount += entries.count
      for entry in entries {
        var pageProblem: BundleProblem?
        problems += check(entry.value, file: file, entry: entry.index, pageProblem: &pageProblem) {
          pageCheck($0)
        }.map { message in
          BundleProblem(.warning, file: file, entry: entry.index, message: message)
        }
        if let pageProblem { problems.append(pageProblem) }
      }
      return Self.inEntryOrder(problems)
    }

    /// The warnings about one dish, as messages; a page not read in full
    /// goes to `pageProblem`, on the page's own file.
    private mutating func check(
      _ dish: Dish, file: String, entry: Int, pageProblem: inout BundleProblem?,
      pageCheck: (URL) -> PageCheck
    ) -> [String] {
      let label = "dish \(Self.label(dish.idstr, dish.name))"
      if let first = firstDishes[dish.idstr] {
        return ["\(label) repeats the id of \(Self.quoted(first.dish.name)) in \(first.file)"]
      }
      firstDishes[dish.idstr] = (dish, file)

      var messages: [String] = []
      if let diff = dish.diff {
        if Difficulty(text: diff) == nil {
          messages.append("\(label) has an unknown difficulty \(Self.quoted(diff))")
        }
      } else {
        messages.append("\(label) has no difficulty")
      }
      if let time = dish.time {
        if CookingTime(text: time) == nil {
          messages.append("\(label) has an unknown time \(Self.quoted(time))")
        }
      } else {
        messages.append("\(label) has no time")
      }

      let page = RecipeBundle.pageFile(forDishID: dish.idstr)
      switch bundle.page(forDishID: dish.idstr) {
      case .found(let url):
        pageIDs.insert(dish.idstr)
        let read = pageCheck(url)
        if let problem = read.problem {
          pageProblem = BundleProblem(
            .warning, file: page, entry: entry, line: problem.line, message: problem.message)
        } else if !read.hasText {
          messages.append("\(label) has a page with no recipe text: \(page)")
        }
      case .unsafeID:
        messages.append("\(label) has no page: its id is not a safe file name")
      case .missing:
        messages.append("\(label) has no page: \(page) is missing")
      case .notAFile:
        messages.append("\(label) has no page: \(page) is not a file")
      case .outsideBundle:
        messages.append("\(label) has no page: \(page) leads outside the bundle")
      }
      return messages
    }

    /// `problems` by entry, then whole-file conclusions ("no cuisines")
    /// after the entries that led to them; stable.
    private static func inEntryOrder(_ problems: [BundleProblem]) -> [BundleProblem] {
      problems.enumerated().sorted { lhs, rhs in
        let left = lhs.element.entry ?? .max
        let right = rhs.element.entry ?? .max
        return left != right ? left < right : lhs.offset < rhs.offset
      }.map(\.element)
    }

    /// `<id> (<name>)`, both made printable and short.
    private static func label(_ id: String, _ name: String) -> String {
      "\(BundleProblem.printable(id, limit: 40)) (\(BundleProblem.printable(name, limit: 40)))"
    }

    /// `"<text>"`, made printable and short.
    private static func quoted(_ text: String) -> String {
      "\"\(BundleProblem.printable(text, limit: 40))\""
    }
  }
}
