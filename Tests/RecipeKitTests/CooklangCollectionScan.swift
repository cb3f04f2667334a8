import Foundation
import TestSupport

/// A plain reading of `Data/Cooklang` for `CooklangCollectionTests`: its
/// files, and the ingredient names and recipe references of a text, read the
/// way the collection is written (a name of several words always ends with
/// `{`, as the spec asks). Independent of the app's parser, so the tests
/// check the files and not the parser.
struct CooklangCollectionScan {
  let root: URL

  /// Every file under the collection, relative to it, sorted.
  func relativePaths() -> [String] { FolderFiles.relativePaths(under: root) }

  /// The recipes (`.cook`), relative.
  func recipes() -> [String] { relativePaths().filter { $0.hasSuffix(".cook") } }

  /// The menus (`.menu`), relative.
  func menus() -> [String] { relativePaths().filter { $0.hasSuffix(".menu") } }

  /// The text of a file, nil when it is not valid UTF-8.
  func text(of relative: String) throws -> String? {
    let bytes = try Data(contentsOf: root.appendingPathComponent(relative))
    return String(validating: bytes, as: UTF8.self)
  }

  /// The text after each `@` of a line, up to the end of the line.
  private static func mentions(in text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      line.indices.filter { line[$0] == "@" }.map { line[line.index(after: $0)...] }
    }
  }

  /// The path of each recipe reference (`@./Sauces/Hollandaise{150%g}` gives
  /// `Sauces/Hollandaise`).
  static func references(in text: String) -> [String] {
    mentions(in: text).compactMap { rest in
      guard rest.hasPrefix("./"), let brace = rest.firstIndex(of: "{") else { return nil }
      return String(rest[rest.index(rest.startIndex, offsetBy: 2)..<brace])
    }
  }

  /// The ingredient names of a text, lowercased, references left out: up to
  /// a `{` that comes before any other `@`, `#` or `~`, else one word.
  static func ingredientNames(in text: String) -> [String] {
    mentions(in: text).compactMap { rest in
      if rest.hasPrefix("./") { return nil }
      let stop = rest.firstIndex { "@#~{".contains($0) }
      let name: Substring
      if let stop, rest[stop] == "{" {
        name = rest[..<stop]
      } else {
        name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      }
      let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
      return trimmed.isEmpty ? nil : trimmed
    }
  }

  /// Whether `text` holds a Chinese (Han) character.
  static func hasHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }
}
