import Glibc

/// What a cached index was built from: the bundle's resolved path and the
/// names, sizes and modification times of its plists and pages.
///
/// Any change to a file of `Plist/` or `Html/food/` (added, removed,
/// rewritten, touched) changes the digest, so a stale cache is never used.
public struct BundleFingerprint: Hashable, Sendable, Codable {
  /// The bundle folder, symbolic links resolved.
  public var path: String
  /// Files looked at.
  public var fileCount: Int
  /// FNV-1a (64 bits, hex) of every file's name, size and modification
  /// time, in name order.
  public var digest: String
  /// The dish ids that have a page (`Html/food/<id>.html`) and the cuisine
  /// ids that have a dish list (`Plist/type_<id>_foods.plist`): what a
  /// cached index is checked against. Not part of equality.
  public private(set) var pageIDs: Set<String> = []
  public private(set) var cuisineIDs: Set<String> = []

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.path == rhs.path && lhs.fileCount == rhs.fileCount && lhs.digest == rhs.digest
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(digest)
  }

  private enum CodingKeys: String, CodingKey {
    case path, fileCount, digest
  }

  /// The fingerprint of `bundle` now.
  public init(bundle: RecipeBundle) {
    self.init(folder: bundle.resolvedFolder)
  }

  /// The fingerprint of the bundle folder at `folder` (a resolved path).
  init(folder: String) {
    var entries: [String] = []
    for sub in ["Plist", "Html/food"] {
      let directory = folder + "/" + sub
      for name in Self.fileNames(in: directory) {
        if sub == "Plist", name.hasPrefix("type_"), name.hasSuffix("_foods.plist") {
          cuisineIDs.insert(String(name.dropFirst(5).dropLast(12)))
        } else if sub != "Plist", name.hasSuffix(".html") {
          pageIDs.insert(String(name.dropLast(5)))
        }
        var status = stat()
        guard stat(directory + "/" + name, &status) == 0 else { continue }
        entries.append(
          "\(sub)/\(name)\u{0}\(status.st_size)\u{0}\(status.st_mtim.tv_sec)\u{0}\(status.st_mtim.tv_nsec)"
        )
      }
    }
    entries.sort()
    var hash = FNV1a()
    for entry in entries {
      hash.add(entry)
      hash.add("\n")
    }
    self.path = folder
    self.fileCount = entries.count
    self.digest = hash.hex
  }

  /// The names in a folder, without `.` and `..`; none when it cannot be read.
  private static func fileNames(in directory: String) -> [String] {
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
