import SplitLayout
import Testing

@testable import TermUI

/// One way to present (issue 29, point 3): `present(choice:from:onChoose:)`
/// and `present(sheet:)` return a handle that dismisses; nothing else keeps
/// the presentation alive. A new popover and a new list screen each take
/// one file (`Examples/`) and the line that presents them.
@Suite struct OneWayToPresentTests {
  /// An application whose root pane has a `[Sort]` button to anchor to.
  static func make(size: Size = Size(width: 100, height: 24)) -> (
    Application, HeadlessTerminal, ButtonPane
  ) {
    let pane = ButtonPane()
    let terminal = HeadlessTerminal(size: size)
    let app = Application(
      terminal: terminal, root: NavigationController(root: pane), theme: Theme(colors: .none))
    _ = app.render()
    return (app, terminal, pane)
  }

  static func send(_ keys: [Key], to app: Application) {
    for key in keys {
      app.dispatch(.key(key))
      app.display()
    }
  }

  @Test func theTinyPopoverIsOneLineOfWiringAndClosesOnAChoice() {
    let (app, terminal, pane) = Self.make()
    var chosen: PortionPopover.Portion?
    let handle = app.present(choice: PortionPopover(), from: pane.button) { chosen = $0 }
    app.display()
    let screen = terminal.lastFrame?.text ?? ""
    #expect(screen.contains("Portion") && screen.contains("medium"))
    #expect(handle.isPresented)
    #expect(app.presentations.last is PopoverController)
    Self.send([.down, .enter], to: app)
    #expect(chosen == .medium)
    #expect(!handle.isPresented && app.presentations.isEmpty)
  }

  @Test func closingWithoutAChoiceTellsOnDismissAndChoosesNothing() {
    let (app, _, pane) = Self.make()
    var chosen: PortionPopover.Portion?
    var dismissed = 0
    app.present(choice: PortionPopover(), from: pane.button, onDismiss: { dismissed += 1 }) {
      chosen = $0
    }
    app.display()
    Self.send([.escape], to: app)
    #expect(chosen == nil && dismissed == 1)
    #expect(app.presentations.isEmpty)
  }

  /// The handle holds the popover weakly: once dismissed, nothing keeps it
  /// (no handler arrays, no delegate objects to keep alive).
  @Test func theHandleDismissesAndNothingKeepsThePresentation() {
    let (app, _, pane) = Self.make()
    let handle = app.present(choice: PortionPopover(), from: pane.button) { _ in }
    app.display()
    #expect(handle.presentation != nil)
    handle.dismiss()
    #expect(app.presentations.isEmpty)
    #expect(handle.presentation == nil)
    // Dismissing again does nothing.
    handle.dismiss()
    #expect(!handle.isPresented)
  }

  @Test func theTinyListScreenFiltersAsYouTypeAndTakesARow() {
    let (app, terminal, _) = Self.make()
    var taken: [String] = []
    let handle = app.present(
      sheet: PantryListViewController(["rice", "flour", "dried beans", "brown rice"]) {
        taken.append($0)
      })
    app.display()
    #expect(terminal.lastFrame?.text.contains("flour") == true)
    Self.send([.character("r"), .character("i"), .character("c")], to: app)
    let screen = terminal.lastFrame?.text ?? ""
    #expect(screen.contains("› ric"))
    #expect(!screen.contains("flour") && screen.contains("brown rice"))
    // `down` moves in the list; letters (`j`) are text, not moves.
    Self.send([.down, .enter], to: app)
    #expect(taken == ["brown rice"])
    #expect(handle.isPresented)
    // The line edits as every input line does: `ctrl-u` clears it.
    Self.send([.control("u"), .enter], to: app)
    #expect(taken == ["brown rice", "rice"])
  }

  @Test func theTinyListScreensKeysAreItsOwnTheLinesAndTheMoves() {
    let screen = PantryListViewController([]) { _ in }
    #expect(
      screen.bindingTables.map { $0.entries.map(\.action) } == [
        [.choose], TextField.bindings.entries.map(\.action),
        ListViewController.inputMoves.entries.map(\.action),
      ])
    let plain = PortionPopover()
    #expect(plain.bindingTables.count == 2)
  }
}
