import FoundationEssentials
import Glibc

/// The ingredient index kept between runs in `$XDG_CACHE_HOME/recipes/`
/// (`~/.cache/recipes/` by default), one file per bundle path.
///
/// The file (`IndexFileFormat`) is untrusted: it is read with a size cap
/// (a regular file, links not followed), must parse strictly, be of this
/// format version and of the bundle's current fingerprint (its path, and
/// the names, sizes and modification times of its plists and pages), and
/// its content must fit the bundle's files (`agrees(with:)`); keys are
/// recomputed from the names, never read. Anything else is a miss: the
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

  /// The largest cache file read.
  static let maximumBytes = 64 << 20

  /// The cache file of the bundle at `path`.
  func file(forBundlePath path: String) -> String {
    var hash = FNV1a()
    hash.add(path)
    return folder + "/ingredients-\(hash.hex).index"
  }

  /// The cached index of the bundle of `fingerprint`, or nil when there is
  /// none that can be trusted (see the type's summary).
  public func load(fingerprint: SourceFingerprint) -> IngredientIndex? {
    guard let bytes = Self.read(file(forBundlePath: fingerprint.path)),
      let (index, line) = IndexFileFormat.decode(bytes),
      line == ["fingerprint", fingerprint.path, String(fingerprint.fileCount), fingerprint.digest],
      index.agrees(with: fingerprint)
    else { return nil }
    return index
  }

  /// Saves `index` for the bundle of `fingerprint`; throws when the folder
  /// or file cannot be written (the caller goes on without a cache).
  public func save(_ index: IngredientIndex, fingerprint: SourceFingerprint) throws {
    let data = Data(IndexFileFormat.encode(index, fingerprint: fingerprint).utf8)
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
  private static func read(_ path: String) -> [UInt8]? {
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
    return bytes
  }
}

extension IngredientIndex {
  /// Builds the index of `source`, or takes it from `cache` when the cache
  /// holds a trustworthy one; a built index is saved to the cache. Returns
  /// whether it came from the cache.
  public static func load(source: any RecipeSource, cache: IngredientIndexCache?) -> (
    index: IngredientIndex, fromCache: Bool
  ) {
    guard let cache else { return (build(source: source), false) }
    let fingerprint = source.fingerprint()
    if let cached = cache.load(fingerprint: fingerprint) {
      return (cached, true)
    }
    let index = build(source: source)
    try? cache.save(index, fingerprint: fingerprint)
    return (index, false)
  }

  /// True when the index fits the bundle's files: every dish with
  /// ingredients has a page, every cuisine a dish list, and there are no
  /// more dishes than the bundle could list. (The names are the bundle's
  /// as they were when the fingerprint was taken; reading the dish lists
  /// again to compare them would cost what the cache saves. Output goes
  /// through the usual sanitising whatever they hold.)
  func agrees(with fingerprint: SourceFingerprint) -> Bool {
    guard dishes.count <= 1_000 * max(fingerprint.fileCount, 1) else { return false }
    for dish in dishes {
      guard fingerprint.categoryIDs.contains(dish.cuisineID),
        dish.ingredients.isEmpty || fingerprint.dishIDs.contains(dish.dishID)
      else { return false }
    }
    return true
  }
}
