import RecipeKit
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// The place's reducer without any UI: each intent's new place.
@Suite struct BrowserIntentTests {
  @Test func choosingACuisineBringsBackTheDishItsListWasLeftOn() {
    var state = BrowserState()
    state.apply(.chooseCuisine(2))
    state.apply(.highlight(dishID: "b", row: 3, anchorRow: 1))
    state.apply(.chooseCuisine(0))
    #expect(state.cuisine == 0 && state.dishID == nil)
    state.apply(.chooseCuisine(2))
    #expect(state.dishID == "b")
    #expect(state.dishPlaces[2] == BrowserState.DishPlace(dishID: "b", row: 3, anchorRow: 1))
  }

  @Test func aHighlightWithNoCuisineRecordsNoPlace() {
    let state = BrowserState().applying([.highlight(dishID: "a", row: 1, anchorRow: 0)])
    #expect(state.dishID == "a" && state.dishPlaces.isEmpty)
  }

  @Test func openNeedsADishAndCloseCloses() {
    var state = BrowserState()
    state.apply(.open)
    #expect(!state.isRecipeOpen, "nothing highlighted: nothing opens")
    state.apply(.chooseCuisine(0))
    state.apply(.highlight(dishID: "a", row: 0, anchorRow: 0))
    state.apply(.open)
    #expect(state.isRecipeOpen)
    state.apply(.close)
    #expect(!state.isRecipeOpen)
  }

  @Test func theModeShowsTheRecipeWithOrWithoutADish() {
    // The split tells it (the focused third column, the stack's page):
    // an empty list's recipe column counts as open, as it shows.
    var state = BrowserState()
    state.apply(.showRecipe(true))
    #expect(state.isRecipeOpen)
    state.apply(.showRecipe(false))
    #expect(!state.isRecipeOpen)
  }

  @Test func theChoicesOfTheTitleBarAndTheSplitAreThePlaces() {
    let state = BrowserState().applying([
      .setOrder(.difficulty), .setFilter("鸡"), .setAccent(.indexed(202)),
      .dragDivider(width: 31), .zoom(.supplementary), .setInspector(.shown),
      .setDrawer(open: true), .hidePrimary(true), .focus(.inspector),
    ])
    #expect(state.order == .difficulty && state.filter == "鸡")
    #expect(state.accent == .indexed(202))
    #expect(state.primaryWidth == 31 && state.zoomed == .supplementary)
    #expect(state.inspector == .shown && state.isDrawerOpen && state.isPrimaryHidden)
    #expect(state.focus == .inspector)
    let after = state.applying([.zoom(nil), .dragDivider(width: nil), .setDrawer(open: false)])
    #expect(after.zoomed == nil && after.primaryWidth == nil && !after.isDrawerOpen)
  }

  @Test func aScaleOfOneIsForgottenAndUnitsTurnRound() {
    var state = BrowserState()
    state.apply(.setScale(dishID: "a", 2))
    #expect(state.scales == ["a": 2])
    state.apply(.setScale(dishID: "a", 1))
    #expect(state.scales.isEmpty)
    let start = state.units
    state.apply(.toggleUnits)
    #expect(state.units != start)
    var round = state
    for _ in 0..<8 where round.units != start { round.apply(.toggleUnits) }
    #expect(round.units == start, "the units come round again")
  }

  @Test func negativeRowsAndStepsAreClampedAndEmptyTicksForgotten() {
    let state = BrowserState().applying([
      .scrollCuisines(anchorRow: -3), .scrollRecipe(anchor: -1, line: -2),
      .reachStep(dishID: "a", step: -1), .setTicks(dishID: "a", [1, 2]),
      .setTicks(dishID: "b", []), .cook(dishID: "a"),
    ])
    #expect(state.cuisineAnchorRow == 0 && state.recipeAnchor == 0 && state.recipeAnchorLine == 0)
    #expect(state.cookSteps == ["a": 0] && state.cookingDishID == "a")
    #expect(state.ticks == ["a": [1, 2]])
  }

  @Test func theStorePushesWhatChangedOnly() {
    let store = PlaceStore()
    var pushed: [DishOrder] = []
    store.push = { old, new in if old.order != new.order { pushed.append(new.order) } }
    store.send(.setOrder(.time))
    store.send(.setFilter("x"))
    store.send(.setOrder(.time))
    #expect(pushed == [.time])
    #expect(store.state.filter == "x")
  }

  @Test func theSplitsOptionsAreDerivedFromThePlace() {
    let state = BrowserState().applying([
      .dragDivider(width: 28), .zoom(.secondary), .setInspector(.hidden), .setDrawer(open: true),
      .hidePrimary(true),
    ])
    let split = ColumnOptions(stackTop: .secondary)
    let options = state.columnOptions(over: split)
    #expect(options.userPrimaryWidth == 28 && options.zoomed == .secondary)
    #expect(options.inspector == .hidden && options.isDrawerOpen && options.isPrimaryHiddenByUser)
    #expect(options.stackTop == .secondary, "the stack's page is the split's own")
    // Nothing is kept twice: the split's wishes become intents, and the
    // place they make derives exactly the options the split asked for.
    var wanted = options
    wanted.zoomed = nil
    wanted.userPrimaryWidth = 40
    wanted.isDrawerOpen = false
    let intents = BrowserState.intents(from: options, to: wanted)
    #expect(intents == [.dragDivider(width: 40), .zoom(nil), .setDrawer(open: false)])
    #expect(state.applying(intents).columnOptions(over: options) == wanted)
    #expect(BrowserState.intents(from: options, to: options).isEmpty)
  }
}
