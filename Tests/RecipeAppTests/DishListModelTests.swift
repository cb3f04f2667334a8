import Foundation
import RecipeKit
import TestSupport
import Testing

@testable import RecipeApp

/// The dish list's model without any UI: loading in parts, sorting,
/// filtering, the title.
@Suite struct DishListModelTests {
  static func loader(_ bundle: RecipeBundle, _ cuisine: Cuisine) -> Result<DishLoader, BundleError>
  {
    Result { () throws(BundleError) -> DishLoader in try bundle.dishLoader(for: cuisine) }
  }

  /// The model showing the first cuisine of our `Data/`.
  static func home() throws -> (DishListModel, RecipeBundle) {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    var model = DishListModel()
    model.show(bundle.cuisines[0], loading: loader(bundle, bundle.cuisines[0]))
    return (model, bundle)
  }

  @Test func aCuisineShowsAllItsDishesInTheBundlesOrder() throws {
    let (model, bundle) = try Self.home()
    let expected = try bundle.dishes(of: bundle.cuisines[0])
    #expect(model.dishes == expected && model.visible == Array(0..<expected.count))
    #expect(!model.isLoading && model.loadError == nil)
    #expect(model.title(Labels(.en)) == "家常菜")
  }

  @Test func theFilterMatchesPartsOfNamesAndCountsInTheTitle() throws {
    var (model, _) = try Self.home()
    model.setFilter("蛋")
    #expect(model.visible.count == 3)
    #expect(model.title(Labels(.en)) == "家常菜")
    #expect(model.position(Labels(.en), row: 0) == "1/3 of 9")
    #expect(model.position(Labels(.zh), row: 2) == "3/3（共 9）")
    model.setFilter("鸡翅")
    #expect(model.visible.map { model.dishes[$0].name } == ["可乐鸡翅"])
    #expect(model.dish(atRow: 0)?.name == "可乐鸡翅" && model.dish(atRow: 1) == nil)
    model.setFilter("没有这道菜")
    #expect(
      model.visible.isEmpty
        && model.emptyText(Labels(.en))
          == "No matching dishes in 家常菜 — ctrl-p searches every cuisine")
  }

  /// A view keeps rows' lines by position while `revision` stays: every
  /// change of the dishes (a new order, another cuisine) moves it.
  @Test func theRevisionMovesWhenTheDishesChange() throws {
    var (model, bundle) = try Self.home()
    var seen = [model.revision]
    _ = model.setOrder(.difficulty)
    seen.append(model.revision)
    model.setFilter("蛋")
    let filtered = model.revision
    _ = model.setOrder(.bundle)
    seen.append(model.revision)
    model.show(bundle.cuisines[1], loading: Self.loader(bundle, bundle.cuisines[1]))
    seen.append(model.revision)
    #expect(Set(seen).count == seen.count, "\(seen)")
    #expect(filtered == seen[1], "a filter changes the rows shown, not the dishes")
  }

  /// The rows' second lines, kept between frames, are those of the dishes
  /// now at each row after a sort and after another cuisine is chosen.
  @Test func keptSubtitlesFollowTheDishes() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let labels = Labels(.en)
    let controller = DishListViewController(labels: labels) { Self.loader(bundle, $0) }
    func check(_ when: String) {
      for row in 0..<controller.numberOfRows(in: controller.list) {
        guard let dish = controller.model.dish(atRow: row) else {
          Issue.record("no dish at row \(row), \(when)")
          return
        }
        let expected = labels.subtitle(difficulty: dish.difficultyText, time: dish.timeText)
        #expect(controller.listView(controller.list, rowAt: row).subtitle == expected, "\(when)")
      }
    }
    controller.showCuisine(bundle.cuisines[0])
    check("first cuisine")
    controller.setOrder(.time)
    check("sorted by time")
    controller.showCuisine(bundle.cuisines[2])
    check("another cuisine")
  }

  @Test func sortingKeepsTheFilterAndNameGivesBackTheBundlesOrder() throws {
    var (model, _) = try Self.home()
    let original = model.dishes
    let changed = model.setOrder(.difficulty)
    let again = model.setOrder(.difficulty)
    #expect(changed && !again)
    let ranks = model.dishes.map { $0.difficulty?.rawValue ?? 99 }
    #expect(ranks == ranks.sorted() && model.dishes != original)
    model.setFilter("蛋")
    let back = model.setOrder(.bundle)
    #expect(back && model.dishes == original && model.visible.count == 3)
    let row = try #require(model.row(of: original[0]))
    #expect(model.dish(atRow: row) == original[0])
  }

  @Test func aNewCuisineClearsTheFilterAndKeepsTheOrder() throws {
    var (model, bundle) = try Self.home()
    _ = model.setOrder(.time)
    model.setFilter("蛋")
    model.show(bundle.cuisines[1], loading: Self.loader(bundle, bundle.cuisines[1]))
    #expect(model.cuisine == bundle.cuisines[1] && model.filterText.isEmpty)
    #expect(model.order == .time && model.visible.count == model.dishes.count)
  }

  @Test func aListThatCannotBeReadSaysWhy() throws {
    try LargeCuisineTests.withLargeBundle { folder in
      let bundle = try RecipeBundle(folder: folder)
      var model = DishListModel()
      model.show(bundle.cuisines[1], loading: Self.loader(bundle, bundle.cuisines[1]))
      #expect(model.dishes.isEmpty && !model.isLoading)
      #expect(model.emptyText(Labels(.en)).contains("type_2_foods.plist"))
    }
  }

  @Test func aLargeCuisineArrivesInPartsAndEndsAsTheWholeFile() throws {
    try LargeCuisineTests.withLargeBundle { folder in
      let bundle = try RecipeBundle(folder: folder)
      var model = DishListModel()
      model.show(bundle.cuisines[0], loading: Self.loader(bundle, bundle.cuisines[0]))
      #expect(model.dishes.count == DishListModel.defaultFirstPart && model.isLoading)
      #expect(model.title(Labels(.en)).hasPrefix("家常菜  Loading… "))
      let id = model.loadingID
      let change = model.loadMore(upTo: DishListModel.laterPart)
      #expect(change == .appended)
      #expect(model.dishes.count == DishListModel.defaultFirstPart + DishListModel.laterPart)
      #expect(model.loadingID == id)
      while model.isLoading { _ = model.loadMore(upTo: DishListModel.laterPart) }
      #expect(model.dishes.count == LargeCuisineTests.count && model.loadingID == nil)
      #expect(model.title(Labels(.en)) == "家常菜")
      let all = try RecipeBundle(folder: folder)
      #expect(model.dishes == (try all.dishes(of: all.cuisines[0])))
    }
  }

  @Test func theCuisineShownChosenAgainKeepsWhatWasRead() throws {
    try LargeCuisineTests.withLargeBundle { folder in
      let bundle = try RecipeBundle(folder: folder)
      var model = DishListModel()
      model.show(bundle.cuisines[0], loading: Self.loader(bundle, bundle.cuisines[0]))
      let id = model.loadingID
      model.setFilter("菜1")
      // The same cuisine: nothing read again, the same loading goes on,
      // the filter cleared.
      let again = model.showAgain(bundle.cuisines[0])
      #expect(again)
      #expect(model.loadingID == id && model.dishes.count == DishListModel.defaultFirstPart)
      #expect(model.filterText.isEmpty && model.visible.count == DishListModel.defaultFirstPart)
      // A sorted order gets its larger first part.
      _ = model.setOrder(.name)
      let sorted = model.showAgain(bundle.cuisines[0])
      #expect(sorted)
      #expect(model.dishes.count == DishListModel.firstSortedPart)
      // Another cuisine is shown anew.
      let other = model.showAgain(bundle.cuisines[1])
      #expect(!other)
    }
  }

  @Test func aSortAndAFilterChosenWhileLoadingCoverTheWholeList() throws {
    try LargeCuisineTests.withLargeBundle { folder in
      let bundle = try RecipeBundle(folder: folder)
      var model = DishListModel()
      model.show(bundle.cuisines[0], loading: Self.loader(bundle, bundle.cuisines[0]))
      _ = model.setOrder(.difficulty)
      model.setFilter("9")
      var changes: [DishListModel.Change] = []
      while model.isLoading { changes.append(model.loadMore(upTo: DishListModel.laterPart)) }
      #expect(changes.last == .reordered)
      let all = try RecipeBundle(folder: folder)
      let expected = DishOrder.difficulty.sorted(try all.dishes(of: all.cuisines[0]))
      #expect(model.dishes == expected)
      let matches = (0..<LargeCuisineTests.count).filter { String($0).contains("9") }.count
      #expect(model.visible.count == matches)
    }
  }
}
