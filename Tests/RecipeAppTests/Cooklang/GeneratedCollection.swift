import Foundation

/// A folder in the temporary directory for one test, removed afterwards.
struct GeneratedCollection {
  let folder: URL

  static func with<T>(_ body: (GeneratedCollection) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CooklangSearchIndexTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(GeneratedCollection(folder: folder))
  }

  func write(_ path: String, _ text: String) throws {
    try write(path, Data(text.utf8))
  }

  func write(_ path: String, _ data: Data) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }
}
