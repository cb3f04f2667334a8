extension RecipeBundle {
  /// The fingerprint of the bundle's files now: every file of `Plist/` and
  /// `Html/food/`; the dish ids with a page and the cuisine ids with a
  /// dish list.
  public func fingerprint() -> SourceFingerprint {
    Self.fingerprint(ofFolder: resolvedFolder)
  }

  /// The fingerprint of the bundle folder at `folder` (a resolved path).
  static func fingerprint(ofFolder folder: String) -> SourceFingerprint {
    var stamps: [String] = []
    var pageIDs: Set<String> = []
    var cuisineIDs: Set<String> = []
    for sub in ["Plist", "Html/food"] {
      let directory = folder + "/" + sub
      for name in SourceFingerprint.fileNames(in: directory) {
        if sub == "Plist", name.hasPrefix("type_"), name.hasSuffix("_foods.plist") {
          cuisineIDs.insert(String(name.dropFirst(5).dropLast(12)))
        } else if sub != "Plist", name.hasSuffix(".html") {
          pageIDs.insert(String(name.dropLast(5)))
        }
        if let stamp = SourceFingerprint.stamp(of: directory + "/" + name, name: sub + "/" + name) {
          stamps.append(stamp)
        }
      }
    }
    return SourceFingerprint(
      path: folder, stamps: stamps, dishIDs: pageIDs, categoryIDs: cuisineIDs)
  }
}
