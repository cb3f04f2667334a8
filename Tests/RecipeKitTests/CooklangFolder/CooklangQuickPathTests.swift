import Foundation
import Testing

@testable import RecipeKit

/// The shortcuts of a dish row give what the long ways give: times read
/// by bytes, metadata keys normalised without splitting, front matter
/// read from the text's head, a dish's file name found by bytes.
@Suite struct CooklangQuickPathTests {
  /// Random texts over `alphabet`, the same on every run.
  static func texts(_ alphabet: [String], count: Int, seed: UInt64) -> [String] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in
      (0..<(next() % 8)).map { _ in alphabet[next() % alphabet.count] }.joined()
    }
  }

  @Test func timesByBytesAreTimesByCharacters() {
    let alphabet = [
      "1", "2", "30", "1.5", ".", "..", " ", "  ", "\t", "\r\n", ",", "min", "MIN", "h", "Hours",
      "and", "d", "secs", "x", "m", "-", "1e3", "minutes", "hr",
    ]
    var readable = 0
    for text in Self.texts(alphabet, count: 4000, seed: 26) {
      let expected = CooklangTimes.characterMinutes(in: text)
      #expect(CooklangTimes.asciiMinutes(in: text) == expected, "\(text.debugDescription)")
      #expect(CooklangTimes.minutes(in: text) == expected)
      if expected != nil { readable += 1 }
    }
    #expect(readable > 100)
    #expect(CooklangTimes.minutes(in: "1 hour 30 minutes") == 90)
    #expect(CooklangTimes.minutes(in: "1小时") == 60)
  }

  @Test func keysNormalisedQuicklyAreKeysNormalised() {
    let alphabet = [
      "a", "B", " ", "  ", "\t", "\n", "Time", "é", ".", "-", "\u{85}", "\u{A0}", "\r\n",
    ]
    for key in Self.texts(alphabet, count: 4000, seed: 27) + ["", " ", "Prep Time", "prep  time"] {
      let expected = key.lowercased().split(whereSeparator: { $0.isWhitespace })
        .joined(separator: " ")
      #expect(CooklangMetadata.normalised(key) == expected, "\(key.debugDescription)")
    }
  }

  @Test func frontMatterFromTheHeadIsTheWholeTextsFrontMatter() {
    let alphabet = [
      "---\n", "---", "--- \n", "----\n", "---x\n", "title: Soup\n", "servings: 2\n", "\r\n", "\n",
      "\u{FEFF}", ">> time: 5 min\n", "Add @salt{}.\n", "tags: [a, b]\n", "  \n", "\r",
    ]
    var withHead = 0
    for text in Self.texts(alphabet, count: 4000, seed: 28) {
      guard let head = CooklangSource.frontMatterHead(of: text) else { continue }
      #expect(text.hasPrefix(head))
      guard let quick = CooklangParser.frontMatterMetadata(head) else { continue }
      withHead += 1
      let whole = CooklangParser.frontMatterMetadata(text)
      #expect(whole == quick, "\(text.debugDescription)")
      #expect(whole?.entries.map(\.key) == quick.entries.map(\.key))
    }
    #expect(withHead > 50)
  }

  @Test func fileNamesByBytesAreTheLastPartOfTheID() {
    let alphabet = ["a", "/", "//", "Soup", " ", "\u{301}", "é", "豆腐", "\u{600}", ".cook", "\r\n"]
    for id in Self.texts(alphabet, count: 4000, seed: 29) + ["", "/", "a/b", "a/b/"] {
      let expected = String(id.split(separator: "/").last ?? Substring(id))
      #expect(CooklangSource.fileName(ofDishID: id) == expected, "\(id.debugDescription)")
    }
  }
}
