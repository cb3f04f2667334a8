import Glibc

/// What a cache was built from: a source's resolved path and the names,
/// sizes and modification times of the files it reads.
///
/// A source makes one (`RecipeSource.fingerprint()`) from a stamp of each
/// file it reads (`stamp(of:name:)`), so any change to one of them (added,
/// removed, rewritten, touched) changes the digest and a stale cache is
/// never used.
public struct SourceFingerprint: Hashable, Sendable, Codable {
  /// The source's folder, symbolic links resolved.
  public var path: String
  /// Files looked at.
  public var fileCount: Int
  /// FNV-1a (64 bits, hex) of every file's stamp, in stamp order.
  public var digest: String
  /// The ids of the dishes that have a recipe file and of the categories
  /// that have a dish list: what a cached index is checked against. Not
  /// part of equality.
  public private(set) var dishIDs: Set<String> = []
  public private(set) var categoryIDs: Set<String> = []

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.path == rhs.path && lhs.fileCount == rhs.fileCount && lhs.digest == rhs.digest
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }

  private enum CodingKeys: String, CodingKey {
    case path, fileCount, digest
  }

  /// The fingerprint of the files stamped `stamps` (in any order: they are
  /// sorted) in the source at `path`.
  public init(path: String, stamps: [String], dishIDs: Set<String>, categoryIDs: Set<String>) {
    var hash = FNV1a()
    for stamp in stamps.sorted() {
      hash.add(stamp)
      hash.add("\n")
    }
    self.path = path
    self.fileCount = stamps.count
    self.digest = hash.hex
    self.dishIDs = dishIDs
    self.categoryIDs = categoryIDs
  }

  /// `name`, the size and the modification time of the file at `path`
  /// (symbolic links followed), as one string; nil when it cannot be stat-ed.
  public static func stamp(of path: String, name: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return "\(name)\u{0}\(status.st_size)\u{0}\(status.st_mtim.tv_sec)\u{0}\(status.st_mtim.tv_nsec)"
  }

  /// The names in a folder, without `.` and `..`; none when it cannot be read.
  static func fileNames(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}

/// The 64-bit FNV-1a hash: small, stable across runs (unlike `Hasher`).
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
  }

  /// 16 hexadecimal digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
