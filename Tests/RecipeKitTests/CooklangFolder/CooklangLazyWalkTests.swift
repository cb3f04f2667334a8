import Foundation
import Testing

@testable import RecipeKit

/// The lazy walk (`CooklangFolderScan(root:lazily:)`): every folder's
/// entries read at once, the files of plain folders listed later; once
/// complete, in whatever order its folders were listed, it is the whole
/// walk, field for field, on a folder of every odd case (names not
/// UTF-8 or not ASCII, hidden entries, `config`, menus, pictures, links
/// to a folder and to a file, folders too deep).
@Suite struct CooklangLazyWalkTests {
  /// Writes the odd folder; returns its path.
  static func makeOddFolder() throws -> URL {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
      .appendingPathComponent("CooklangLazyWalkTests-\(UUID().uuidString)")
    let names = [
      "a.cook", "a.COOK", "B.Cook", "é.cook", "e\u{301}.cook", "豆腐.cook", ".hidden.cook",
      "cook", ".cook", "x.cook.txt", "a.JPG", "a.2.png", "z y.cook", "Notes.txt",
    ]
    let subs = ["", "Plain", "Plain/Inner", "Wörter", "config", "a", "Menus", "Pics", "Odd.cook"]
    for sub in subs {
      let place = sub.isEmpty ? folder : folder.appendingPathComponent(sub)
      try manager.createDirectory(at: place, withIntermediateDirectories: true)
      for name in names {
        try Data("@salt{1%g}\n".utf8).write(to: place.appendingPathComponent(name))
      }
    }
    try Data("Monday: @./a{}\n".utf8).write(to: folder.appendingPathComponent("Menus/Week.menu"))
    try Data().write(to: folder.appendingPathComponent("Pics/Dish.3.jpeg"))
    // A name that is not UTF-8, in a folder of plain names.
    let bad = folder.appendingPathComponent("Plain").path + "/\u{1}"
    var bytes = Array(bad.utf8)
    bytes[bytes.count - 1] = 0xFF
    bytes += Array(".cook".utf8) + [0]
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { name in
        name.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
      }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    // Links: to a folder (a category) and to a file (a recipe).
    try manager.createSymbolicLink(
      at: folder.appendingPathComponent("Linked"),
      withDestinationURL: folder.appendingPathComponent("Plain/Inner"))
    try manager.createSymbolicLink(
      at: folder.appendingPathComponent("a/Alias.cook"),
      withDestinationURL: folder.appendingPathComponent("a.cook"))
    // Deeper than the walk goes.
    var deep = folder.appendingPathComponent("Deep")
    for level in 0...CooklangFolderScan.maximumDepth {
      deep = deep.appendingPathComponent("L\(level)")
    }
    try manager.createDirectory(at: deep, withIntermediateDirectories: true)
    try Data("@salt\n".utf8).write(to: deep.appendingPathComponent("Bottom.cook"))
    try Data("@salt\n".utf8).write(
      to: folder.appendingPathComponent("Deep/L0/L1/Middle.cook"))
    return folder
  }

  /// Every field of `lazy` is `whole`'s.
  static func expectSame(_ lazy: CooklangFolderScan, _ whole: CooklangFolderScan) {
    #expect(lazy.isComplete)
    #expect(lazy.files == whole.files)
    #expect(lazy.folders == whole.folders)
    #expect(lazy.pictures == whole.pictures)
    #expect(lazy.menus == whole.menus)
    #expect(lazy.problems == whole.problems)
    #expect(lazy.ranges == whole.ranges)
  }

  @Test func aLazyWalkCompletedInAnyOrderIsTheWholeWalk() throws {
    let folder = try Self.makeOddFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = CooklangFolderScan(root: folder.path)
    // The fixture has what it is meant to have.
    #expect(whole.problems.contains { $0.message.contains("not UTF-8") })
    #expect(whole.problems.contains { $0.message.contains("folders deep") })
    // The link to `Plain/Inner` is met after it: a folder met twice.
    #expect(whole.problems.contains { $0.message.contains("met twice") })
    #expect(whole.folders.contains("Odd.cook") && whole.folders.contains("Plain/Inner"))
    #expect(whole.menus == ["Menus/Week.menu"])
    #expect(whole.files.contains { $0.path == "a/Alias.cook" })

    // At once.
    var atOnce = CooklangFolderScan(root: folder.path, lazily: true)
    #expect(!atOnce.isComplete && atOnce.waitingFolders > 0)
    // What is known before any folder's files are listed.
    #expect(atOnce.folders == whole.folders)
    #expect(atOnce.menus == whole.menus)
    atOnce.complete()
    Self.expectSame(atOnce, whole)

    // A category at a time, the last first, then the rest.
    var byCategory = CooklangFolderScan(root: folder.path, lazily: true)
    for category in ([CooklangSource.rootCategoryID] + whole.folders).reversed() {
      let expected = whole.ranges[category].map { Array(whole.files[$0]) } ?? []
      #expect(byCategory.files(ofCategory: category) == expected, "\(category)")
      let prefix = category == CooklangSource.rootCategoryID ? "" : category + "/"
      let pictures = whole.pictures.filter {
        $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/")
      }
      #expect(byCategory.pictures(ofCategory: category) == pictures, "\(category)")
    }
    #expect(byCategory.files(ofCategory: "Nowhere") == nil)
    byCategory.complete()
    Self.expectSame(byCategory, whole)

    // A folder a step, as between keys.
    var stepped = CooklangFolderScan(root: folder.path, lazily: true)
    var steps = 0
    while stepped.completeStep(folders: 1) { steps += 1 }
    #expect(steps > 1)
    Self.expectSame(stepped, whole)
  }

  @Test func aLazyWalkLeavesThePlainFoldersFilesForLater() throws {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
      .appendingPathComponent("CooklangLazyWalkTests-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: folder) }
    for number in 1...12 {
      let sub = folder.appendingPathComponent("Folder \(number)")
      try manager.createDirectory(at: sub, withIntermediateDirectories: true)
      for dish in 1...5 {
        try Data("@salt\n".utf8).write(to: sub.appendingPathComponent("Dish \(dish).cook"))
      }
    }
    var lazy = CooklangFolderScan(root: folder.path, lazily: true)
    // The root and every folder read, no file listed yet.
    #expect(lazy.folders.count == 12)
    #expect(lazy.waitingFolders == 13)
    #expect(lazy.files.isEmpty)
    #expect(lazy.files(ofCategory: "Folder 7")?.count == 5)
    #expect(lazy.waitingFolders == 12)
    lazy.complete()
    #expect(lazy.waitingFolders == 0)
    #expect(lazy.files.count == 60)
    Self.expectSame(lazy, CooklangFolderScan(root: folder.path))
  }

  @Test func aFolderThatGoesAwayBeforeItsFilesAreListedChangesNothing() throws {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
      .appendingPathComponent("CooklangLazyWalkTests-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: folder) }
    for name in ["One", "Two"] {
      let sub = folder.appendingPathComponent(name)
      try manager.createDirectory(at: sub, withIntermediateDirectories: true)
      try Data("@salt\n".utf8).write(to: sub.appendingPathComponent("Dish.cook"))
    }
    var lazy = CooklangFolderScan(root: folder.path, lazily: true)
    let whole = CooklangFolderScan(root: folder.path)
    // Its entries were read: listing its files later reads no disk.
    try manager.removeItem(at: folder.appendingPathComponent("Two"))
    #expect(lazy.files(ofCategory: "Two")?.map(\.path) == ["Two/Dish.cook"])
    lazy.complete()
    Self.expectSame(lazy, whole)
  }
}
