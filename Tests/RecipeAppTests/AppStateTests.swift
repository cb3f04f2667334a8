import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The app and its state file: the generic fields, when it saves, what it
/// says about bad files and config problems, and the config against the
/// state.
@Suite struct AppStateTests {
  let folder = temporaryStateFolder()
  var path: String { folder + "/recipes/state.json" }
  var key: String { StateStore.bundleKey(folder: PackagePaths.data.path) }

  /// The app at `size` remembering with the state file at `path`.
  func app(
    size: Size = Size(width: 120, height: 30), path: String? = nil,
    config: ConfigPlace = ConfigPlace(), options: Options = Options()
  ) throws -> (HeadlessTerminal, AppCoordinator, [String]) {
    let terminal = HeadlessTerminal(size: size, events: [])
    let coordinator = AppCoordinator(
      source: try RecipeBundle(folder: PackagePaths.data), options: options, labels: Labels(.en),
      terminal: terminal)
    let warnings = coordinator.startRemembering(
      StateStore(path: path ?? self.path, bundleKey: key), config: config)
    coordinator.application.display()
    return (terminal, coordinator, warnings)
  }

  func bottomRow(_ coordinator: AppCoordinator) -> String {
    String(coordinator.application.render().text.split(separator: "\n").last ?? "")
  }

  @Test func everySavedFieldRoundTripsAndAMistypedOneKeepsItsDefault() throws {
    var place = BrowserState()
    place.cuisineAnchorRow = 7
    place.filter = "鱼"
    place.focus = .inspector
    place.inspector = .hidden
    place.ticks = ["101": [1, 3]]
    place.recipeAnchorLine = 2
    place.isDrawerOpen = true
    place.isPrimaryHidden = true
    place.scales = ["101": 2]
    place.cookSteps = ["101": 3]
    place.cookingDishID = "101"
    place.timers = try JSONDecoder().decode(
      TimerBoard.self, from: Data(#"{"timers": [], "nextID": 5}"#.utf8))
    place.shoppingList.add(ShoppingList.Entry(dishID: "101", name: "番茄炒蛋", scale: 2, lines: []))
    let values = place.savedValues()
    #expect(Set(values.keys) == Set(BrowserState.savedFields.map(\.name)))
    var back = BrowserState()
    back.load(savedValues: values)
    #expect(back == place)
    // Each field was set to something else than its default.
    for field in BrowserState.savedFields {
      #expect(field.save(place) != field.save(BrowserState()), "\(field.name) is not set")
    }
    var wrong = BrowserState()
    wrong.load(savedValues: ["focus": .string("nowhere"), "ticks": .number(3), "later": .null])
    #expect(wrong == BrowserState())
  }

  @Test func theFileKeepsWhatTheAppDoesNotHold() throws {
    var entry = BundleState()
    entry.shoppingList = [SavedShoppingDish(dish: "101", scale: 2, added: 1, checked: [])]
    entry.timers = [
      TimerRecord(id: "t", dish: "101", step: 1, label: "x", seconds: 60, endsAt: 9, remaining: nil)
    ]
    entry.browser["someoneElses"] = .array([.number(1)])
    let seed = StateStore(path: path, bundleKey: key)
    seed.load()
    seed.update(entry)
    #expect(seed.saveNow())
    let (_, coordinator, _) = try app()
    coordinator.application.dispatch(.key(.character("j")))
    coordinator.state.filter = "x"
    coordinator.saveStateNow()
    let saved = StateStore(path: path, bundleKey: key).load()
    #expect(saved.shoppingList == entry.shoppingList && saved.timers == entry.timers)
    #expect(saved.browser["filter"] == .string("x"))
  }

  @Test func savesWaitASecondAfterTheLastSave() throws {
    let (_, coordinator, _) = try app()
    #expect(coordinator.nextWake() == nil, "nothing changed: no wake")
    coordinator.application.dispatch(.key(.tab))
    #expect(coordinator.nextWake() == nil, "the first change saves at once")
    #expect(FileManager.default.fileExists(atPath: path))
    coordinator.application.dispatch(.key(.down))
    let wait = try #require(coordinator.nextWake())
    #expect(wait > .milliseconds(500) && wait <= .seconds(1), "\(wait)")
    #expect(StateStore(path: path, bundleKey: key).load().places["1"]?.dish == "101")
    coordinator.saveStateNow()
    #expect(StateStore(path: path, bundleKey: key).load().places["1"]?.dish == "102")
  }

  @Test func aDamagedFileStartsCleanWithOneLineAtTheBottom() throws {
    try FileManager.default.createDirectory(
      atPath: folder + "/recipes", withIntermediateDirectories: true)
    try Data("{\"bundles\": [".utf8).write(to: URL(fileURLWithPath: path))
    // (The file is in our own state folder: a damaged file there is ours.)
    let command = RecipesCommand(
      environment: ["XDG_STATE_HOME": folder], executable: nil, output: { _ in })
    var options = Options()
    options.stateFile = path
    options.mode = .browse
    let terminal = HeadlessTerminal(size: Size(width: 160, height: 30), events: [])
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let coordinator = AppCoordinator(
      source: bundle, options: options, labels: Labels(.en), terminal: terminal)
    let store = try command.openState(options, source: bundle).get()
    command.remember(coordinator, store: store, options: options, showingProblems: true)
    let row = bottomRow(coordinator)
    #expect(row.contains("is unusable (not valid JSON); starting clean, kept as state.json.bad"))
    #expect(FileManager.default.fileExists(atPath: path + ".bad"))
    #expect(coordinator.menu.chosenIndex == 0, "a clean start")
  }

  @Test func anUnwritableFolderWarnsAndTheAppWorksOn() throws {
    let (_, coordinator, warnings) = try app(path: "/proc/recipes-\(getpid())/state.json")
    #expect(warnings.isEmpty)
    coordinator.application.dispatch(.key(.tab))
    _ = coordinator.nextWake()
    #expect(bottomRow(coordinator).contains("cannot save the state in /proc/"))
    coordinator.application.dispatch(.key(.down))
    #expect(coordinator.dishes.list.selectedRow == 1)
  }

  @Test func configProblemsAreShownAtTheBottomWhenTheAppStarts() throws {
    let command = RecipesCommand(environment: [:], executable: nil, output: { _ in })
    var options = Options()
    options.noState = true
    options.configProblems = [
      "/c.toml:3:8: expected '=' after key", "/c.toml:4:1: unknown key 'x'",
    ]
    let terminal = HeadlessTerminal(size: Size(width: 160, height: 30), events: [])
    let coordinator = AppCoordinator(
      source: try RecipeBundle(folder: PackagePaths.data), options: options, labels: Labels(.en),
      terminal: terminal)
    command.remember(coordinator, store: nil, options: options, showingProblems: true)
    #expect(
      bottomRow(coordinator).contains(
        "/c.toml:3:8: expected '=' after key (+1 more: recipes --check-config)"))
  }

  @Test func theStateWinsOverTheConfigUntilTheConfigFileChanges() throws {
    var entry = BundleState()
    entry.accent = 160
    entry.dividerWidth = 40
    entry.configDigest = "aaaa"
    let seed = StateStore(path: path, bundleKey: key)
    seed.load()
    seed.update(entry)
    #expect(seed.saveNow())
    let config = ConfigPlace(accent: .indexed(33), primaryWidth: 20, digest: "aaaa")
    let (_, same, _) = try app(config: config)
    #expect(same.application.theme.accent == .indexed(160))
    #expect(same.split.options.userPrimaryWidth == 40)
    var edited = config
    edited.digest = "bbbb"
    let (_, changed, _) = try app(config: edited)
    #expect(changed.application.theme.accent == .indexed(33))
    #expect(changed.split.options.userPrimaryWidth == 20)
    // What the edited config does not set still comes from the state.
    edited.accent = nil
    let (_, partly, _) = try app(config: edited)
    #expect(partly.application.theme.accent == .indexed(160))
  }

  @Test func aTwentyFourBitAccentComesBack() throws {
    let (_, first, _) = try app()
    // The place owns the accent: a choice is an intent, pushed to the theme.
    first.store.send(.setAccent(.rgb(200, 100, 50)))
    #expect(first.application.theme.accent == .rgb(200, 100, 50))
    first.application.dispatch(.key(.tab))
    first.saveStateNow()
    let (_, again, _) = try app()
    #expect(again.application.theme.accent == .rgb(200, 100, 50))
    #expect(
      PersistenceFlow.rgbAccent(["accentRGB": .array([.number(300), .number(1), .number(2)])]) == nil
    )
  }
}
