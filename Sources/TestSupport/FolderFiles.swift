import Foundation

/// The files under a folder (links followed as `FileManager` follows
/// them), relative to it and sorted: what an install or a collection holds.
public enum FolderFiles {
  public static func relativePaths(under root: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var found: [String] = []
    while let item = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: root.appendingPathComponent(item).path, isDirectory: &isFolder)
      if !isFolder.boolValue { found.append(item) }
    }
    return found.sorted()
  }
}
