import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A folder of Cooklang recipes (`.cook` files) as a `RecipeSource`.
///
/// Each sub-folder is a category (`Breakfast/Eggs`), recipes in the root
/// are under the folder's own name; `config/` and hidden folders are not
/// categories. A dish's id is its path inside the folder without `.cook`
/// (`Sauces/Hollandaise`), its title the file name unless the metadata
/// has `title`. Pictures `Name.jpg`/`.png` and step pictures `Name.3.jpg`
/// are listed on the recipe's page.
///
/// The folder is walked when the source opens and again on `reload()`:
/// on opening, every folder is listed (the categories) but the files of
/// a folder are listed when that category is first asked for, by
/// `continueOpening()` between keys, or all at once by whatever needs the
/// whole list (`scan`): the first frame of a large collection waits for
/// one folder, not all. A file is read when its dish is listed or its recipe asked for, and its
/// reading is kept with the file's stamp (size and modification time): a
/// file changed on disk is read afresh the next time it is asked for, and
/// `invalidate(path:)` drops one reading at once (for a watcher).
/// Nothing read ever stops the source: a file that is unreadable, not
/// UTF-8, larger than `maximumFileSize` or gone gives a recipe that says
/// so. Never writes. One thread.
public final class CooklangSource: RecipeSource {
  /// The id of the category of the recipes in the root folder.
  public static let rootCategoryID = "."
  /// A recipe file larger than this (10 MB) is not read.
  public static let maximumFileSize = 10 << 20

  public let folder: URL
  public let name: String
  public private(set) var categories: [Cuisine] = []

  /// The folder's path as given, without a trailing `/`.
  let root: String
  /// The last walk of the folder, maybe with folders left for later
  /// (`CooklangFolderScan(root:lazily:)`): its `folders` and `menus` are
  /// complete, a category's files come from `files(ofCategory:)`.
  private(set) var walk: CooklangFolderScan
  /// The last walk of the folder, complete (finished now if it was not):
  /// for whatever needs every file.
  var scan: CooklangFolderScan {
    walk.complete()
    return walk
  }
  /// The index in its category's files of each dish id, by category id:
  /// made for a category when one of its dishes is first looked up (the
  /// first frame needs one category's at most, not 10,000 ids hashed).
  private var idIndexes: [String: [String: Int]] = [:]
  /// The dish lists kept by keeping loaders, by category id.
  private var kept: [String: [Dish]] = [:]
  /// What each file read as, with the stamp it had then, by path.
  var readings: [String: CooklangReading] = [:]

  /// Opens the collection in `folder`. Throws only when the folder is
  /// missing, not a folder, or cannot be listed.
  public init(folder: URL) throws(BundleError) {
    self.folder = folder
    var path = folder.path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    root = path
    let shown = folder.standardizedFileURL.lastPathComponent
    name = shown.isEmpty || shown == "/" ? path : shown
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { throw .missingFolder(path) }
      throw .unreadableFile(path, reason: CooklangFolderScan.reason(errno))
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(path) }
    guard let stream = opendir(path) else {
      throw .unreadableFile(path, reason: CooklangFolderScan.reason(errno))
    }
    closedir(stream)
    walk = CooklangFolderScan(root: path, lazily: true)
    arrange()
  }

  /// Walks the folder again: new, renamed and removed files and folders
  /// are seen; kept dish lists are dropped, readings of unchanged files
  /// are kept (each is checked against its file's stamp when used).
  public func reload() {
    walk = CooklangFolderScan(root: root)
    kept = [:]
    let paths = Set(walk.files.map(\.path))
    readings = readings.filter { paths.contains($0.key) }
    arrange()
  }

  /// Forgets what the file at `path` (inside the collection) read as, and
  /// the dish list of its category, so that both are read again.
  public func invalidate(path: String) {
    readings[path] = nil
    // A file's category is its folder's: only that folder's files are
    // looked through.
    let slash = path.utf8.lastIndex(of: 0x2F)
    let category =
      slash.map { String(decoding: path.utf8[..<$0], as: UTF8.self) } ?? Self.rootCategoryID
    if let file = walk.files(ofCategory: category)?.first(where: { $0.path == path }) {
      kept[file.category] = nil
    }
  }

  /// Does a step of what opening left for later (listing the files of a
  /// few more folders); true while some is left. Once none is, `scan`
  /// costs nothing.
  public func continueOpening() -> Bool {
    walk.completeStep(folders: Self.foldersPerStep)
  }

  /// True while opening has left folders to list (`continueOpening()`).
  public var isOpening: Bool { !walk.isComplete }

  /// How many folders' files `continueOpening()` lists a step (about a
  /// millisecond's work for 100 files each).
  static let foldersPerStep = 4

  /// How many folders have had their files listed (tests: a lazy opening
  /// lists one category's before the first frame, not all).
  var foldersListed: Int { walk.slots.count - walk.waitingFolders }

  /// The path inside the collection of dish `id`'s file, if it has one.
  public func filePath(forDishID id: String) -> String? { file(forDishID: id)?.path }

  /// The absolute path of dish `id`'s file (for an editor), if it has one.
  public func fileURL(forDishID id: String) -> URL? {
    file(forDishID: id).map { URL(fileURLWithPath: root + "/" + $0.path) }
  }

  /// The file of dish `id` (the first in the walk's order when two files
  /// give the same id, `a.cook` and `a.COOK`). An id's category is its
  /// path up to its last `/` (a file name has none), the root's without.
  func file(forDishID id: String) -> CooklangFolderScan.File? {
    let slash = id.utf8.lastIndex(of: 0x2F)
    let category =
      slash.map { String(decoding: id.utf8[..<$0], as: UTF8.self) } ?? Self.rootCategoryID
    guard let files = walk.files(ofCategory: category), !files.isEmpty else { return nil }
    if idIndexes[category] == nil {
      var indexes: [String: Int] = [:]
      indexes.reserveCapacity(files.count)
      for index in files.indices where indexes[files[index].id] == nil {
        indexes[files[index].id] = index
      }
      idIndexes[category] = indexes
    }
    return idIndexes[category]?[id].map { files[$0] }
  }

  private func arrange() {
    idIndexes = [:]
    var result: [Cuisine] = []
    if walk.files(ofCategory: Self.rootCategoryID)?.isEmpty == false || walk.folders.isEmpty {
      result.append(Cuisine(idstr: Self.rootCategoryID, name: CooklangDisplay.text(name)))
    }
    for folder in walk.folders {
      result.append(Cuisine(idstr: folder, name: CooklangDisplay.text(folder)))
    }
    if let menusCategory { result.append(menusCategory) }
    categories = result
  }

  public func dishLoader(for category: Cuisine, keeping: Bool) throws(BundleError) -> DishLoader {
    if let dishes = kept[category.idstr] { return DishLoader(cuisine: category, dishes: dishes) }
    if category.idstr == Self.menusCategoryID, menusCategory != nil {
      return DishLoader(cuisine: category, dishes: menuDishes)
    }
    guard category.idstr == Self.rootCategoryID || walk.folders.contains(category.idstr) else {
      throw .missingFile(category.idstr)
    }
    let files = walk.files(ofCategory: category.idstr) ?? []
    let reader = CooklangDishReader(files: files) { [unowned self] file, quick in
      self.dish(for: file, quick: quick)
    }
    let id = category.idstr
    return DishLoader(
      cuisine: category, reader: reader,
      onComplete: keeping ? { [weak self] dishes in self?.kept[id] = dishes } : nil)
  }

  /// The dish of `file`: its title, time and difficulty from its metadata.
  /// `quick` (a list's first screenful) reads only the front matter when
  /// the file has some (`quickMetadata`); otherwise the whole file is read
  /// and its reading kept, for its recipe and the search index.
  func dish(for file: CooklangFolderScan.File, quick: Bool = false) -> Dish {
    let metadata = quick ? quickMetadata(of: file) : reading(of: file).result?.recipe.metadata
    let fileName = Self.fileName(ofDishID: file.id)
    var title = CooklangDisplay.text(metadata?.text(.title) ?? "")
    if title.isEmpty { title = CooklangDisplay.text(fileName) }
    if title.isEmpty { title = "?" }
    let time = metadata.flatMap(CooklangTimes.total(of:))
    let difficulty = metadata?.text(.difficulty).map { CooklangDisplay.text($0) }
    return Dish(
      idstr: file.id, name: title, diff: difficulty, time: time?.text,
      imageUrl: nil, url: metadata?.text(.sourceURL).map { CooklangDisplay.text($0) },
      minutes: time?.minutes)
  }

  public func recipe(forDishID id: String) -> Recipe? {
    if isMenu(id) { return menuRecipe(id) }
    guard let file = file(forDishID: id) else { return nil }
    return CooklangRecipeBlocks(
      reading: reading(of: file), file: file, pictures: pictures(of: file)
    )
    .recipe()
  }

  /// The names and groups of `recipe(forDishID:)`'s ingredient blocks,
  /// read from the parse without making the page (its amounts, steps
  /// and facts): `CooklangRecipeBlocks.searchIngredients`.
  public func searchIngredients(forDishID id: String) -> [SearchIngredientGroup]? {
    if isMenu(id) { return menuRecipe(id).map(SearchIngredientGroup.groups(of:)) }
    guard let file = file(forDishID: id) else { return nil }
    guard let result = reading(of: file).result else { return [] }
    return CooklangRecipeBlocks.searchIngredients(of: result.recipe)
  }

  public func ingredientLines(forDishID id: String, amounts: Bool) -> [IngredientLine] {
    guard let file = file(forDishID: id), let result = reading(of: file).result else { return [] }
    return CooklangRecipeBlocks.ingredientLines(of: result.recipe)
  }

  /// The picture files of `file`'s recipe: `Name.jpg` and `Name.3.png`
  /// beside it. (Only its own folder's pictures can match: one below it
  /// has a `/` after `Name.`, which the test below refuses.)
  func pictures(of file: CooklangFolderScan.File) -> [String] {
    let prefix = file.id
    return walk.pictures(ofCategory: file.category).filter { picture in
      guard picture.hasPrefix(prefix) else { return false }
      let rest = picture.dropFirst(prefix.count)
      guard rest.first == "." else { return false }
      let parts = rest.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
      return parts.count == 1 || (parts.count == 2 && Int(parts[0]) != nil)
    }
  }

  /// The metadata of `file` as its whole reading would give it, from its
  /// front matter alone when it opens with some (nothing is kept then);
  /// a kept reading of the same stamp, or else a whole new one, otherwise.
  func quickMetadata(of file: CooklangFolderScan.File) -> CooklangMetadata? {
    let path = root + "/" + file.path
    let stamp = SourceFingerprint.stamp(of: path, name: file.path)
    if let kept = readings[file.path], kept.stamp == stamp, stamp != nil {
      return kept.result?.recipe.metadata
    }
    guard case .success(let text) = CooklangReading.text(atPath: path) else { return nil }
    // The front matter alone, not the body, when its lines are complete
    // in the text's first lines (what the whole text would give then).
    if let head = Self.frontMatterHead(of: text),
      let metadata = CooklangParser.frontMatterMetadata(head)
    {
      return metadata
    }
    if let metadata = CooklangParser.frontMatterMetadata(text) { return metadata }
    let fresh = CooklangReading(text: text, stamp: stamp)
    readings[file.path] = fresh
    return fresh.result?.recipe.metadata
  }

  /// The reading of `file`, from the kept one when its stamp is the same.
  func reading(of file: CooklangFolderScan.File) -> CooklangReading {
    let path = root + "/" + file.path
    let stamp = SourceFingerprint.stamp(of: path, name: file.path)
    if let kept = readings[file.path], kept.stamp == stamp, stamp != nil { return kept }
    let fresh = CooklangReading(path: path, stamp: stamp)
    readings[file.path] = fresh
    return fresh
  }

  public func fingerprint() -> SourceFingerprint {
    let now = CooklangFolderScan(root: root)
    var stamps: [String] = []
    var dishIDs = Set<String>()
    for file in now.files {
      if let stamp = SourceFingerprint.stamp(of: root + "/" + file.path, name: file.path) {
        stamps.append(stamp)
        dishIDs.insert(file.id)
      }
    }
    for folder in now.folders { stamps.append("dir\u{0}" + folder) }
    for menu in now.menus {
      stamps.append(
        SourceFingerprint.stamp(of: root + "/" + menu, name: menu) ?? "menu\u{0}" + menu)
    }
    var resolved = root
    if let real = realpath(root, nil) {
      resolved = String(cString: real)
      free(real)
    }
    return SourceFingerprint(
      path: resolved, stamps: stamps, dishIDs: dishIDs,
      categoryIDs: Set(now.folders + [Self.rootCategoryID]))
  }

  public func check() -> BundleReport {
    CooklangCheck(root: root).run()
  }
}
