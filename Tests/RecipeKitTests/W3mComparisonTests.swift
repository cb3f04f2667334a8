import Foundation
import RecipeKit
import TestSupport
import Testing

/// Checks the reader against a real browser: for a fixed sample of corpus
/// pages, every step that `w3m -dump` shows must be one of our steps, with
/// the same number (the matching is described in `W3mDump`). Both must
/// have as many steps.
@Suite struct W3mComparisonTests {
  // Skipped, with these comments, without the corpus or without w3m
  // (`apt-get install w3m`; `make test` installs it).
  @Test(
    .enabled(
      if: CorpusPagesTests.foodFolder != nil,
      "corpus absent, skipped: \(CorpusPagesTests.corpusRoot.path)"),
    .enabled(if: W3mDump.w3m != nil, "w3m absent, skipped: not on the PATH"),
    arguments: W3mDump.sampleIDs)
  func everyStepW3mShowsIsOneOfOurSteps(pageID: Int) throws {
    let folder = try #require(CorpusPagesTests.foodFolder)
    let page = folder.appendingPathComponent("\(pageID).html")
    let dump = try W3mDump.dump(page, with: try #require(W3mDump.w3m))
    let theirs = W3mDump.steps(inDump: dump)
    let ours = RecipePageParser.parse(contentsOf: page).blocks.compactMap { block in
      if case .step(let number, let text) = block {
        (number, W3mDump.withoutWhiteSpace(text))
      } else {
        nil
      }
    }
    #expect(
      theirs.count == ours.count,
      "\(pageID).html: w3m shows \(theirs.count) steps, we \(ours.count)")
    for (their, our) in zip(theirs, ours) {
      #expect(their.number == our.0, "\(pageID).html step \(their.number)")
      // (`"".contains("")` is false.)
      #expect(
        their.text.isEmpty || our.1.contains(their.text),
        "\(pageID).html step \(their.number): w3m shows \(their.text)")
    }
  }
}
