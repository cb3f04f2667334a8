import Foundation
import Testing

/// Where the original iPad app's bundle lives in the shared workspace.
enum Corpus {
  /// Whether the corpus is there; a test that needs it is enabled by this
  /// (`@Test(.enabled(if: Corpus.isPresent, Corpus.absent))`).
  static var isPresent: Bool { folder() != nil }

  /// Why a test that needs the corpus was skipped.
  static let absent: Comment = "the iPad corpus is absent (../shared/corpus/ipad-recipes)"

  /// `../shared/corpus/ipad-recipes` beside the package (the folder holding
  /// Package.swift, found by going up from this file), or nil when it is not
  /// there.
  static func folder(filePath: String = #filePath) -> URL? {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path)
    {
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
    let corpus = folder.appendingPathComponent("../shared/corpus/ipad-recipes").standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    return corpus
  }
}
