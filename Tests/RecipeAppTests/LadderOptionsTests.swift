import SplitLayout
import Testing

@testable import RecipeApp

/// `--layout`, `--ladder` and `--breakpoint` on the command line (issue 11).
@Suite struct LadderOptionsTests {
  @Test(arguments: [
    ("auto", LadderOverride.auto), ("stack", .stack), ("drawer", .drawer), ("overlay", .drawer),
    ("split", .split), ("triple", .triple),
  ])
  func layoutWords(word: String, expected: LadderOverride) throws {
    #expect(try Options.parse(["--layout", word]).layout == expected)
  }

  @Test func theLadderAndTheBreakpointResolveTogether() throws {
    #expect(try Options.parse([]).ladder == .standard)
    #expect(try Options.parse(["--ladder", "50,90,150,210"]).ladder.description == "50,90,150,210")
    let moved = try Options.parse(["--breakpoint", "120"])
    #expect(moved.ladder.description == "60,120,140,200" && moved.breakpoint == 120)
    let agreeing = try Options.parse(["--ladder", "50,90,150,210", "--breakpoint", "90"])
    #expect(agreeing.ladder.drawerLimit == 90)
    #expect(try Options.parse(["--layout", "triple"]).ladderSettings.mode(width: 40) == .triple)
  }

  @Test(arguments: [
    ["--ladder", "60,100,140,200", "--breakpoint", "120"], ["--ladder", "60,100,140"],
    ["--ladder", "60,100,100,200"], ["--ladder", "a,b,c,d"], ["--ladder", "-1,100,140,200"],
    ["--breakpoint", "0"], ["--layout", "columns"],
  ])
  func mistakesAreUsageErrors(arguments: [String]) {
    #expect(throws: Options.UsageError.self) { try Options.parse(arguments) }
  }

  @Test func theBinaryExitsTwoWhenTheyDisagree() throws {
    var errors: [String] = []
    let command = RecipesCommand(
      environment: [:], executable: nil, output: { _ in }, errorOutput: { errors.append($0) })
    let status = command.run(["--ladder", "60,100,140,200", "--breakpoint", "120"]) { _ in
      throw Options.UsageError(message: "no terminal")
    }
    #expect(status == 2)
    #expect(errors.count == 1 && errors[0].contains("--breakpoint 120 disagrees"))
  }
}
