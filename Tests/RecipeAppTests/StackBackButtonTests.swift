import SplitLayout
import Testing

@testable import RecipeApp

/// One page (the stack mode): a page that is a stack of its own (cook
/// mode pushed over the recipe) shows its own back button alone, not the
/// stack's `[‹ Back]` beside it (`[‹ 返回] [‹ 返回]` at 40 columns).
@Suite struct StackBackButtonTests {
  static func titleRow(_ app: AppHarness) -> String {
    String(app.screen.split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test(arguments: [Labels.Language.en, .zh])
  func cookModeOverARecipeHasOneBackButton(_ language: Labels.Language) throws {
    for width in [40, 59] {
      let app = try AppHarness(
        size: Size(width: width, height: 15), keys: "enter c", language: language)
      let row = Self.titleRow(app)
      #expect(row.components(separatedBy: "[‹").count == 2, "\(row)")
      // It goes back to the recipe, whose bar has the stack's back again.
      try app.send("click:3,0")
      let recipe = Self.titleRow(app)
      #expect(recipe.contains("番茄炒蛋") && recipe.components(separatedBy: "[‹").count == 2)
      #expect(app.coordinator.presenter.dish?.name == "番茄炒蛋")
      try app.send("click:3,0")
      #expect(!Self.titleRow(app).contains("番茄炒蛋"), "\(Self.titleRow(app))")
    }
  }
}
