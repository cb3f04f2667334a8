import Foundation
import Testing

@testable import RecipeKit

/// The walk's per-category ranges and the source's id look-up (made a
/// category at a time) give what grouping the whole list and a map of
/// every id would: the first file of an id that two files share, files in
/// the root and in nested folders, names that are and are not ASCII.
@Suite struct CooklangScanLookupTests {
  static let names = [
    "a.cook", "a.COOK", "B.Cook", "é.cook", "e\u{301}.cook", "\u{301}x.cook", "豆腐.cook",
    ".hidden.cook", "cook", ".cook", "x.cook.txt", "Menu.menu", "a.JPG", "a.2.png", "z y.cook",
  ]

  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CooklangScanLookupTests-\(UUID().uuidString)")
    let manager = FileManager.default
    for sub in ["", "Plain", "Plain/Inner", "Wörter", "config", "a"] {
      let place = sub.isEmpty ? folder : folder.appendingPathComponent(sub)
      try manager.createDirectory(at: place, withIntermediateDirectories: true)
      for name in Self.names {
        try Data("@salt{1%g}\n".utf8).write(to: place.appendingPathComponent(name))
      }
    }
    return folder
  }

  @Test func rangesAreTheFilesOfEachCategory() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scan = CooklangFolderScan(root: folder.path)
    let grouped = Dictionary(grouping: scan.files, by: \.category)
    #expect(Set(scan.ranges.keys) == Set(grouped.keys))
    for (category, range) in scan.ranges {
      #expect(Array(scan.files[range]) == grouped[category])
    }
    #expect(grouped["config"] == nil)
    #expect(scan.files.contains { $0.path == "a/a.COOK" && $0.id == "a/a" })
    for file in scan.files {
      #expect(file.id == String(file.path.dropLast(5)))
      let prefix = file.category == CooklangSource.rootCategoryID ? "" : file.category + "/"
      // By bytes: a name may open with a mark that joins the `/`.
      #expect(file.path.utf8.starts(with: prefix.utf8))
      #expect(!file.path.utf8.dropFirst(prefix.utf8.count).contains(0x2F))
    }
  }

  @Test func theIdLookUpIsTheFirstFileOfEachId() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try CooklangSource(folder: folder)
    let files = source.scan.files
    let expected = Dictionary(
      files.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
    #expect(expected.count > 20)
    for (id, path) in expected {
      #expect(source.filePath(forDishID: id) == path, "\(id)")
    }
    for missing in [
      "", "nothing", "Plain/nothing", "Nowhere/a", "a/a.cook", "config/a", "Plain//a",
    ] {
      #expect(source.filePath(forDishID: missing) == nil, "\(missing)")
    }
    // Shared ids: the first in the walk's order wins, as before.
    #expect(files.filter { $0.id == "a" }.count == 2)
    #expect(source.filePath(forDishID: "a") == files.first { $0.id == "a" }?.path)
  }
}
