import Foundation
import RecipeKit
import SplitLayout
import TermUI
import Testing

@testable import RecipeApp

/// Issue 27 in the app and on the command line: `+`/`-` step servings,
/// `--servings`, references opened on the recipe's stack (and a cycle
/// refused), `o` in cook mode, and named timers.
@Suite struct ServingsAndReferencesTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cooklang-serve-\(UUID().uuidString)")
    let files = [
      "Mains/Eggs.cook": """
      ---
      servings: 4
      ---
      = Eggs
      Poach @eggs{3} for ~eggs{3%minutes}.

      = Sauce
      Top with @./Sauces/Hollandaise{150%g} and @salt{=1%tsp}.

      """,
      "Sauces/Hollandaise.cook": """
      ---
      yield: 300%g
      ---
      Whisk @yolks{2} over ~{2%minutes}, serve with @./Mains/Eggs{1}.

      """,
      "Sauces/Dressing.cook": "Shake @oil{3%tbsp} and @vinegar{1%tbsp}.\n",
      "Mains/Platter.cook":
        "Serve with @./Sauces/Hollandaise{100%g} and @./Sauces/Dressing{2}.\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: false, encoding: .utf8)
    }
  }

  private func app(_ keys: String) throws -> (AppCoordinator, HeadlessTerminal) {
    let source = try CooklangSource(folder: folder)
    let terminal = HeadlessTerminal(
      size: Size(width: 120, height: 30), events: try KeyScript.parse(keys))
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    _ = coordinator.run()
    return (coordinator, terminal)
  }

  private func run(_ arguments: [String]) -> InProcessRun {
    InProcessRun(
      ["--data", folder.path] + arguments,
      environment: InProcessRun.environment(folder: folder.path + "/.run"))
  }

  @Test func plusStepsOneServingAndTheTitleSaysHowMany() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Mains, Eggs (4 servings): two `+` are 6 servings, ×1.5.
    let (coordinator, terminal) = try app("enter enter + +")
    let screen = try #require(terminal.lastFrame).text
    #expect(coordinator.state.scales["Mains/Eggs"] == 1.5)
    #expect(screen.contains("6 servings (×1.5)"))
    // 3 eggs are 4½; the fixed salt stays 1 tsp.
    #expect(screen.contains("4½"))
    #expect(screen.contains("1 tsp"))
    // The reference is a link, at the dish's scale: 150 g × 1.5.
    #expect(screen.contains("→ Hollandaise"))
    #expect(screen.contains("225 g"))
  }

  @Test func aRecipeWithoutServingsStepsByFactor() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Sauces: Dressing first (sorted), no servings: `+` is ×1.5.
    let (coordinator, _) = try app("j enter enter +")
    #expect(coordinator.presenter.dish?.idstr == "Sauces/Dressing")
    #expect(coordinator.state.scales["Sauces/Dressing"] == 1.5)
  }

  @Test func enterOpensTheReferenceOnTheStackAndACycleIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (coordinator, terminal) = try app("enter enter enter")
    let navigation = coordinator.presenter.navigation
    let page = try #require(navigation.topViewController as? ReferencePageViewController)
    #expect(page.dish.idstr == "Sauces/Hollandaise")
    // 150 g of a 300 g yield.
    #expect(page.amounts.scale == 0.5)
    #expect(try #require(terminal.lastFrame).text.contains("Hollandaise"))
    // Its own reference leads back to Eggs, open below: refused, said.
    try send("enter", to: coordinator, terminal: terminal)
    #expect(navigation.viewControllers.count == 2)
    #expect(
      try #require(terminal.lastFrame).text.contains("reference cycle: Eggs → Hollandaise → Eggs"))
    // `esc` comes back to the recipe.
    try send("esc", to: coordinator, terminal: terminal)
    #expect(navigation.topViewController === coordinator.presenter.page)
    #expect(coordinator.presenter.dish?.idstr == "Mains/Eggs")
  }

  @Test func aClickOnALinkOpensIt() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (coordinator, terminal) = try app("enter enter")
    let rows = try #require(terminal.lastFrame).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(rows.firstIndex { $0.contains("→ Hollandaise") })
    let x = try #require(rows[y].range(of: "→ Hollandaise")).lowerBound.utf16Offset(in: rows[y])
    // A click elsewhere opens nothing.
    coordinator.application.dispatch(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: 0))))
    #expect(coordinator.presenter.navigation.topViewController === coordinator.presenter.page)
    coordinator.application.dispatch(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y))))
    let page = try #require(
      coordinator.presenter.navigation.topViewController as? ReferencePageViewController)
    #expect(page.dish.idstr == "Sauces/Hollandaise")
  }

  @Test func severalLinksOnScreenAreAChoice() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Mains: Eggs, Platter; Platter refers to Hollandaise and Dressing.
    let (coordinator, terminal) = try app("enter j enter enter")
    #expect(coordinator.presenter.dish?.idstr == "Mains/Platter")
    #expect(coordinator.application.presentations.last is PopoverController)
    #expect(try #require(terminal.lastFrame).text.contains("Open which recipe?"))
    // The second, Dressing{2}: ×2 of a recipe without servings.
    try send("j enter", to: coordinator, terminal: terminal)
    #expect(!(coordinator.application.presentations.last is PopoverController))
    let page = try #require(
      coordinator.presenter.navigation.topViewController as? ReferencePageViewController)
    #expect(page.dish.idstr == "Sauces/Dressing")
    #expect(page.amounts.scale == 2)
    #expect(try #require(terminal.lastFrame).text.contains("6 tbsp"))
  }

  @Test func cookModeShowsSectionsNamedTimersAndCooksTheReference() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (coordinator, terminal) = try app("enter enter c")
    let cook = try #require(coordinator.cookPage)
    var screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("Eggs 1/1"))
    // `enter` starts the named timer: it is called by its name.
    try send("enter", to: coordinator, terminal: terminal)
    #expect(coordinator.state.timers.timers.map(\.title) == ["Eggs · eggs"])
    // The next step, in the Sauce section, refers to Hollandaise: `o`.
    try send("space o", to: coordinator, terminal: terminal)
    screen = try #require(terminal.lastFrame).text
    let sauce = try #require(
      coordinator.presenter.navigation.topViewController as? CookModeViewController)
    #expect(sauce.dish.idstr == "Sauces/Hollandaise")
    #expect(sauce.isReference)
    #expect(sauce.step == 0)
    #expect(sauce.amounts.scale == 0.5)
    // `esc` returns to the step that referred to it.
    try send("esc", to: coordinator, terminal: terminal)
    #expect(coordinator.cookPage === cook)
    #expect(cook.step == 1)
  }

  @Test func servingsOnTheCommandLine() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let six = run(["--print", "Mains/Eggs", "--servings", "6", "--width", "60"])
    #expect(six.status == 0)
    let text = six.outputLines.joined(separator: "\n")
    #expect(text.contains("4½"))
    #expect(text.contains("225 g"))
    #expect(text.contains("1 tsp"))
    // Both: a usage error.
    let both = run(["--print", "Mains/Eggs", "--servings", "6", "--scale", "2"])
    #expect(both.status == 2)
    #expect(both.errors.joined().contains("--scale and --servings"))
    // A recipe without servings: named, and --scale suggested.
    let none = run(["--print", "Sauces/Dressing", "--servings", "2"])
    #expect(none.status == 2)
    #expect(none.errors.joined().contains("'Dressing' gives no servings"))
    #expect(none.errors.joined().contains("--scale"))
  }

  @Test func servingsOfAShoppingList() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Eggs at 2 servings of 4 (×½): 1½ eggs; Dressing has none, stays ×1.
    let list = run(["--shopping-list", "Mains/Eggs,Sauces/Dressing", "--servings", "2"])
    #expect(list.status == 0)
    let text = list.outputLines.joined(separator: "\n")
    #expect(text.contains("1½"))
    #expect(text.contains("3 tbsp"))
    let none = run(["--shopping-list", "Sauces/Dressing", "--servings", "2"])
    #expect(none.status == 2)
    #expect(none.errors.joined().contains("none of the listed recipes gives servings"))
  }

  @Test func timersPrintNamesOrQuantities() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let eggs = run(["--timers", "Mains/Eggs"])
    #expect(eggs.status == 0)
    #expect(eggs.outputLines == ["1\t180\teggs"])
    let sauce = run(["--timers", "Sauces/Hollandaise"])
    #expect(sauce.outputLines == ["1\t120\t2 minutes"])
  }

  private func send(_ keys: String, to coordinator: AppCoordinator, terminal: HeadlessTerminal)
    throws
  {
    for event in try KeyScript.parse(keys) {
      coordinator.application.dispatch(event)
      coordinator.application.display()
    }
  }
}
