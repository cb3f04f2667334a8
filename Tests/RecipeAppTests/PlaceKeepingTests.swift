import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// Every transition keeps the user's place (issue 11): 10,000 seeded
/// random resizes between 20x8 and 300x100, with keys in between, and after
/// every resize the place read from the screen's controllers is the one
/// the last key left.
@Suite struct PlaceKeepingTests {
  /// The user's place as the controllers show it (not as the coordinator
  /// remembers it: that is what is tested).
  struct Place: Equatable, CustomStringConvertible {
    var cuisine: Int?
    var cuisineAnchor: Int
    var dishID: String?
    var dishAnchor: Int
    var filter: String
    var isRecipeOpen: Bool
    var recipeDishID: String?
    var recipeAnchor: Int

    var description: String {
      "cuisine \(cuisine ?? -1)@\(cuisineAnchor) dish \(dishID ?? "-")@\(dishAnchor) "
        + "filter '\(filter)' recipe \(isRecipeOpen ? "open" : "closed") "
        + "\(recipeDishID ?? "-")@\(recipeAnchor)"
    }
  }

  static func place(of app: AppCoordinator) -> Place {
    let split = app.split
    let isOpen: Bool
    switch split.mode {
    case .triple?: isOpen = [.secondary, .inspector].contains(split.focusedColumn)
    case .stack?: isOpen = split.stackTop == .secondary
    default:
      isOpen = app.application.presentations.contains { $0.content === app.presenter.navigation }
    }
    return Place(
      cuisine: app.menu.chosenIndex, cuisineAnchor: app.menu.list.anchorRow,
      dishID: app.dishes.selectedDish?.idstr, dishAnchor: app.dishes.list.anchorRow,
      filter: app.dishes.filterText, isRecipeOpen: isOpen,
      recipeDishID: isOpen ? app.presenter.dish?.idstr : nil,
      recipeAnchor: isOpen ? app.presenter.page.textView.anchor : 0)
  }

  /// Keys that move the place in every mode.
  static let keys: [String] = [
    "down", "down", "up", "pgdn", "enter", "enter", "esc", "tab", "left", "right", "m", "z",
    "i", "space", "end", "home", "backspace", "/ text:蛋 enter", "q",
  ]

  @Test func tenThousandRandomResizesLoseNoPlace() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40))
    var random = SeededGenerator(seed: 0x1AD_DE12_2026_0011)
    let coordinator = app.coordinator
    var place = Self.place(of: coordinator)
    var focus = coordinator.split.focusedColumn
    var losses: [String] = []
    var history: [String] = []
    for step in 0..<10_000 {
      if Int.random(in: 0..<3, using: &random) == 0 {
        let key = Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]
        // Keys only where the app shows something (below 40x10 it shows
        // the "too small" line and takes only `q`).
        if !coordinator.application.isTooSmall {
          for event in try KeyScript.parse(key) {
            coordinator.application.dispatch(event)
            coordinator.application.layOut()
          }
          history.append(key)
          place = Self.place(of: coordinator)
          focus = coordinator.split.focusedColumn
        }
      }
      let size = Size(
        width: Int.random(in: 20...300, using: &random),
        height: Int.random(in: 8...100, using: &random))
      // Laid out without drawing (the drawing is the snapshots' and the
      // fuzzer's business; a debug build's frame at 300x100 is slow).
      let modeBefore = coordinator.split.mode
      app.terminal.enqueue([.resize(size)])
      _ = app.terminal.nextEvent()
      coordinator.application.dispatch(.resize(size))
      coordinator.application.layOut()
      history.append("resize:\(size.width)x\(size.height)")
      if history.count > 60 { history.removeFirst() }
      guard !coordinator.application.isTooSmall else { continue }
      let now = Self.place(of: coordinator)
      var problems: [String] = []
      if now != place { problems.append("place \(now), was \(place)") }
      let split = coordinator.split
      if split.isVisible(focus) && !place.isRecipeOpen && split.focusedColumn != focus {
        problems.append("focus on \(split.focusedColumn), \(focus) is on screen")
      }
      if !split.isVisible(split.focusedColumn) {
        problems.append("focus on \(split.focusedColumn), which is not on screen")
      }
      if let selected = coordinator.dishes.list.selectedRow,
        coordinator.dishes.list.frame.height > 0,
        split.isVisible(.supplementary)
      {
        let list = coordinator.dishes.list
        if selected < list.topRow || selected >= list.topRow + list.visibleRowCount {
          problems.append("the highlighted dish \(selected) is off screen (top \(list.topRow))")
        }
      }
      if !problems.isEmpty {
        losses.append("step \(step): " + problems.joined(separator: "; "))
        if losses.count == 1 {
          Issue.record(
            "first loss at step \(step) (\(String(describing: modeBefore)) → \(String(describing: split.mode)) at \(app.terminal.size), focus \(split.focusedColumn), stack top \(split.stackTop), sheets \(coordinator.application.presentations.count), state focus \(coordinator.state.focus) open \(coordinator.state.isRecipeOpen)): \(problems.joined(separator: "; "))\nlast: \(history.joined(separator: " "))"
          )
        }
      }
    }
    #expect(losses.isEmpty, "\(losses.count) losses")
  }
}
