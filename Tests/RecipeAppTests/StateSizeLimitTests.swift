import Foundation
import Testing

@testable import RecipeApp

/// The state file never grows into one the reader refuses (issue 31, item
/// 3): it is written compact, the entries of other bundles are bounded, and
/// the one limit (`StateFileIO.maximumBytes`) is checked before writing.
@Suite struct StateSizeLimitTests {
  /// A compact file of `bundles` entries, each with the most history
  /// entries the reader keeps (short fields: pretty-printing them more
  /// than doubles the size).
  static func bigFile(bundles: Int) -> [UInt8] {
    var text = #"{"version":1,"bundles":{"#
    for bundle in 0..<bundles {
      if bundle > 0 { text += "," }
      text += #""/b\#(bundle)":{"savedAt":\#(bundle),"history":["#
      text += (0..<BundleState.maximumHistory).map {
        #"{"date":\#($0),"dish":"d\#($0)","kind":"opened"}"#
      }.joined(separator: ",")
      text += "]}"
    }
    return Array((text + "}}").utf8)
  }

  @Test func aFileNearTheLimitIsStillReadableAfterTheAppSavesIt() throws {
    let path = temporaryStateFolder() + "/state.json"
    let bytes = Self.bigFile(bundles: 200)
    #expect(bytes.count > 4_000_000 && bytes.count < StateFileIO.maximumBytes)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let store = StateStore(path: path, bundleKey: "/mine", clock: { 1_000_000 })
    store.load()
    #expect(store.takeWarnings().isEmpty)
    var state = BundleState()
    state.cuisine = "chuan"
    state.history = [HistoryEntry(dish: "x", kind: .cooked, date: 999_999)]
    store.update(state)
    #expect(store.saveNow())
    // Read back by the reader with its one limit: nothing is reset.
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size <= StateFileIO.comfortableBytes, "\(size) bytes written")
    let again = StateStore(path: path, bundleKey: "/mine")
    #expect(again.load().cuisine == "chuan")
    #expect(again.takeWarnings().isEmpty)
    // The newest other bundles are kept, the oldest dropped.
    let file = try #require(
      try? StateFileIO.decode(Array(Data(contentsOf: URL(fileURLWithPath: path)))).get())
    #expect(file.bundles["/b199"] != nil && file.bundles["/b0"] == nil)
    #expect(file.bundles.count <= StateFile.maximumBundles)
  }

  @Test func theFileIsWrittenCompact() throws {
    let path = temporaryStateFolder() + "/state.json"
    let store = StateStore(path: path, bundleKey: "/mine", clock: { 1 })
    store.update(StateStoreTests.fullState())
    #expect(store.saveNow())
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!text.contains("\n  "), "no indentation")
  }

  @Test func aStateTheReaderWouldRefuseIsNotWritten() throws {
    let path = temporaryStateFolder() + "/state.json"
    try Data(#"{"bundles":{"/mine":{"cuisine":"before"}}}"#.utf8).write(
      to: URL(fileURLWithPath: path))
    let store = StateStore(path: path, bundleKey: "/mine", clock: { 1 })
    store.load()
    // One browser field larger than the limit on its own.
    var state = BundleState()
    state.cuisine = "after"
    state.browser["huge"] = .string(String(repeating: "x", count: StateFileIO.maximumBytes))
    store.update(state)
    #expect(!store.saveNow())
    let line = try #require(store.takeWarnings().first)
    #expect(line.contains("larger than"), "\(line)")
    #expect(StateStore(path: path, bundleKey: "/mine").load().cuisine == "before")
  }
}
