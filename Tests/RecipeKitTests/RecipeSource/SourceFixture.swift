import Foundation
import RecipeKit
import Testing

/// One kind of recipe source under the conformance suite: how to lay the
/// standard collection (`SourceContent.standard`) out in a folder in its
/// format, how to open it, and where each dish's files are.
///
/// To put a new kind of source under the suite, add one fixture to `all`.
struct SourceFixture: Sendable, CustomTestStringConvertible {
  /// The name shown in the test results.
  let name: String
  /// Writes the standard collection into the empty folder given.
  let make: @Sendable (TemporaryBundle) throws -> Void
  /// Opens the source in a folder.
  let open: @Sendable (URL) throws -> any RecipeSource
  /// The file holding the recipe of the dish named so, relative to the folder.
  let recipeFile: @Sendable (_ dishName: String) -> String
  /// The file listing the dishes of the category named so, relative to the
  /// folder; nil for a source whose categories have no such file.
  let listFile: (@Sendable (_ categoryName: String) -> String)?

  var testDescription: String { name }

  /// Every kind of source, each run through every test of the suite.
  static let all: [SourceFixture] = [
    .iPadBundleFixture, .generatedIPadBundle, .cooklangFixture, .compositeFixture,
  ]

  /// The sources whose categories have a list file.
  static var withListFiles: [SourceFixture] { all.filter { $0.listFile != nil } }

  /// Runs `body` with a fresh folder holding the standard collection, and
  /// the source opened on it.
  func with<T>(_ body: (any RecipeSource, TemporaryBundle) throws -> T) throws -> T {
    try TemporaryBundle.with { folder in
      try make(folder)
      return try body(try open(folder.folder), folder)
    }
  }
}
