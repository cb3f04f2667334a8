import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp

/// Issue 31, item 14: malformed factors are usage errors, echoed paths are
/// cut to a screen width, out-of-range numbers state their limits, and the
/// config and the command line accept the same ranges (`Limits`).
@Suite struct LimitMessageTests {
  func run(_ arguments: [String], config: String? = nil) throws -> InProcessRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Limits-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    if let config { try InProcessRun.writeConfig(config, folder: folder) }
    return InProcessRun(arguments, environment: InProcessRun.environment(folder: folder))
  }

  @Test(arguments: ["102x2x3", "102x", "102xx2", "102x2,140x1x2"])
  func aMalformedFactorIsAUsageError(list: String) throws {
    let result = try run(["--data", PackagePaths.data.path, "--shopping-list", list])
    #expect(result.status == 2, "\(result.errors)")
    #expect(result.errors.joined().contains("needs a factor"), "\(result.errors)")
  }

  @Test func aLongDataPathIsEchoedCutToAScreenWidth() throws {
    let path = "/" + String(repeating: "a", count: 300) + "/" + String(repeating: "b", count: 5_000)
    let result = try run(["--data", path, "--list"])
    #expect(result.status == 2)
    let message = result.errors.joined(separator: "\n")
    #expect(message.hasPrefix("recipes: cannot open data folder /aaa"), "\(message.prefix(200))")
    #expect(message.count <= 200, "\(message.count) characters: \(message.prefix(300))")
    #expect(!message.contains("\n"))
  }

  @Test(arguments: [
    (["--print", "101", "--width", "10001"], "10000"),
    (["--print", "101", "--width", "0"], "10000"),
    (["--breakpoint", "10001", "--list"], String(Ladder.breakpointRange.upperBound)),
    (["--breakpoint", "99999999999999999999", "--list"], String(Ladder.breakpointRange.upperBound)),
  ])
  func anOutOfRangeNumberStatesItsLimits(arguments: [String], limit: String) throws {
    let result = try run(["--data", PackagePaths.data.path] + arguments)
    #expect(result.status == 2)
    let message = result.errors.joined(separator: "\n")
    #expect(message.contains(limit), "\(message)")
  }

  /// The config accepts for the breakpoint and the ladder exactly what the
  /// command line accepts.
  @Test(arguments: [0, 1, 2, 9_998, 9_999, 10_000])
  func theConfigAndTheCommandLineAcceptTheSameBreakpoints(value: Int) throws {
    let flag = try run(["--data", PackagePaths.data.path, "--breakpoint", "\(value)", "--list"])
    let config = try run(
      ["--data", PackagePaths.data.path, "--check-config"],
      config: "[layout]\nbreakpoint = \(value)\n")
    #expect((flag.status == 0) == (config.status == 0), "flag \(flag.errors), config \(config.errors)")
  }

  @Test(arguments: ["0,1,2,3", "1,2,3,4", "9997,9998,9999,10000", "1,2,3,10001"])
  func theConfigAndTheCommandLineAcceptTheSameLadders(ladder: String) throws {
    let flag = try run(["--data", PackagePaths.data.path, "--ladder", ladder, "--list"])
    let config = try run(
      ["--data", PackagePaths.data.path, "--check-config"],
      config: "[layout]\nladder = [\(ladder)]\n")
    #expect((flag.status == 0) == (config.status == 0), "flag \(flag.errors), config \(config.errors)")
  }

  /// Issue 31, item 12: `--keys resize:` takes the sizes `--render` takes
  /// (`Limits.screen`), and says so.
  @Test(arguments: ["resize:10000x10000", "resize:501x40", "resize:80x201", "down resize:9999x2 q"])
  func aResizeLargerThanTheRenderLimitIsRefused(keys: String) throws {
    let result = try run(["--data", PackagePaths.data.path, "--render", "80x24", "--keys", keys])
    #expect(result.status == 2)
    #expect(result.outputs.isEmpty)
    #expect(result.errors.joined().contains("500x200"), "\(result.errors)")
  }

  @Test func aResizeWithinTheLimitIsTaken() throws {
    let result = try run([
      "--data", PackagePaths.data.path, "--render", "80x24", "--keys", "resize:500x200",
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.outputLines.count == 200)
  }
}
