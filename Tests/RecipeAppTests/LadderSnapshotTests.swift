import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp

/// Golden screens of the width ladder (issue 11): at every threshold and one
/// column either side (60/61, 100/101, 139/140, 199/200) and at 16/15 rows
/// (where a sheet goes full screen), in English and Chinese, with a recipe
/// open and without. `enter enter` opens the first dish's recipe in every
/// mode: in the stack and the drawer the dishes have the focus at launch
/// (the second `enter` is ignored by the recipe), in the split and triple
/// the first `enter` focuses the dishes.
@Suite struct LadderSnapshotTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let size: Size
    let isOpen: Bool
    var name: String {
      "ladder-\(size.width)x\(size.height)-\(isOpen ? "open" : "list")"
    }
    var testDescription: String { name }
  }

  static let sizes: [Size] =
    [60, 61, 100, 101, 139, 140, 199, 200].map { Size(width: $0, height: 24) }
    + [Size(width: 100, height: 16), Size(width: 100, height: 15)]

  static let cases: [Case] = sizes.flatMap {
    [Case(size: $0, isOpen: false), Case(size: $0, isOpen: true)]
  }

  @Test(arguments: cases, [Labels.Language.en, .zh])
  func screen(_ test: Case, language: Labels.Language) throws {
    let app = try AppHarness(
      size: test.size, keys: test.isOpen ? "enter enter" : "", language: language)
    assertSnapshot(app.screen, named: "\(test.name)-\(language.rawValue)")
  }
}
