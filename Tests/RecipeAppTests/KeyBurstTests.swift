import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Keys that arrive in one burst (the run loop drains them before one
/// frame) do what the same keys typed slowly do, in every mode of the
/// ladder: a key that reaches a column shown by the key before it in the
/// burst (the drawer opened by Tab, a list pushed by Enter) is not lost
/// because that column was never laid out.
@Suite struct KeyBurstTests {
  /// Sizes that give the drawer, the split, the stack and three columns.
  static let sizes = [
    Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 50, height: 20),
    Size(width: 200, height: 50),
  ]
  static let scripts = [
    "tab down down down enter",
    "tab down down down enter down down enter",
    "enter down down enter down",
    "down enter tab tab down down",
    "tab tab down down enter enter down",
  ]

  static func check(folder: URL) throws {
    for size in sizes {
      for keys in scripts {
        let slow = try AppHarness(size: size, keys: keys, folder: folder)
        let burst = try AppHarness(size: size, burst: keys, folder: folder)
        #expect(
          burst.screen == slow.screen,
          "\(size.width)x\(size.height) '\(keys)' in one burst:\n\(burst.screen)\nslowly:\n\(slow.screen)"
        )
      }
    }
  }

  @Test func aBurstDoesWhatSlowKeysDoOnData() throws {
    try Self.check(folder: PackagePaths.data)
  }

  @Test(
    .enabled(
      if: PackagePaths.hasCorpus, "the iPad corpus is absent (../shared/corpus/ipad-recipes)"))
  func aBurstDoesWhatSlowKeysDoOnTheCorpus() throws {
    try Self.check(folder: PackagePaths.corpus)
  }

  /// The burst is really drained before one frame: one frame for the
  /// launch, one for the whole burst.
  @Test func aBurstIsOneFrame() throws {
    let app = try AppHarness(size: Size(width: 80, height: 24), burst: "tab down down down")
    #expect(app.terminal.frameCount == 2)
  }
}
