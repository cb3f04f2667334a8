import Foundation
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// Layout is a pure pass, all of it (issue 29, point 4): laying the whole
/// tree out again, at another size of the same mode of the ladder, and
/// drawing it with other glyphs, changes nothing of its state but frames.
/// Bar items and back titles are derived when read; no container writes
/// another controller's items; nothing is stored while drawing.
@Suite struct LayoutPassTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let screen: String
    let keys: String
    var testDescription: String { screen }
  }

  /// The screens: browsing, a recipe, popovers (the help's has a pushed
  /// page, so a back button), sheets, cook mode, the shopping list, the
  /// palette and "What can I cook?".
  static let screens: [Case] = [
    Case(screen: "browse", keys: ""),
    Case(screen: "drawer", keys: "m"),
    Case(screen: "recipe", keys: "tab enter"),
    Case(screen: "sort popover", keys: "s"),
    Case(screen: "help popover", keys: "?"),
    Case(screen: "theme popover", keys: "t"),
    Case(screen: "timers sheet", keys: "T"),
    Case(screen: "cook mode", keys: "tab c"),
    Case(screen: "shopping list", keys: "tab a down a L"),
    Case(screen: "palette", keys: "ctrl-p"),
    Case(screen: "what can I cook", keys: "w"),
  ]

  /// Two sizes in each mode of the standard ladder (stack below 60, drawer
  /// to 100, split to 140, triple, and its inspector above 200):
  /// the second layout changes the size without changing the mode, so the
  /// split tells its delegate nothing.
  static let sizes: [(Size, Size)] = [
    (Size(width: 50, height: 20), Size(width: 58, height: 34)),
    (Size(width: 64, height: 24), Size(width: 96, height: 40)),
    (Size(width: 104, height: 24), Size(width: 136, height: 44)),
    (Size(width: 150, height: 30), Size(width: 196, height: 24)),
    (Size(width: 210, height: 30), Size(width: 260, height: 50)),
  ]

  @Test(arguments: screens)
  func aSecondLayoutChangesNothingButFrames(_ screen: Case) throws {
    for (first, second) in Self.sizes {
      let app = try AppHarness(size: first, keys: screen.keys)
      let application = app.coordinator.application
      let before = ControllerTreeState(application)
      // Another size of the same mode, drawn with other glyphs; then back.
      app.terminal.enqueue([.resize(second)])
      _ = app.terminal.nextEvent()
      let glyphs = application.theme.glyphs
      application.theme.glyphs = .ascii
      _ = application.render()
      let other = ControllerTreeState(application)
      application.theme.glyphs = glyphs
      app.terminal.enqueue([.resize(first)])
      _ = app.terminal.nextEvent()
      _ = application.render()
      let after = ControllerTreeState(application)
      #expect(
        before == other,
        Comment(
          rawValue: "\(screen.screen) at \(first) then \(second):\n"
            + ControllerTreeState.firstDifference(before, other)))
      #expect(
        before == after,
        Comment(
          rawValue: "\(screen.screen) at \(first), again:\n"
            + ControllerTreeState.firstDifference(before, after)))
    }
  }

  /// The state compared is the tree's own: a property of a controller
  /// that an event changes shows in it (so the comparison above could
  /// fail).
  @Test func theStateSeesWhatAnEventChanges() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30))
    let before = ControllerTreeState(app.coordinator.application)
    try app.send("down")
    let after = ControllerTreeState(app.coordinator.application)
    #expect(before != after)
    #expect(before.lines.count > 50)
  }

  /// A popover whose anchor is gone is dismissed after the layout pass,
  /// not during it: the pass lays out what it can and leaves the stack.
  @Test func anUnanchoredPopoverIsDismissedAfterTheLayoutPass() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30))
    let application = app.coordinator.application
    var anchor: Rect? = Rect(x: 10, y: 0, width: 4, height: 1)
    let popover = PopoverController(content: ViewController(), anchor: { anchor })
    application.present(popover)
    application.layOut()
    #expect(application.presentations.last === popover)
    anchor = nil
    application.layOut()
    #expect(application.presentations.last === popover)
    application.dismissUnanchoredPresentations()
    #expect(!application.presentations.contains { $0 === popover })
    _ = application.render()
    #expect(!application.presentations.contains { $0 === popover })
  }
}
