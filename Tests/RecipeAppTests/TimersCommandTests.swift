import Foundation
import TestSupport
import Testing

/// `recipes --timers IDSTR` from the outside: the built binary with a clean
/// environment and its own temporary XDG folders.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct TimersCommandTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")

  func run(_ arguments: [String]) throws -> ProcessResult {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("timers-command-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home.path]
    for name in ["XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"] {
      environment[name] = home.appendingPathComponent(name).path
    }
    return try runProcess(
      binary, arguments, environment: environment, currentDirectory: PackagePaths.root)
  }

  @Test func printsOneLinePerDurationWithStepSecondsAndPhrase() throws {
    let result = try run(["--timers", "201"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    // Step 2 of 宫保鸡丁: "…抓匀，腌10分钟。"
    #expect(result.stdout == "2\t600\t10分钟\n")
  }

  @Test func aRecipeWithoutDurationsSaysSoAndExitsOne() throws {
    // 1007's steps name no duration (issue 30, item 20: as --search does).
    let result = try run(["--timers", "1007"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty && result.stderr.hasSuffix(" has no durations in its steps\n"))
  }

  @Test(arguments: ["1001", "1204", "1305", "505"])
  func everyLineHasAStepSecondsAndAPhrase(id: String) throws {
    let result = try run(["--timers", id])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(!lines.isEmpty)
    var lastStep = 0
    for line in lines {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      try #require(fields.count == 3, "\(line)")
      let step = try #require(Int(fields[0]))
      #expect(step >= max(1, lastStep), "steps in order: \(line)")
      #expect(Int(fields[1]).map { $0 > 0 } == true, "\(line)")
      #expect(fields[2].contains { "秒分时钟头刻".contains($0) }, "\(line)")
      lastStep = step
    }
  }

  @Test func anUnknownDishIsOneLineAndStatusOne() throws {
    let result = try run(["--timers", "99999"])
    #expect(result.status == 1)
    #expect(result.stderr == "recipes: unknown dish '99999'\n")
    #expect(result.stdout.isEmpty)
    let sneaky = try run(["--timers", "../../etc/passwd"])
    #expect(sneaky.status == 1)
    #expect(sneaky.stdout.isEmpty)
  }

  @Test(arguments: [
    ["--timers"], ["--timers", "201", "--print", "201"], ["--timers", "1", "--render", "80x24"],
  ])
  func badCommandLinesGiveOneLineAndStatusTwo(arguments: [String]) throws {
    let result = try run(arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.hasPrefix("recipes: "))
    #expect(result.stdout.isEmpty)
  }

  @Test(
    .enabled(
      if: PackagePaths.hasCorpus, "the iPad corpus is absent (../shared/corpus/ipad-recipes)"))
  func rangesPrintTheirUpperBoundOnTheCorpus() throws {
    let result = try run(["--timers", "297", "--data", PackagePaths.corpus.path])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("4\t172800\t24－48小时"))
    #expect(lines.contains("7\t1800\t20－30分钟"))
  }

  @Test func helpNamesTheMode() throws {
    let result = try run(["--help"])
    #expect(result.stdout.contains("recipes --timers ID [--data DIR]"))
  }
}
