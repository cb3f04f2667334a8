import Foundation
import Testing

@testable import RecipeApp

/// Every damaged state file is kept (issue 31, item 2): the newest as
/// `state.json.bad`, the ones before as `state.json.bad.1`, `.bad.2` …, up
/// to `StateFileIO.maximumBadCopies`; the warning says where, and when the
/// oldest was dropped.
@Suite struct StateBadCopiesTests {
  @Test func eachDamagedFileIsKeptAndTheOldestDroppedPastTheLimit() throws {
    let folder = temporaryStateFolder()
    let path = folder + "/state.json"
    let copies = StateFileIO.maximumBadCopies
    #expect(copies >= 3)
    var lines: [String] = []
    for run in 0...copies {
      try Data("damaged \(run)".utf8).write(to: URL(fileURLWithPath: path))
      let store = StateStore(path: path, bundleKey: "/a")
      store.load()
      lines += store.takeWarnings()
    }
    #expect(lines.count == copies + 1)
    // Newest first: .bad is the last run's, .bad.N the run N before.
    func text(_ name: String) -> String? {
      FileManager.default.contents(atPath: folder + "/" + name).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    #expect(text("state.json.bad") == "damaged \(copies)")
    for older in 1..<copies {
      #expect(text("state.json.bad.\(older)") == "damaged \(copies - older)", "bad.\(older)")
    }
    #expect(text("state.json.bad.\(copies)") == nil, "at most \(copies) copies")
    #expect(lines[0].hasSuffix("kept as state.json.bad"), "\(lines[0])")
    #expect(
      lines[1].hasSuffix("kept as state.json.bad (the one before as state.json.bad.1)"),
      "\(lines[1])")
    let last = try #require(lines.last)
    #expect(
      last.hasSuffix(
        "kept as state.json.bad (the oldest copy, state.json.bad.\(copies - 1), was dropped)"),
      "\(last)")
  }
}
