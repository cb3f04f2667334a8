import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// The app comes back where it was: a `--render` with `--state FILE`
/// saves on its way out, and a second `--render` of no keys on the same
/// file starts on the very screen the first one ended on.
@Suite struct StateRestoreTests {
  let folder = temporaryStateFolder()
  var statePath: String { folder + "/state.json" }

  /// Runs `recipes ARGUMENTS` in process with fresh XDG folders.
  func run(_ arguments: [String], config: String? = nil) throws -> (
    status: Int32, output: String, errors: [String]
  ) {
    if let config { try InProcessRun.writeConfig(config, folder: folder) }
    let run = InProcessRun(
      arguments, environment: InProcessRun.environment(folder: folder, stateFolder: "xdg-state"))
    return (run.status, run.outputs.joined(separator: "\n"), run.errors)
  }

  func render(_ size: String, _ keys: String, language: String = "en", state: Bool = true)
    throws -> String
  {
    var arguments = ["--data", PackagePaths.data.path, "--lang", language, "--render", size]
    arguments += ["--keys", keys]
    if state { arguments += ["--state", statePath] }
    let result = try run(arguments)
    #expect(result.status == 0, "\(result.errors)")
    return result.output
  }

  /// The saved entry of `Data/`.
  func savedEntry() throws -> BundleState {
    let key = StateStore.bundleKey(folder: PackagePaths.data.path)
    let store = StateStore(path: statePath, bundleKey: key)
    let entry = store.load()
    #expect(store.takeWarnings().isEmpty)
    return entry
  }

  /// Scripts that change every part of the place, at sizes of every mode.
  static let scripts: [(String, String)] = [
    ("120x12", "down down down enter down down down down down"),
    ("120x30", "down enter down down enter pgdn down down"),
    ("120x30", "s down down enter down"),
    ("120x30", "drag:30,5-44,5 tab down"),
    ("120x30", "tab down f down down f up"),
    ("120x30", "tab down enter esc down enter esc up"),
    ("120x30", "/ text:鱼 enter esc"),
    ("160x30", "down down tab down down enter pgdn"),
    ("160x30", "tab tab z"),
    ("210x30", "tab down enter i"),
    ("210x30", "tab down enter tab down space down space"),
    ("50x20", "down down enter down enter pgdn"),
    ("50x15", "left down down"),
    ("80x20", "m down down"),
    ("120x30", "tab down m"),
    ("120x30", "tab down enter + + u"),
    ("120x30", "tab down enter c"),
    ("160x30", "tab down down enter - c"),
    ("50x20", "down down enter down enter down down down"),
    ("120x30", "tab down enter down down down down down"),
    ("80x24", "m down down down enter down enter down"),
  ]

  @Test(arguments: 0..<scripts.count)
  func aSecondRenderStartsWhereTheFirstEnded(index: Int) throws {
    let (size, keys) = Self.scripts[index]
    for language in ["en", "zh"] {
      try? FileManager.default.removeItem(atPath: statePath)
      let first = try render(size, keys, language: language)
      let second = try render(size, "", language: language)
      #expect(second == first, "\(size) \(keys) \(language)\nfirst:\n\(first)\nsecond:\n\(second)")
      // And the fresh start really differs: the keys moved something.
      let fresh = try render(size, "", language: language, state: false)
      #expect(fresh != first, "\(keys) changed nothing on screen")
    }
  }

  @Test func renderUsesNoStateWithoutStateFile() throws {
    _ = try render("120x30", "down down enter", state: false)
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    #expect(!names.contains { $0.hasSuffix("state.json") }, "\(names)")
  }

  @Test func everyPartOfThePlaceIsInTheFile() throws {
    _ = try render("210x30", "down tab down f enter pgdn t right enter s down enter drag:30,5-40,5")
    let entry = try savedEntry()
    #expect(entry.cuisine == "2")
    #expect(entry.places["2"]?.dish != nil)
    #expect(entry.openRecipe?.dish == entry.places["2"]?.dish)
    #expect((entry.openRecipe?.line ?? 0) > 0)
    #expect(entry.sort == "name")
    #expect(entry.accent != Int(30), "the theme's accent was changed")
    #expect(entry.dividerWidth != nil)
    #expect(entry.favourites.count == 1)
    #expect(entry.history.map(\.kind) == [.opened])
    #expect(entry.browser["focus"] == .number(Double(ColumnRole.secondary.rawValue)))
  }

  @Test func scalesUnitsTheShoppingListAndCookStepsAreInTheFile() throws {
    _ = try render("120x30", "tab down enter + u a esc down a c")
    let entry = try savedEntry()
    #expect(entry.units == "metric")
    #expect(entry.browser["scales"] == .object(["102": .number(1.5)]), "\(entry.browser)")
    let list = try #require(entry.browser["shoppingList"]?.decoded(as: ShoppingList.self))
    #expect(list.entries.map(\.dishID) == ["102", "103"])
    #expect(entry.browser["cooking"] == .string("103"))
    #expect(entry.history.map(\.kind).contains(.cooked))
    // Read back into the place.
    var place = BrowserState()
    place.load(savedValues: entry.browser)
    #expect(place.scales == ["102": 1.5] && place.shoppingList == list)
  }

  @Test func usUnitsAreSavedAndComeBackAndTheOlderWordsAreRead() throws {
    _ = try render("120x30", "tab down enter u u")
    #expect(try savedEntry().units == "us")
    let back = try render("120x30", "")
    #expect(back.contains(" US id 102"), "\(back)")
    #expect(back.contains("u original"))
    // A state saved by an older version says `page` or `metric`.
    for (word, title) in [("page", " id 102"), ("metric", " metric id 102"), ("original", " id 102")] {
      let key = StateStore.bundleKey(folder: PackagePaths.data.path)
      let store = StateStore(path: statePath, bundleKey: key)
      var entry = store.load()
      entry.units = word
      store.update(entry)
      #expect(store.saveNow())
      let screen = try render("120x30", "")
      #expect(screen.contains("青椒肉丝" + title), "\(word)")
    }
  }

  @Test func theConfigNamesTheUnitsByTheSameWords() throws {
    for (word, title) in [("us", " US id 102"), ("page", "青椒肉丝 id 102"), ("metric", " metric id 102")] {
      let result = try run(
        ["--data", PackagePaths.data.path, "--render", "120x30", "--keys", "tab down enter"],
        config: "units = \"\(word)\"\n")
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.contains(title), "\(word)")
    }
  }

  @Test func absurdScalesAndListsFromTheFileAreDropped() {
    var place = BrowserState()
    place.load(savedValues: [
      "scales": .object(["a": .number(1e300), "b": .number(-1), "c": .number(2)]),
      "cookSteps": .object(["a": .number(-5), "b": .number(1e9)]),
    ])
    #expect(place.scales == ["c": 2])
    #expect(place.cookSteps == ["a": 0, "b": 10_000])
  }

  @Test func theAccentComesBack() throws {
    _ = try render("120x30", "t right right enter")
    let accent = try #require(try savedEntry().accent)
    let bundle = try RecipeBundleLoader.data()
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 30), events: [])
    let coordinator = AppCoordinator(
      source: bundle, options: Options(), labels: Labels(.en), terminal: terminal)
    let key = StateStore.bundleKey(folder: PackagePaths.data.path)
    _ = coordinator.startRemembering(
      StateStore(path: statePath, bundleKey: key), config: ConfigPlace())
    #expect(coordinator.application.theme.accent == .indexed(UInt8(accent)))
  }
}

/// Opens our `Data/`.
enum RecipeBundleLoader {
  static func data() throws -> RecipeKit.RecipeBundle {
    try RecipeKit.RecipeBundle(folder: PackagePaths.data)
  }
}

/// The config against the state, through real files: the state's accent
/// wins while the config file is unchanged, the config's once it is edited.
@Suite struct StateAgainstConfigTests {
  @Test func theStateWinsUntilTheConfigFileChanges() throws {
    let runs = StateRestoreTests()
    func accent(after keys: String, config: String) throws -> Int? {
      let result = try runs.run(
        [
          "--data", PackagePaths.data.path, "--render", "120x30", "--state", runs.statePath,
          "--keys", keys,
        ], config: config)
      #expect(result.status == 0, "\(result.errors)")
      return try runs.savedEntry().accent
    }
    let config = "[theme]\naccent = \"red\"\n"
    #expect(try accent(after: "", config: config) == 160, "the config's red")
    // Theme popover: one to the right of red is orange (202).
    #expect(try accent(after: "t right enter", config: config) == 202)
    #expect(try accent(after: "", config: config) == 202, "the state wins")
    #expect(try accent(after: "", config: config + "# edited\n") == 160, "the config wins")
  }
}
