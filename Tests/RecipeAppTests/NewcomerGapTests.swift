import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The last gaps of issue 19: the warning leaves with no input, popovers
/// follow the app's ladder, and every action of the binding tables can be
/// remapped by the config's `[keys]`.
@Suite struct NewcomerGapTests {
  func lastRow(_ screen: String) -> String {
    String(screen.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }

  /// Item 1: the run loop wakes at the warning's end though no key comes
  /// (the headless terminal's `passTime` moves the app's clock instead of
  /// sleeping).
  @Test func aWarningGoesAtFiveSecondsWithNoInput() throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let terminal = HeadlessTerminal(
      size: Size(width: 120, height: 30), events: try KeyScript.parse("tab end enter ]"))
    let coordinator = AppCoordinator(
      source: bundle, options: Options(), labels: Labels(.en), terminal: terminal)
    var now = ContinuousClock.now
    coordinator.clock = { now }
    var waits: [Duration] = []
    var rowWhileWaiting = ""
    terminal.passTime = { wait in
      rowWhileWaiting = self.lastRow(terminal.lastFrame?.text ?? "")
      waits.append(wait)
      now += wait
    }
    let reason = coordinator.run()
    #expect(reason == .inputEnded)
    #expect(waits == [BottomLine.warningDuration])
    #expect(rowWhileWaiting.hasPrefix(" This is the last dish"))
    let row = lastRow(terminal.lastFrame?.text ?? "")
    #expect(!row.contains("This is the last dish"))
    #expect(row.contains("] next"))
  }

  /// Without a `passTime` (as in `--render`) the end of the script ends
  /// the run at once: nothing sleeps, the warning is still there.
  @Test func aRenderDoesNotWaitForTheWarning() throws {
    let app = try AppHarness(size: Size(width: 120, height: 30), keys: "tab end enter ]")
    #expect(app.exitReason == .inputEnded)
    #expect(lastRow(app.screen).hasPrefix(" This is the last dish"))
  }

  /// Item 2: with `--ladder 80,100,140,200`, 70 columns is the stack mode,
  /// so the Sort popover is a sheet; with the standard ladder it is not.
  @Test func popoversFollowTheLadderOfTheCommandLine() throws {
    let data = PackagePaths.data.path
    let stacked = try ConfigCommandTests().run(
      ["--render", "70x24", "--data", data, "--keys", "s", "--ladder", "80,100,140,200"])
    #expect(stacked.status == 0)
    #expect(stacked.output.count > 1 && stacked.output[1].hasPrefix("│ [Close]"))
    #expect(!stacked.output.joined().contains("▲"))
    let standard = try ConfigCommandTests().run(
      ["--render", "70x24", "--data", data, "--keys", "s"])
    #expect(standard.output.joined().contains("▲"))
  }

  /// The config's `layout.ladder` reaches the popovers too.
  @Test func popoversFollowTheLadderOfTheConfig() throws {
    let data = PackagePaths.data.path
    let stacked = try ConfigCommandTests().run(
      ["--render", "70x24", "--data", data, "--keys", "s"],
      config: "[layout]\nladder = [80, 100, 140, 200]\n")
    #expect(stacked.status == 0 && stacked.errors.isEmpty, "\(stacked.errors)")
    #expect(stacked.output.count > 1 && stacked.output[1].hasPrefix("│ [Close]"))
    #expect(!stacked.output.joined().contains("▲"))
  }

  /// Item 3: every action of every binding table the app uses may be
  /// remapped (the tables listed here by hand, so a table left out of
  /// `RecipesCommand.bindingTables` fails).
  @Test func everyActionOfEveryTableCanBeRemapped() {
    let tables: [KeyBindings] = [
      Application.bindings, SplitViewController.bindings, SplitViewController.stackBindings,
      NavigationController.bindings, ListView.bindings, TextView.bindings,
      ChoiceListViewController<Int>.bindings, MenuViewController.bindings,
      DishListViewController.bindings, RecipePageViewController.bindings,
      ChecklistViewController.bindings, ThemeViewController.bindings, AppCoordinator.bindings,
    ]
    let actions = Set(tables.flatMap { $0.entries.map(\.action.rawValue) })
    #expect(actions.isSuperset(of: ["next-dish", "previous-dish", "close-recipe"]))
    for action in actions.sorted() {
      let settings = Settings.resolve(
        environment: [:],
        config: Settings.ConfigText(
          path: "/c.toml", bytes: Array("[keys]\n\(action) = \"f5\"\n".utf8)),
        flags: [], keyActions: RecipesCommand.keyActions)
      #expect(settings.problems.isEmpty, "\(action): \(settings.problems)")
      #expect(settings.keyBindings[action] == [.function(5)])
    }
  }

  /// A remapped new action works: `next-dish = "n"` makes `n` open the
  /// next dish, as `]` does by default, and `]` no longer does.
  @Test func aRemappedNextDishWorksInARender() throws {
    let data = PackagePaths.data.path
    func render(_ keys: String, config: String? = nil) throws -> [String] {
      let result = try ConfigCommandTests().run(
        ["--render", "120x30", "--data", data, "--keys", keys], config: config)
      #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
      return result.output
    }
    let config = "[keys]\nnext-dish = \"n\"\n"
    let byDefault = try render("tab enter ]")
    let first = try render("tab enter")
    #expect(byDefault.dropLast() != first.dropLast())
    // The same screen but the footer, which names the new key.
    let remapped = try render("tab enter n", config: config)
    #expect(remapped.dropLast() == byDefault.dropLast())
    #expect(byDefault.last?.contains("] next") == true)
    #expect(remapped.last?.contains("n next") == true)
    #expect(try render("tab enter ]", config: config).dropLast() == first.dropLast())
  }
}
