import Foundation
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// `--config`, `--print-config`, `--check-config`, where the files are, and
/// the settings reaching a run (in process, with a given environment).
@Suite struct ConfigCommandTests {
  let folder = temporaryStateFolder()

  func run(
    _ arguments: [String], config: String? = nil, environment extra: [String: String] = [:]
  ) throws -> (status: Int32, output: [String], errors: [String]) {
    if let config { try InProcessRun.writeConfig(config, folder: folder) }
    let run = InProcessRun(
      arguments, environment: InProcessRun.environment(folder: folder).merging(extra) { $1 })
    return (run.status, run.outputLines, run.errors)
  }

  var configPath: String { folder + "/config/recipes/config.toml" }

  @Test func printConfigListsEverySettingWithItsSource() throws {
    let result = try run(["--print-config", "--no-color"], config: "mouse = false\n")
    #expect(result.status == 0 && result.errors.isEmpty)
    #expect(result.output.count == SettingSpec.all.count)
    #expect(
      result.output.contains {
        $0.hasPrefix("mouse = false") && $0.hasSuffix("# config \(configPath):1")
      })
    #expect(
      result.output.contains { $0.hasPrefix("color = false") && $0.hasSuffix("# flag --no-color") })
    #expect(
      result.output.contains { $0.hasPrefix("lang = \"en\"") && $0.hasSuffix("# environment LANG") }
    )
  }

  @Test func checkConfigExitsTwoWithTheLineOfEachProblem() throws {
    let result = try run(["--check-config"], config: "# mine\nmouse = true\nfooter \"no\"\n")
    #expect(result.status == 2)
    #expect(result.errors == ["\(configPath):3:8: expected '=' after key"])
    #expect(result.output.isEmpty)
  }

  @Test func printConfigAlsoExitsTwoOnAProblemAfterTheList() throws {
    let result = try run(["--print-config"], config: "[keys]\nquit = \"q\"\nhelp = \"q\"\n")
    #expect(result.status == 2)
    #expect(result.output.count == SettingSpec.all.count + 1)
    #expect(result.errors == ["\(configPath):3:8: key \"q\" is bound twice ('quit' and 'help')"])
  }

  @Test func checkConfigIsFineWithAGoodFileOrNone() throws {
    let good = try run(["--check-config"], config: "[theme]\naccent = \"Blue\"\n")
    #expect(good.status == 0 && good.output == ["\(configPath): fine"] && good.errors.isEmpty)
    let none = try ConfigCommandTests().run(["--check-config"])
    #expect(none.status == 0 && none.output == ["no config file; the defaults apply"])
  }

  @Test func aNamedConfigFileMustExistAndBeAFile() throws {
    let missing = try run(["--check-config", "--config", folder + "/nope.toml"])
    #expect(missing.status == 2)
    #expect(missing.errors == ["\(folder)/nope.toml: cannot read the config file: no such file"])
    let fifo = folder + "/fifo.toml"
    #expect(mkfifo(fifo, 0o600) == 0)
    let special = try run(["--check-config", "--config=\(fifo)"])
    #expect(special.errors == ["\(fifo): cannot read the config file: not a regular file (a FIFO)"])
  }

  @Test func aNamedConfigFileIsReadInsteadOfTheDefault() throws {
    let other = folder + "/other.toml"
    try Data("units = \"metric\"\n".utf8).write(to: URL(fileURLWithPath: other))
    let result = try run(["--print-config", "--config", other], config: "units = 3\n")
    #expect(result.status == 0)
    #expect(
      result.output.contains {
        $0.hasPrefix("units = \"metric\"") && $0.hasSuffix("# config \(other):1")
      })
  }

  @Test func configProblemsOfARenderGoToStandardErrorAndTheScreenStillComes() throws {
    let result = try run(
      ["--render", "80x24", "--data", PackagePaths.data.path], config: "ascii = true\nmouse = 3\n")
    #expect(result.status == 0)
    #expect(
      result.errors == ["recipes: \(configPath):2:9: 'mouse' must be true or false, not an integer"]
    )
    // ascii = true from the config reached the screen: it is the --ascii one.
    let flagged = try ConfigCommandTests().run(
      ["--render", "80x24", "--data", PackagePaths.data.path, "--ascii"])
    let plain = try ConfigCommandTests().run([
      "--render", "80x24", "--data", PackagePaths.data.path,
    ])
    #expect(!result.output.isEmpty && result.output == flagged.output)
    #expect(result.output != plain.output)
  }

  @Test func theStateFileDependsOnTheMode() throws {
    let command = RecipesCommand(
      environment: ["HOME": "/home/cook", "XDG_STATE_HOME": "/var/st"], executable: nil)
    #expect(command.statePath(try Options.parse([])) == "/var/st/recipes/state.json")
    #expect(command.statePath(try Options.parse(["--no-state"])) == nil)
    #expect(command.statePath(try Options.parse(["--state", "/s.json"])) == "/s.json")
    #expect(command.statePath(try Options.parse(["--render", "80x24"])) == nil)
    #expect(command.statePath(try Options.parse(["--print", "243"])) == nil)
    #expect(command.statePath(try Options.parse(["--render", "80x24", "--state", "/s"])) == "/s")
    #expect(command.statePath(try Options.parse(["--state", "/s", "--no-state"])) == nil)
  }

  @Test func theDefaultPlacesFollowXDG() {
    let xdg = ["HOME": "/home/cook", "XDG_CONFIG_HOME": "/c/", "XDG_STATE_HOME": "/s"]
    #expect(XDGPaths.configFile(environment: xdg) == "/c/recipes/config.toml")
    #expect(XDGPaths.stateFile(environment: xdg) == "/s/recipes/state.json")
    let home = ["HOME": "/home/cook", "XDG_CONFIG_HOME": "relative", "XDG_STATE_HOME": ""]
    #expect(XDGPaths.configFile(environment: home) == "/home/cook/.config/recipes/config.toml")
    #expect(XDGPaths.stateFile(environment: home) == "/home/cook/.local/state/recipes/state.json")
    #expect(XDGPaths.configFile(environment: [:]) == nil)
  }

  @Test func theNewOptionsParse() throws {
    let options = try Options.parse(["--config", "/c.toml", "--state=/s.json", "--no-state"])
    #expect(options.configFile == "/c.toml" && options.stateFile == "/s.json" && options.noState)
    #expect(try Options.parse(["--print-config"]).mode == .printConfig)
    #expect(try Options.parse(["--check-config", "--config", "x"]).mode == .checkConfig)
    #expect(throws: Options.UsageError.self) { try Options.parse(["--config"]) }
    #expect(throws: Options.UsageError.self) { try Options.parse(["--state"]) }
  }
}

/// The built binary's `--check-config`, with temporary XDG folders.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct ConfigExecutableTests {
  @Test func checkConfigExitsTwoWithOneLineAndZeroWhenFine() throws {
    let binary = try #require(PackagePaths.recipesBinary)
    let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
      .merging(TemporaryXDG.environment()) { $1 }
    let folder = try #require(environment["XDG_CONFIG_HOME"]) + "/recipes"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/config.toml"
    try Data("[theme]\nmode = \"dim\"\n".utf8).write(to: URL(fileURLWithPath: file))
    let bad = try runProcess(binary, ["--check-config"], environment: environment)
    #expect(bad.status == 2 && !bad.signaled)
    #expect(
      bad.stderr == "\(file):2:8: 'theme.mode' must be one of auto, dark, light, not \"dim\"\n")
    try Data("[theme]\nmode = \"dark\"\n".utf8).write(to: URL(fileURLWithPath: file))
    let good = try runProcess(binary, ["--check-config"], environment: environment)
    #expect(good.status == 0 && good.stdout == "\(file): fine\n" && good.stderr.isEmpty)
  }
}
