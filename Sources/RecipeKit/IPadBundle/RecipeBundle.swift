import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A recipe bundle on disk, in the iPad app's layout: one `RecipeSource`
/// (see `RecipeBundle+Source.swift`).
///
/// ```
/// Plist/food_types.plist            the cuisines (read by init)
/// Plist/type_<cuisine>_foods.plist  each cuisine's dishes (read on demand)
/// Html/food/<dish>.html             one page per dish
/// Html/css/recipe.css               the pages' stylesheet
/// ```
///
/// Everything in the folder is untrusted: plists are read with a size cap
/// and decoded leniently (skipped entries go to `problems`), ids become file
/// names only when they are safe, and pages are only handed out when they
/// resolve, symbolic links and all, to a file inside the folder. Nothing is
/// ever written to the folder. Not thread-safe: use it from one thread.
public final class RecipeBundle: RecipeSource {
  /// The bundle folder, as given.
  public let folder: URL
  /// The cuisines of `Plist/food_types.plist`, in file order; entries
  /// without a usable `idstr` or `name` are left out (see `problems`).
  public let cuisines: [Cuisine]
  /// Every entry skipped so far, as warnings: those of
  /// `Plist/food_types.plist`, then those of each dish plist in the order
  /// they were first loaded.
  public private(set) var problems: [BundleProblem]

  /// The folder's path with symbolic links resolved, without a trailing
  /// slash (except for `/` itself).
  let resolvedFolder: String
  /// The cuisines with their entry indices in `Plist/food_types.plist`.
  let cuisineEntries: [PlistLoader.Entry<Cuisine>]
  /// Dishes by cuisine id, decoded once, with their entry indices (one
  /// array of dishes, shared with whoever read them, not a copy).
  private var dishCache: [String: (dishes: [Dish], indices: [Int])] = [:]

  /// The cuisine list, relative to the bundle folder.
  static let cuisineListFile = "Plist/food_types.plist"
  /// The pages' stylesheet, relative to the bundle folder.
  static let stylesheetFile = "Html/css/recipe.css"
  /// The longest id used as part of a file name.
  static let maximumIDLength = 200

  /// Opens the bundle at `folder` and reads its cuisine list.
  ///
  /// Throws when the folder is missing, not a folder or unreadable, or when
  /// `Plist/food_types.plist` is missing, unreadable, too large or not a
  /// plist whose root is an array. An empty list is not an error here
  /// (`BundleCheck` reports it).
  public init(folder: URL) throws(BundleError) {
    let path = folder.path
    var status = stat()
    guard stat(path, &status) == 0 else {
      let code = errno
      switch code {
      case ENOENT, ENOTDIR: throw .missingFolder(path)
      default: throw .unreadableFile(path, reason: PlistLoader.describe(code))
      }
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(path) }
    guard let resolved = Self.realPath(path) else {
      throw .unreadableFile(path, reason: PlistLoader.describe(errno))
    }

    let file = Self.cuisineListFile
    let data = try PlistLoader.readFile(atPath: Self.join(path, file), file: file)
    let loaded = try PlistLoader.cuisines(from: data, file: file)
    self.folder = folder
    self.resolvedFolder = resolved
    self.cuisineEntries = loaded.entries
    self.cuisines = loaded.entries.map(\.value)
    self.problems = loaded.problems
  }

  /// The dishes of `cuisine`, in file order, read from
  /// `Plist/type_<idstr>_foods.plist` the first time and kept.
  ///
  /// Entries without a usable `idstr` or `name` are left out and added to
  /// `problems` (once). Throws when the cuisine id is not a safe file name,
  /// or the file is missing, unreadable or not a plist array; a failed read
  /// is tried again on the next call.
  public func dishes(of cuisine: Cuisine) throws(BundleError) -> [Dish] {
    try keptDishes(of: cuisine).dishes
  }

  /// The dishes of `cuisine` with their entry indices (for `BundleCheck`).
  func indexedDishes(of cuisine: Cuisine) throws(BundleError) -> [PlistLoader.Entry<Dish>] {
    let kept = try keptDishes(of: cuisine)
    return zip(kept.indices, kept.dishes).map { PlistLoader.Entry(index: $0, value: $1) }
  }

  private func keptDishes(of cuisine: Cuisine) throws(BundleError) -> (
    dishes: [Dish], indices: [Int]
  ) {
    if let cached = dishCache[cuisine.idstr] { return cached }
    guard let file = Self.dishListFile(forCuisineID: cuisine.idstr) else {
      throw .unsafeCuisineID(Self.cuisineListFile, id: cuisine.idstr)
    }
    let data = try PlistLoader.readFile(atPath: Self.join(folder.path, file), file: file)
    let loaded = try PlistLoader.dishes(from: data, file: file)
    let kept = (dishes: loaded.entries.map(\.value), indices: loaded.entries.map(\.index))
    dishCache[cuisine.idstr] = kept
    problems += loaded.problems
    return kept
  }

  /// A loader for the dishes of `cuisine`, to decode them in parts (a
  /// large cuisine's first dishes can be shown before the rest are read).
  ///
  /// Opens the file now and throws what `dishes(of:)` throws for a file it
  /// cannot open (missing, not a file, too large); errors of its content,
  /// and of reading it, come from the loader, which reads it in chunks
  /// (`PlistDishReader`). Dishes the bundle keeps already come in a loader
  /// that is complete. When the loader completes, the bundle keeps its
  /// dishes and adds its warnings to `problems`, as `dishes(of:)` does.
  ///
  /// With `keeping` false the bundle keeps neither the dishes nor the
  /// warnings (the search index reads every list once and holds only what
  /// it needs; a second copy of a million dishes would not fit).
  public func dishLoader(for cuisine: Cuisine, keeping: Bool) throws(BundleError) -> DishLoader {
    if let cached = dishCache[cuisine.idstr] {
      return DishLoader(cuisine: cuisine, dishes: cached.dishes)
    }
    guard let file = Self.dishListFile(forCuisineID: cuisine.idstr) else {
      throw .unsafeCuisineID(Self.cuisineListFile, id: cuisine.idstr)
    }
    let opened = try PlistLoader.openFile(atPath: Self.join(folder.path, file), file: file)
    let reader = PlistDishReader(opened)
    guard keeping else { return DishLoader(cuisine: cuisine, reader: reader) }
    return DishLoader(cuisine: cuisine, reader: reader) { [self] dishes in
      keep(
        dishes: dishes, indices: reader.indices, problems: reader.problems,
        forCuisineID: cuisine.idstr)
    }
  }

  /// Keeps what a `DishLoader` decoded, unless the dishes are kept already.
  func keep(
    dishes: [Dish], indices: [Int], problems found: [BundleProblem], forCuisineID id: String
  ) {
    guard dishCache[id] == nil else { return }
    dishCache[id] = (dishes, indices)
    problems += found
  }

  /// The page of dish `id`, or nil when there is none to show safely.
  ///
  /// Nil unless `id` is a safe file name (ASCII letters, digits, `-` and `_`;
  /// so `../../etc/passwd` is refused) and `Html/food/<id>.html`, with
  /// symbolic links resolved, is a regular file inside the bundle folder
  /// (also resolved). The URL returned is the resolved one.
  public func pageURL(forDishID id: String) -> URL? {
    guard case .found(let url) = page(forDishID: id) else { return nil }
    return url
  }

  /// What `pageURL(forDishID:)` found, with the reason when it found no page.
  enum PageLookup: Equatable {
    /// A regular file inside the bundle, at this resolved URL.
    case found(URL)
    /// The id is not a safe file name; no file was looked for.
    case unsafeID
    /// No file (or a dangling link, or a symbolic link loop).
    case missing
    /// Something other than a regular file, e.g. a folder.
    case notAFile
    /// The path resolves to somewhere outside the bundle folder.
    case outsideBundle
  }

  /// Looks up the page of dish `id` (see `pageURL(forDishID:)`).
  func page(forDishID id: String) -> PageLookup {
    guard Self.isSafeFileName(id) else { return .unsafeID }
    guard let resolved = Self.realPath(Self.join(folder.path, Self.pageFile(forDishID: id))) else {
      return .missing
    }
    let prefix = resolvedFolder == "/" ? "/" : resolvedFolder + "/"
    guard resolved.hasPrefix(prefix) else { return .outsideBundle }
    var status = stat()
    guard stat(resolved, &status) == 0 else { return .missing }
    guard status.st_mode & S_IFMT == S_IFREG else { return .notAFile }
    return .found(URL(fileURLWithPath: resolved))
  }

  /// Whether the stylesheet `Html/css/recipe.css` is a regular file.
  var hasStylesheet: Bool {
    var status = stat()
    return stat(Self.join(folder.path, Self.stylesheetFile), &status) == 0
      && status.st_mode & S_IFMT == S_IFREG
  }

  // MARK: Names

  /// `Html/food/<id>.html`, relative to the bundle; only meaningful for a
  /// safe `id`.
  static func pageFile(forDishID id: String) -> String { "Html/food/\(id).html" }

  /// `Plist/type_<id>_foods.plist`, or nil when `id` is not a safe file name.
  static func dishListFile(forCuisineID id: String) -> String? {
    isSafeFileName(id) ? "Plist/type_\(id)_foods.plist" : nil
  }

  /// Whether `id` may be part of a file name: 1 to 200 ASCII letters,
  /// digits, `-` and `_`. Anything else (`.`, `/`, spaces, non-ASCII) could
  /// leave the folder or confuse a terminal, so it is refused.
  static func isSafeFileName(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= maximumIDLength
      && id.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          true
        default:
          false
        }
      }
  }

  /// `folder` + "/" + `file`.
  private static func join(_ folder: String, _ file: String) -> String {
    folder.hasSuffix("/") ? folder + file : folder + "/" + file
  }

  /// `path` with every symbolic link, `.` and `..` resolved (realpath(3)),
  /// or nil when it does not exist or cannot be resolved (errno is set).
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
