import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// A new flow takes one file and a line of wiring (issue 29, "Done when").
@Suite struct DishCountFlowTests {
  @Test func aFlowAddedWithOneLineTakesItsKey() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab #") { coordinator in
      // The line of wiring.
      coordinator.keyRouting.add(
        DishCountFlow(dishes: coordinator.dishes, warnings: coordinator.warnings))
    }
    let shown = app.coordinator.dishes.visible.count
    #expect(shown > 0)
    let bottom = app.screen.split(separator: "\n").last.map(String.init) ?? ""
    #expect(bottom.contains("\(shown) dishes"), "\(bottom)")
  }

  @Test func keysTheAppTakesNeverReachIt() throws {
    var flow: DishCountFlow?
    _ = try AppHarness(size: Size(width: 120, height: 30), keys: "tab s esc / x esc #") {
      let made = DishCountFlow(dishes: $0.dishes, warnings: $0.warnings)
      flow = made
      $0.keyRouting.add(made)
    }
    // `s`, `/` and the filter's `x` went to the app; only `#` came here.
    #expect(flow?.count == 1)
  }
}
