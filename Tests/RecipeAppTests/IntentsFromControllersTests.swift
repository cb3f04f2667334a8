import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The controllers tell what the user did as intents: an event given to a
/// controller alone (not through the run loop, so nothing is read back
/// after it) leaves the place exactly as the intents it names make it.
@Suite struct IntentsFromControllersTests {
  @Test func aKeyInTheDishesIsAHighlight() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab")
    let (store, dishes) = (app.coordinator.store, app.coordinator.dishes)
    let before = store.state
    #expect(dishes.handle(.key(.down)))
    let second = try #require(dishes.selectedDish)
    #expect(
      store.state == before.applying([.highlight(dishID: second.idstr, row: 1, anchorRow: 0)]))
    #expect(store.state.dishPlaces[0]?.dishID == second.idstr)
  }

  @Test func aKeyInTheCuisinesChoosesOne() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30))
    let (store, menu, dishes) = (app.coordinator.store, app.coordinator.menu, app.coordinator.dishes)
    #expect(menu.handle(.key(.down)))
    #expect(store.state.cuisine == 1 && menu.chosenIndex == 1)
    #expect(store.state.dishID == dishes.selectedDish?.idstr && store.state.dishID != nil)
  }

  @Test func typingAFilterIsTheFilter() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab")
    let (store, dishes) = (app.coordinator.store, app.coordinator.dishes)
    for key in ["/", "o"] { #expect(dishes.handle(.key(.character(Character(key))))) }
    #expect(store.state.filter == "o" && dishes.filterText == "o")
    #expect(store.state.dishID == dishes.selectedDish?.idstr)
  }

  @Test func zoomAndTheDividerAreThePlacesAndTheSplitFollows() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab")
    let (store, split) = (app.coordinator.store, app.coordinator.split)
    let before = store.state
    #expect(split.handle(.key(.character("z"))))
    #expect(store.state == before.applying([.zoom(.supplementary)]))
    #expect(split.options.zoomed == .supplementary && split.frames?.zoomed == .supplementary)
    #expect(split.handle(.key(.character("z"))))
    #expect(store.state == before)
    // A drag of the divider.
    let divider = try #require(split.frames?.primaryDivider)
    let y = divider.minY + 3
    #expect(split.handle(.mouse(MouseEvent(.press(.left), at: Point(x: divider.minX, y: y)))))
    #expect(split.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: divider.minX + 4, y: y)))))
    #expect(store.state.primaryWidth != nil)
    #expect(split.options.userPrimaryWidth == store.state.primaryWidth)
  }

  @Test func aTickInTheChecklistAndAScrollInTheRecipeAreThePlaces() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab enter")
    let (store, coordinator) = (app.coordinator.store, app.coordinator)
    let page = coordinator.presenter.page
    #expect(page.handle(.key(.pageDown)))
    #expect(page.textView.anchor > 0)
    #expect(store.state.recipeAnchor == page.textView.anchor)
    #expect(store.state.recipeAnchorLine == page.textView.anchorLine)
    let dish = try #require(coordinator.presenter.dish)
    coordinator.checklist.show(dishID: dish.idstr, recipe: coordinator.presenter.recipe(for: dish))
    coordinator.checklist.toggle(row: 0)
    #expect(store.state.ticks == [dish.idstr: [0]])
    #expect(coordinator.checklist.ticks == store.state.ticks, "drawn from the place")
    coordinator.checklist.toggle(row: 0)
    #expect(store.state.ticks.isEmpty)
  }

  @Test func theSplitTellsTheFocusAndTheThirdColumnIsTheOpenRecipe() throws {
    let app = try AppHarness(size: Size(width: 200, height: 40), keys: "tab")
    let (store, split) = (app.coordinator.store, app.coordinator.split)
    #expect(split.mode == .triple && split.focusedColumn == .supplementary)
    let before = store.state
    #expect(split.handle(.key(.right)))
    #expect(store.state == before.applying([.focus(.secondary), .showRecipe(true)]))
    #expect(split.handle(.key(.escape)))
    #expect(store.state == before.applying([.focus(.supplementary), .showRecipe(false)]))
  }

  @Test func closingTheRecipesSheetClosesTheRecipe() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab enter")
    let (store, presenter) = (app.coordinator.store, app.coordinator.presenter)
    #expect(store.state.isRecipeOpen && presenter.isSheetPresented)
    let before = store.state
    #expect(presenter.sheet?.requestDismissal() == true)
    #expect(store.state == before.applying([.close]))
  }
}
