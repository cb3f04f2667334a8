import FoundationEssentials
import Glibc

/// The ingredient index kept between runs in `$XDG_CACHE_HOME/recipes/`
/// (`~/.cache/recipes/` by default), one file per bundle path.
///
/// The file is untrusted: it is read with a size cap, must decode, must be
/// of this version and of the bundle's current fingerprint, and its content
/// must agree with the bundle (the same dishes of the same cuisines, keys
/// that are the keys of their names). Anything else is a miss, and the
/// caller rebuilds and saves over it. Writes are atomic (a temporary file
/// renamed over the old one).
public struct IngredientIndexCache: Sendable {
  /// The cache folder.
  public let folder: String

  public init(folder: String) {
    self.folder = folder
  }

  /// `$XDG_CACHE_HOME/recipes`, else `$HOME/.cache/recipes`; nil when
  /// neither is an absolute path.
  public init?(environment: [String: String]) {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      folder = cache + "/recipes"
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      folder = home + "/.cache/recipes"
    } else {
      return nil
    }
  }

  /// The format version; a file of another is rebuilt. Bump it when the
  /// index's shape or `IngredientNames` changes.
  static let version = 1
  /// The largest cache file read.
  static let maximumBytes = 64 << 20

  /// What is stored.
  struct Stored: Codable {
    var version: Int
    var fingerprint: BundleFingerprint
    var index: IngredientIndex
  }

  /// The cache file of the bundle at `path`.
  func file(forBundlePath path: String) -> String {
    var hash = FNV1a()
    hash.add(path)
    return folder + "/ingredients-\(hash.hex).json"
  }

  /// The cached index of `bundle`, or nil when there is none that can be
  /// trusted (see the type's summary).
  public func load(for bundle: RecipeBundle, fingerprint: BundleFingerprint) -> IngredientIndex? {
    guard let data = Self.read(file(forBundlePath: fingerprint.path)),
      let stored = try? JSONDecoder().decode(Stored.self, from: data),
      stored.version == Self.version, stored.fingerprint == fingerprint,
      stored.index.agrees(with: bundle)
    else { return nil }
    return stored.index
  }

  /// Saves `index` for `bundle`; throws when the folder or file cannot be
  /// written (the caller goes on without a cache).
  public func save(_ index: IngredientIndex, fingerprint: BundleFingerprint) throws {
    let stored = Stored(version: Self.version, fingerprint: fingerprint, index: index)
    let data = try JSONEncoder().encode(stored)
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let target = file(forBundlePath: fingerprint.path)
    let temporary = target + ".\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      throw CacheError.cannotWrite(temporary)
    }
    guard rename(temporary, target) == 0 else {
      unlink(temporary)
      throw CacheError.cannotWrite(target)
    }
  }

  /// Why saving failed.
  enum CacheError: Error {
    case cannotWrite(String)
  }

  /// A regular file's bytes, at most `maximumBytes`; nil otherwise.
  private static func read(_ path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= maximumBytes
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeMutableBytes { raw in
        Glibc.read(descriptor, raw.baseAddress.map { $0 + done }, raw.count - done)
      }
      guard count > 0 else { return nil }
      done += count
    }
    return Data(bytes)
  }
}

extension IngredientIndex {
  /// Builds the index of `bundle`, or takes it from `cache` when the cache
  /// holds a trustworthy one; a built index is saved to the cache. Returns
  /// whether it came from the cache.
  public static func load(bundle: RecipeBundle, cache: IngredientIndexCache?) -> (
    index: IngredientIndex, fromCache: Bool
  ) {
    guard let cache else { return (build(bundle: bundle), false) }
    let fingerprint = BundleFingerprint(bundle: bundle)
    if let cached = cache.load(for: bundle, fingerprint: fingerprint) {
      return (cached, true)
    }
    let index = build(bundle: bundle)
    try? cache.save(index, fingerprint: fingerprint)
    return (index, false)
  }

  /// True when the index lists exactly the bundle's dishes, in order, with
  /// their names and cuisines, and every ingredient's key is its name's.
  func agrees(with bundle: RecipeBundle) -> Bool {
    let expected = bundle.allDishes()
    guard expected.count == dishes.count else { return false }
    for (dish, (cuisine, bundleDish)) in zip(dishes, expected) {
      guard dish.dishID == bundleDish.idstr, dish.name == bundleDish.name,
        dish.cuisineID == cuisine.idstr, dish.cuisineName == cuisine.name
      else { return false }
      var keys: Set<String> = []
      for ingredient in dish.ingredients {
        guard !ingredient.key.isEmpty, ingredient.key == IngredientNames.key(ingredient.name),
          keys.insert(ingredient.key).inserted
        else { return false }
      }
    }
    return true
  }
}
