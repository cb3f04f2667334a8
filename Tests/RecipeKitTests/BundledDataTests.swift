import Foundation
import RecipeKit
import TestSupport
import Testing

/// Our own `Data/` (issue 6): the original layout and schema, sixteen
/// cuisines, nine dishes each, and every page readable by the same reader
/// as the corpus.
@Suite struct BundledDataTests {
  static let cuisineNames = [
    "家常菜", "川菜", "鲁菜", "湘菜", "粤菜", "浙菜", "闽菜", "苏菜", "徽菜", "京菜", "东北菜", "西北菜",
    "面点", "烘焙", "煲汤", "甜品",
  ]

  @Test func theSixteenCuisinesInTheOriginalOrderWithTheOriginalIDs() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    #expect(bundle.cuisines.map(\.name) == Self.cuisineNames)
    #expect(bundle.cuisines.map(\.idstr) == (1...16).map(String.init))
  }

  @Test func everyDishHasAUniqueIDSensibleValuesAndAPage() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    var ids = Set<String>()
    var total = 0
    let difficulties: Set = ["切墩(初级)", "配菜(中级)", "掌勺(高级)"]
    for cuisine in bundle.cuisines {
      let dishes = try bundle.dishes(of: cuisine)
      #expect(dishes.count >= 8, "\(cuisine.name)")
      total += dishes.count
      for dish in dishes {
        #expect(ids.insert(dish.idstr).inserted, "duplicate id \(dish.idstr)")
        #expect(difficulties.contains(dish.diff ?? ""), "\(dish.name): \(dish.diff ?? "-")")
        #expect(dish.cookingTime != nil, "\(dish.name): \(dish.time ?? "-")")
        #expect((dish.imageUrl ?? "").isEmpty && (dish.url ?? "").isEmpty)
        #expect(bundle.pageURL(forDishID: dish.idstr) != nil, "\(dish.name) has no page")
      }
      // Each cuisine mixes difficulties.
      #expect(Set(dishes.compactMap(\.diff)).count >= 2, "\(cuisine.name)")
    }
    #expect(total >= 128)
    #expect(bundle.problems.isEmpty)
  }

  @Test func everyPageYieldsATitleIngredientsAndAtLeastThreeSteps() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    for cuisine in bundle.cuisines {
      for dish in try bundle.dishes(of: cuisine) {
        let page = try #require(bundle.pageURL(forDishID: dish.idstr))
        let recipe = RecipePageParser.parse(contentsOf: page)
        #expect(recipe.title == dish.name, "\(dish.idstr)")
        let groups = recipe.blocks.compactMap { block -> (String, Int)? in
          if case .ingredients(let group, let items) = block { return (group, items.count) }
          return nil
        }
        #expect(groups.contains { $0.0 == "主料" && $0.1 > 0 }, "\(dish.name) 主料")
        #expect(groups.contains { $0.0 == "辅料" && $0.1 > 0 }, "\(dish.name) 辅料")
        #expect(recipe.stepTexts.count >= 3, "\(dish.name)")
        #expect(recipe.stepTexts.allSatisfy { !$0.isEmpty })
        #expect(
          recipe.blocks.contains { if case .tips = $0 { true } else { false } }, "\(dish.name)")
        #expect(
          recipe.blocks.contains {
            if case .facts(let difficulty, let time) = $0 {
              difficulty == dish.diff && time == dish.time
            } else {
              false
            }
          }, "\(dish.name): the page's difficulty and time match the plist")
      }
    }
  }

  @Test func checkDataFindsNoProblem() {
    let report = BundleCheck.run(folder: PackagePaths.data) { page in
      RecipePageParser.parse(contentsOf: page).hasRecipeText
    }
    #expect(report.problems.isEmpty)
    #expect(report.isUsable)
    #expect(report.summary == "16 cuisines, 144 dishes, 144 pages: usable (0 errors, 0 warnings)")
  }
}
