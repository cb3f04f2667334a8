import RecipeKit
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The presenter lays a page out once per (dish, width) while it stays
/// among the recent ones, and the cached lines are the ones a fresh layout
/// gives.
@Suite struct RecipePresenterCacheTests {
  @Test func eachDishIsLaidOutOncePerWidthWhileRecent() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let dishes = try bundle.dishes(of: bundle.cuisines[0])
    let labels = Labels(.en)
    let presenter = RecipePresenter(source: bundle, labels: labels) { recipe, width in
      RecipeTextLayout(labels: labels).lines(for: recipe, width: width)
    }
    let first = presenter.lines(for: dishes[0], width: 60)
    _ = presenter.lines(for: dishes[1], width: 60)
    #expect(presenter.lines(for: dishes[0], width: 60) == first)
    #expect(presenter.layoutCount == 2)
    let narrow = presenter.lines(for: dishes[0], width: 30)
    #expect(presenter.layoutCount == 3 && narrow != first)
    // A fresh presenter gives the same lines: the cache changes nothing.
    let fresh = RecipePresenter(source: bundle, labels: labels) { recipe, width in
      RecipeTextLayout(labels: labels).lines(for: recipe, width: width)
    }
    #expect(fresh.lines(for: dishes[0], width: 60) == first)
    // Past the kept pages the oldest is laid out again.
    for dish in dishes.dropFirst().prefix(RecipePresenter.keptPages) {
      _ = presenter.lines(for: dish, width: 60)
    }
    let before = presenter.layoutCount
    _ = presenter.lines(for: dishes[0], width: 60)
    #expect(presenter.layoutCount == before + 1)
  }
}
