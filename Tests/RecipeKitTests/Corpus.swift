import Foundation

/// Where the original iPad app's bundle lives in the shared workspace.
enum Corpus {
  /// `../shared/corpus/ipad-recipes` beside the package (the folder holding
  /// Package.swift, found by going up from this file), or nil with a printed
  /// note when it is not there.
  static func folder(filePath: String = #filePath) -> URL? {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path)
    {
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path {
        print("Skipping: no Package.swift above \(filePath)")
        return nil
      }
      folder = parent
    }
    let corpus = folder.appendingPathComponent("../shared/corpus/ipad-recipes").standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      print("Skipping: the iPad corpus is not at \(corpus.path)")
      return nil
    }
    return corpus
  }
}
