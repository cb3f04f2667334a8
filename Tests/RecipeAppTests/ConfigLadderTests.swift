import TestSupport
import Testing

@testable import RecipeApp

/// `layout.ladder` in the config reaches the run, below the command line's
/// `--ladder` and `--breakpoint`; a config breakpoint that disagrees with it
/// is a config problem. Compared by rendering (temporary XDG folders).
@Suite struct ConfigLadderTests {
  let ladder = "[layout]\nladder = [80, 110, 150, 210]\n"

  func render(
    _ width: Int, _ flags: [String] = [], config: String? = nil
  ) throws -> (output: [String], errors: [String]) {
    let result = try ConfigCommandTests().run(
      ["--render", "\(width)x24", "--data", PackagePaths.data.path] + flags, config: config)
    #expect(result.status == 0)
    return (result.output, result.errors)
  }

  @Test func aConfigLadderMakesSeventyFiveColumnsTheStack() throws {
    let configured = try render(75, config: ladder)
    #expect(configured.errors.isEmpty)
    #expect(configured.output == (try render(75, ["--ladder", "80,110,150,210"])).output)
    #expect(configured.output == (try render(75, ["--layout", "stack"])).output)
    #expect(configured.output != (try render(75)).output)
  }

  @Test func theCommandLineWinsOverTheConfigLadder() throws {
    let plain = try render(75).output
    #expect(try render(75, ["--ladder", "60,100,140,200"], config: ladder).output == plain)
    // --breakpoint alone moves B of the config's ladder: 69,70,150,210, so
    // 75 columns are the split, and 145 are still not the triple.
    #expect(
      try render(75, ["--breakpoint", "70"], config: ladder).output
        == (try render(75, ["--ladder", "69,70,150,210"])).output)
    #expect(
      try render(145, ["--breakpoint", "70"], config: ladder).output
        == (try render(145, ["--layout", "split"])).output)
  }

  @Test func aConfigBreakpointAloneStillMovesB() throws {
    let moved = try render(105, config: "[layout]\nbreakpoint = 110\n")
    #expect(moved.errors.isEmpty)
    #expect(moved.output == (try render(105, ["--layout", "drawer"])).output)
  }

  @Test func aConfigBreakpointThatDisagreesIsAProblemAndTheLadderApplies() throws {
    let result = try render(75, config: ladder + "breakpoint = 100\n")
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.hasPrefix("recipes: ") == true)
    #expect(result.errors.first?.contains(":3:1: 'layout.breakpoint' (100) disagrees") == true)
    #expect(result.output == (try render(75, ["--layout", "stack"])).output)
    let agreeing = try render(75, config: ladder + "breakpoint = 110\n")
    #expect(agreeing.errors.isEmpty)
  }
}

/// `--print-config` names `--ladder` as where the ladder, and B, came from.
@Suite struct PrintConfigLadderTests {
  @Test func theLadderFlagIsPrintedAsTheFlagsValue() throws {
    let result = try ConfigCommandTests().run(
      ["--print-config", "--ladder", "50,90,130,190"],
      config: "[layout]\nladder = [80, 110, 150, 210]\n")
    #expect(result.status == 0)
    let ladder = result.output.first { $0.hasPrefix("layout.ladder ") }
    #expect(ladder?.contains("[50, 90, 130, 190]") == true, "\(result.output)")
    #expect(ladder?.contains("flag --ladder") == true)
    let breakpoint = result.output.first { $0.hasPrefix("layout.breakpoint ") }
    #expect(breakpoint?.contains("= 90") == true && breakpoint?.contains("flag --ladder") == true)
  }
}
