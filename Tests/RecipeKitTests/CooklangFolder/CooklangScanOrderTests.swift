import Foundation
import Testing

@testable import RecipeKit

/// The folder walk's order: its byte comparison of ASCII names is the
/// order `String`'s `<` gives, and names that are not ASCII fall back to
/// that comparison; a walk lists what `stat` would say (folders, files,
/// links to either).
@Suite struct CooklangScanOrderTests {
  @Test func asciiNamesSortAsStringsDo() {
    var random = SystemRandomNumberGenerator()
    let alphabet = Array(" -.0123456789ABCZ_abcz()'~")
    for _ in 0..<50 {
      let names = (0..<60).map { _ in
        String((0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement()! })
      }
      #expect(CooklangFolderScan.sorted(names) { $0 } == names.sorted())
    }
  }

  @Test func namesThatAreNotASCIISortAsStringsDo() {
    // Decomposed é (e + U+0301) beside the composed one, CJK, an emoji.
    let names = ["e\u{301}clair", "éclair", "Eclair", "豆腐", "eclair", "🍋 tart", "Zest", "a"]
    #expect(CooklangFolderScan.sorted(names) { $0 } == names.sorted())
  }

  @Test func theWalkTypesEntriesAsStatDoes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CooklangScanOrderTests-\(UUID().uuidString)")
    let elsewhere = FileManager.default.temporaryDirectory
      .appendingPathComponent("CooklangScanOrderTests-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    let manager = FileManager.default
    try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try Data("@salt\n".utf8).write(to: elsewhere.appendingPathComponent("Z.cook"))
    try manager.createDirectory(
      at: folder.appendingPathComponent("b/Inner"), withIntermediateDirectories: true)
    try Data("@salt\n".utf8).write(to: folder.appendingPathComponent("b/Inner/Z.cook"))
    try Data("@salt\n".utf8).write(to: folder.appendingPathComponent("b/a.cook"))
    try Data("@salt\n".utf8).write(to: folder.appendingPathComponent("Root.cook"))
    // A link to a folder is a category; a link to a file is a recipe.
    try manager.createSymbolicLink(
      at: folder.appendingPathComponent("Linked"), withDestinationURL: elsewhere)
    try manager.createSymbolicLink(
      at: folder.appendingPathComponent("b/Alias.cook"),
      withDestinationURL: folder.appendingPathComponent("Root.cook"))
    // A folder named like a recipe is walked, not read.
    try manager.createDirectory(
      at: folder.appendingPathComponent("Odd.cook"), withIntermediateDirectories: true)
    let scan = CooklangFolderScan(root: folder.path)
    #expect(scan.folders == ["Linked", "Odd.cook", "b", "b/Inner"])
    #expect(
      scan.files.map(\.path) == [
        "Root.cook", "Linked/Z.cook", "b/Alias.cook", "b/a.cook", "b/Inner/Z.cook",
      ])
    #expect(scan.problems.isEmpty)
  }
}
