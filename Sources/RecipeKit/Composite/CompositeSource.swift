import FoundationEssentials

/// Several sources shown as one (`recipes A B`, `--data` given more than
/// once, a config `data` list, `RECIPES_DATA=a:b`): the app and the command
/// line see one `RecipeSource` whose ids are `SOURCE/ID`.
///
/// Each member keeps its own ids; the composite puts the member's prefix
/// (its name, made unique: `Data`, `Cooklang`, `Cooklang-2`) and a `/` in
/// front of every category and dish id it hands out, and takes it off
/// again on the way in. The categories are the members' in member order,
/// each member's in its own order (the app draws a heading with the
/// member's name above them). Nothing is kept here: every list, recipe
/// and fingerprint is the member's, so a member that reloads is seen at
/// once. One thread, like its members.
public final class CompositeSource: RecipeSource {
  /// One source of the several, with the prefix of its ids.
  public struct Member {
    /// The id prefix (without the `/`): the source's name, unique among
    /// the members, never empty and without a `/`.
    public let prefix: String
    public let source: any RecipeSource
  }

  /// The members, in the order they were given.
  public let members: [Member]

  /// A composite over `sources` (at least one), in that order.
  public init(_ sources: [any RecipeSource]) {
    var used = Set<String>()
    var members: [Member] = []
    for source in sources {
      var base = String(source.name.map { $0 == "/" ? "_" : $0 })
      if base.isEmpty { base = "source" }
      var prefix = base
      var number = 2
      while used.contains(prefix) {
        prefix = "\(base)-\(number)"
        number += 1
      }
      used.insert(prefix)
      members.append(Member(prefix: prefix, source: source))
    }
    self.members = members
  }

  /// The members' prefixes joined with `, `.
  public var name: String { members.map(\.prefix).joined(separator: ", ") }

  /// The first member's folder (the app's own state is kept under it).
  public var folder: URL { members.first?.source.folder ?? URL(fileURLWithPath: "/") }

  public var categories: [Cuisine] {
    members.flatMap { member in
      member.source.categories.map { Self.prefixed($0, member.prefix) }
    }
  }

  /// The member whose prefix starts `id`, and the member's own id.
  public func member(of id: String) -> (member: Member, id: String)? {
    guard let slash = id.firstIndex(of: "/") else { return nil }
    let prefix = id[..<slash]
    guard let member = members.first(where: { $0.prefix == prefix }) else { return nil }
    return (member, String(id[id.index(after: slash)...]))
  }

  /// The composite's id of a member's `id`.
  public static func id(_ id: String, prefix: String) -> String { prefix + "/" + id }

  public static func prefixed(_ cuisine: Cuisine, _ prefix: String) -> Cuisine {
    Cuisine(idstr: id(cuisine.idstr, prefix: prefix), name: cuisine.name)
  }

  public static func prefixed(_ dish: Dish, _ prefix: String) -> Dish {
    Dish(
      idstr: id(dish.idstr, prefix: prefix), name: dish.name, diff: dish.diff, time: dish.time,
      imageUrl: dish.imageUrl, url: dish.url, minutes: dish.minutes)
  }

  public func dishLoader(for category: Cuisine, keeping: Bool) throws(BundleError) -> DishLoader {
    guard let (member, inner) = member(of: category.idstr) else {
      throw .missingFile(category.idstr)
    }
    let own =
      member.source.categories.first { $0.idstr == inner } ?? Cuisine(idstr: inner, name: category.name)
    let loader = try member.source.dishLoader(for: own, keeping: keeping)
    let prefix = member.prefix
    if loader.isComplete {
      return DishLoader(cuisine: category, dishes: loader.dishes.map { Self.prefixed($0, prefix) })
    }
    return DishLoader(cuisine: category, reader: PrefixingDishReader(loader: loader, prefix: prefix))
  }

  public func recipe(forDishID id: String) -> Recipe? {
    guard let (member, inner) = member(of: id) else { return nil }
    return member.source.recipe(forDishID: inner)
  }

  public func searchIngredients(forDishID id: String) -> [SearchIngredientGroup]? {
    guard let (member, inner) = member(of: id) else { return nil }
    return member.source.searchIngredients(forDishID: inner)
  }

  public func ingredientLines(forDishID id: String, amounts: Bool) -> [IngredientLine] {
    guard let (member, inner) = member(of: id) else { return [] }
    return member.source.ingredientLines(forDishID: inner, amounts: amounts)
  }

  /// True while a member's opening left work for later.
  public var isOpening: Bool { members.contains { $0.source.isOpening } }

  /// A step of the first member's work left from opening.
  public func continueOpening() -> Bool {
    guard let member = members.first(where: { $0.source.isOpening }) else { return false }
    _ = member.source.continueOpening()
    return isOpening
  }

  /// The members' fingerprints in one: it changes when any of theirs does.
  public func fingerprint() -> SourceFingerprint {
    var stamps: [String] = []
    var dishIDs = Set<String>()
    var categoryIDs = Set<String>()
    var paths: [String] = []
    var files = 0
    for member in members {
      let print = member.source.fingerprint()
      paths.append(print.path)
      stamps.append(member.prefix + "\u{0}" + print.path + "\u{0}\(print.fileCount)\u{0}" + print.digest)
      files += print.fileCount
      for id in print.dishIDs { dishIDs.insert(Self.id(id, prefix: member.prefix)) }
      for id in print.categoryIDs { categoryIDs.insert(Self.id(id, prefix: member.prefix)) }
    }
    var combined = SourceFingerprint(
      path: paths.joined(separator: "\n"), stamps: stamps, dishIDs: dishIDs,
      categoryIDs: categoryIDs)
    combined.fileCount = files
    return combined
  }

  /// Every member's check in one report: each problem's file is named
  /// from the member's folder (`Data/Plist/x.plist`), the counts add up,
  /// and it is usable when every member is.
  public func check() -> BundleReport {
    var problems: [BundleProblem] = []
    var cuisines = 0
    var dishes = 0
    var pages = 0
    var usable = true
    for member in members {
      let report = member.source.check()
      let base = member.source.folder.path
      problems += report.problems.map { $0.inFolder(base) }
      cuisines += report.cuisineCount
      dishes += report.dishCount
      pages += report.pageCount
      usable = usable && report.isUsable
    }
    return BundleReport(
      problems: problems, cuisineCount: cuisines, dishCount: dishes, pageCount: pages,
      isUsable: usable)
  }
}
