import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// The search order of the bundle: `--data`, `RECIPES_DATA`, the config's
/// `data` (when it is a bundle), `../share/recipes/Data` next to the
/// executable, the checkout's `Data/`.
@Suite struct DataLocatorTests {
  /// A temporary tree: `prefix/bin/recipes` with `prefix/share/recipes/Data`,
  /// `checkout/.build/x/release/recipes` with `checkout/Package.swift` and
  /// `checkout/Data`, and a bundle `other`.
  let root: URL = {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-locator-\(UUID().uuidString)")
    for bundle in ["prefix/share/recipes/Data", "checkout/Data", "other"] {
      let plist = root.appendingPathComponent(bundle + "/Plist")
      try? FileManager.default.createDirectory(at: plist, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(
        atPath: plist.appendingPathComponent("food_types.plist").path, contents: Data())
    }
    _ = FileManager.default.createFile(
      atPath: root.appendingPathComponent("checkout/Package.swift").path, contents: Data())
    return root
  }()

  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
  var installed: URL { root.appendingPathComponent("prefix/bin/recipes") }
  var built: URL { root.appendingPathComponent("checkout/.build/x/release/recipes") }

  @Test func givenFoldersWinInOrderWhateverTheyHold() {
    var locator = DataLocator(
      flags: ["/flag"], environment: "/env", config: [path("other")], executable: installed)
    #expect(locator.locate()?.path == "/flag")
    locator.flags = []
    #expect(locator.locate()?.path == "/env")
  }

  @Test func severalFoldersOpenTogetherInTheOrderGiven() {
    var locator = DataLocator(
      flags: ["/a", "/b"], environment: "/e1::/e2:", config: [path("other")], executable: installed)
    #expect(locator.locateAll()?.map(\.path) == ["/a", "/b"])
    locator.flags = []
    // RECIPES_DATA: folders separated by `:`, empty ones left out.
    #expect(locator.locateAll()?.map(\.path) == ["/e1", "/e2"])
    locator.environment = nil
    // The config's list: those of its folders that exist (a Cooklang
    // collection as well as a bundle).
    try? FileManager.default.createDirectory(
      atPath: path("cook"), withIntermediateDirectories: true)
    locator.config = [path("cook"), path("missing"), path("other")]
    #expect(locator.locateAll()?.map(\.path) == [path("cook"), path("other")])
    locator.config = [path("missing")]
    #expect(locator.locateAll()?.map(\.path) == [path("prefix/share/recipes/Data")])
  }

  @Test func theConfigsDataIsUsedWhenItIsABundle() {
    var locator = DataLocator(config: [path("other")], executable: installed)
    #expect(locator.locate()?.path == path("other"))
    locator.config = [path("missing")]
    #expect(locator.locate()?.path == path("prefix/share/recipes/Data"))
  }

  @Test func anInstalledProgramFindsItsShareFolder() {
    #expect(DataLocator(executable: installed).locate()?.path == path("prefix/share/recipes/Data"))
  }

  @Test func aBuiltProgramFindsItsCheckoutsData() {
    #expect(DataLocator(executable: built).locate()?.path == path("checkout/Data"))
  }

  @Test func nothingFoundNamesEveryPlaceTried() {
    let lost = root.appendingPathComponent("elsewhere/bin/recipes")
    let locator = DataLocator(config: [path("missing")], executable: lost)
    #expect(locator.locate() == nil)
    let message = locator.notFoundMessage
    for place in [
      "--data", "RECIPES_DATA", "the config's data (\(path("missing")))",
      path("elsewhere/share/recipes/Data"), "the checkout's Data/",
    ] {
      #expect(message.contains(place), "\(place)")
    }
    #expect(!message.contains("\n"))
  }

  /// A copied program without a config's data or a checkout names where it
  /// looked for both (issue 30, item 22).
  @Test func aCopiedProgramNamesTheConfigFileAndTheFolderAboveIt() {
    let copied = root.appendingPathComponent("copy/bin/recipes")
    let locator = DataLocator(executable: copied, configFile: path("home/.config/recipes/config.toml"))
    #expect(locator.locate() == nil)
    let message = locator.notFoundMessage
    #expect(
      message.contains("the config's data (not set in \(path("home/.config/recipes/config.toml")))"),
      "\(message)")
    #expect(
      message.contains("the checkout's Data/ (no Package.swift above \(path("copy/bin")))"),
      "\(message)")
    let named = DataLocator(executable: built).notFoundMessage
    #expect(named.contains("the config's data (no config file)"), "\(named)")
    #expect(named.contains("the checkout's Data/ (\(path("checkout/Data")))"), "\(named)")
  }

  @Test func theRunningTestFindsThisCheckout() {
    let locator = DataLocator(executable: DataLocator.executableURL())
    #expect(
      locator.locate()?.standardizedFileURL.path == PackagePaths.data.standardizedFileURL.path)
  }

  @Test func environmentBeatsTheConfigsDataInTheSettings() {
    let settings = Settings.resolve(
      environment: ["RECIPES_DATA": "/env"],
      config: Settings.ConfigText(path: "/c/config.toml", bytes: Array("data = \"/cfg\"\n".utf8)),
      flags: [], keyActions: [])
    #expect(settings.string("data") == "/env")
    #expect(settings.source("data") == .environment("RECIPES_DATA"))
  }

  @Test func theConfigsDataMayBeAList() {
    let text = "data = [\"one\", \"~/two\", \"/three\"]\n"
    let settings = Settings.resolve(
      environment: ["HOME": "/home/u"],
      config: Settings.ConfigText(path: "/c/config.toml", bytes: Array(text.utf8)),
      flags: [], keyActions: [])
    #expect(settings.problems.isEmpty, "\(settings.problems)")
    #expect(settings.paths("data") == ["/c/one", "/home/u/two", "/three"])
    var options = Options()
    settings.apply(to: &options)
    #expect(options.configDataFolders == ["/c/one", "/home/u/two", "/three"])
    // A list that holds anything but folder names is a problem.
    let wrong = Settings.resolve(
      environment: [:],
      config: Settings.ConfigText(path: "/c/config.toml", bytes: Array("data = [\"a\", 3]\n".utf8)),
      flags: [], keyActions: [])
    #expect(wrong.problems.count == 1)
    #expect(wrong.paths("data").isEmpty)
  }

  @Test func dataIsRepeatableAndThePositionalFolderComesFirst() throws {
    let options = try Options.parse(["--data", "/a", "--data", "/b", "--render", "80x24", "/p"])
    #expect(options.dataFolders == ["/a", "/b"])
    #expect(options.positional == "/p")
  }
}
