import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp

/// Golden screens of cooking (issue 12) on `Data/`, in English and
/// Chinese: 番茄炒蛋 at ×2, then also in metric; the shopping list of three
/// dishes (番茄炒蛋 ×2, 青椒肉丝, 可乐鸡翅); "What can I cook?" with two
/// ingredients. The clock stands still, so the bottom line's warning
/// (`Added …`) is part of the screen whatever the machine's speed.
@Suite struct CookingSnapshotTests {
  typealias Case = RenderSnapshotTests.Case

  static let cases: [Case] = [
    Case(
      name: "cooking-recipe-x2-120x40", size: Size(width: 120, height: 40), keys: "enter enter + +"),
    Case(
      name: "cooking-recipe-x2-metric-120x40", size: Size(width: 120, height: 40),
      keys: "enter enter + + u"),
    Case(
      name: "cooking-shopping-list-120x40", size: Size(width: 120, height: 40),
      keys: "enter enter + + a ] a ] a esc L"),
    Case(
      name: "cooking-shopping-list-inspector-210x30", size: Size(width: 210, height: 30),
      keys: "tab a down a down a L"),
    Case(
      name: "cooking-what-can-i-cook-120x40", size: Size(width: 120, height: 40),
      keys: "w text:鸡蛋 space text:番茄"),
  ]

  @Test(arguments: cases, [Labels.Language.en, .zh])
  func screen(_ test: Case, language: Labels.Language) throws {
    let now = ContinuousClock.now
    let app = try AppHarness(size: test.size, keys: test.keys, language: language) {
      $0.clock = { now }
    }
    assertSnapshot(app.screen, named: "\(test.name)-\(language.rawValue)")
  }
}
