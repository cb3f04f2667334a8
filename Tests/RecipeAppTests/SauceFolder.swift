import Foundation

/// A Cooklang folder of three sauces (`Sauces/Aioli.cook`, `Bechamel`,
/// `Pesto`, each two steps and one ingredient) in a new temporary folder:
/// the editing and watching suites' common start. The caller removes it.
enum SauceFolder {
  static let names = ["Aioli", "Bechamel", "Pesto"]

  /// Makes the folder (its name starts with `prefix`) and returns it.
  static func make(prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sauces"), withIntermediateDirectories: true)
    for name in names {
      try "Stir the @\(name.lowercased()) base{1%cup}.\n\nSeason it."
        .write(to: file(name, in: folder), atomically: false, encoding: .utf8)
    }
    return folder
  }

  /// Sauce `name`'s file in `folder`.
  static func file(_ name: String, in folder: URL) -> URL {
    folder.appendingPathComponent("Sauces/\(name).cook")
  }
}
