import SplitLayout
import Testing

@testable import TermUI

/// Binding tables: lookup, remapping by action name, relabelling.
@Suite struct KeyBindingsTests {
  static let label = BindingLabel("x", "x")
  let table: KeyBindings = [
    KeyBinding(.moveUp, [.up, .character("k")], label),
    KeyBinding(.moveDown, [.down, .character("j")], label),
    KeyBinding(.quit, [.character("q")], label),
  ]

  @Test func aKeyFindsItsAction() {
    #expect(table.action(for: .character("k")) == .moveUp)
    #expect(table.action(for: .down) == .moveDown)
    #expect(table.action(for: .character("x")) == nil)
    #expect(table.binds(.character("q"), to: .quit))
    #expect(!table.binds(.character("q"), to: .moveUp))
    #expect(table.keys(for: .moveDown) == [.down, .character("j")])
  }

  @Test func remappingReplacesTheKeysOfTheNamedActions() {
    let remapped = table.remapped([.quit: [.character("x"), .control("q")]])
    #expect(remapped.action(for: .character("x")) == .quit)
    #expect(remapped.action(for: .control("q")) == .quit)
    #expect(remapped.action(for: .character("q")) == nil)
    #expect(remapped.action(for: .up) == .moveUp)
  }

  @Test func aKeyGivenToAnActionIsTakenFromTheOthers() {
    let remapped = table.remapped([.quit: [.character("k")]])
    #expect(remapped.action(for: .character("k")) == .quit)
    #expect(remapped.keys(for: .moveUp) == [.up])
  }

  @Test func anEmptyListUnbindsAndUnknownActionsAreIgnored() {
    let remapped = table.remapped([.moveDown: [], "no-such-action": [.character("z")]])
    #expect(remapped.action(for: .down) == nil && remapped.action(for: .character("j")) == nil)
    #expect(remapped.action(for: .character("z")) == nil)
    #expect(table.remapped([:]) == table)
  }

  @Test func relabellingKeepsTheKeys() {
    let other = BindingLabel("quit the app", "退出")
    let relabeled = table.relabeled([.quit: other])
    #expect(relabeled.entries.last?.label == other)
    #expect(relabeled.keys(for: .quit) == [.character("q")])
  }

  /// Within one table a key means one thing; the run loop's `q` is the one
  /// exception (it closes a presentation, else quits).
  @Test(arguments: [
    ("list", ListView.bindings), ("text", TextView.bindings),
    ("split", SplitViewController.bindings), ("navigation", NavigationController.bindings),
    ("application", Application.bindings),
  ])
  func noKeyHasTwoActionsInOneTable(name: String, table: KeyBindings) {
    var seen: [Key: ActionName] = [:]
    for binding in table.entries {
      for key in binding.keys {
        if let other = seen[key], !(other == .close && binding.action == .quit) {
          Issue.record("\(name): \(key) is both \(other) and \(binding.action)")
        }
        seen[key] = binding.action
      }
    }
  }

  @Test func theApplicationsOverridesReachEveryController() {
    let split = SplitViewController(
      primary: ViewController(), supplementary: ViewController())
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 30))
    let application = Application(
      terminal: terminal, root: split, theme: Theme(colors: .none))
    application.keyOverrides = [.focusNext: [.character("n")]]
    _ = application.render()
    #expect(split.focusedColumn == .primary)
    application.dispatch(.key(.character("n")))
    #expect(split.focusedColumn == .supplementary)
    application.dispatch(.key(.tab))
    #expect(split.focusedColumn == .supplementary)
  }
}
