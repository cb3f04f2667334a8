import Foundation
import TermUI
import TestSupport
import Testing

/// The built `recipes` binary from the outside: exit statuses, one-line
/// errors, headless modes.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct ExecutableTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")
  let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    .merging(TemporaryXDG.environment()) { $1 }

  func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ProcessResult
  {
    try runProcess(
      binary, arguments, environment: environment.merging(extra) { $1 },
      currentDirectory: PackagePaths.root)
  }

  @Test func helpAndVersionExitZero() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("recipes --render COLSxROWS"))
    #expect(help.stdout.contains("--check-data [DIR]"))
    let version = try run(["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("recipes "))
  }

  @Test(arguments: [
    ["--bogus"], ["--render"], ["--render", "12"], ["--render", "0x5"], ["--lang", "fr"],
    ["--layout", "diagonal"], ["--breakpoint", "wide"], ["--keys", "down"],
    ["--render", "80x24", "--keys", "nonsense"], ["--data", "/nonexistent/bundle"],
    ["--print", "1", "--check-data", "Data"], ["stray"],
  ])
  func badCommandLinesGiveOneLineAndStatusTwo(arguments: [String]) throws {
    let result = try run(arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(!result.signaled)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix("recipes: "), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func withoutATerminalTheBrowserRefusesClearly() throws {
    let result = try run([])
    #expect(result.status == 2)
    #expect(result.stderr.contains("must be a terminal"))
  }

  @Test func renderPrintsTheScreenOfTheKeys() throws {
    let result = try run(["--render", "100x30", "--keys", "down enter"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 31)  // 30 rows and the final newline
    #expect(lines[0].hasPrefix(" [≡ Recipes] 家常菜"))
    #expect(result.stdout.contains("Difficulty: "))
  }

  @Test func languageFollowsTheEnvironment() throws {
    let result = try run(["--render", "100x30"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(result.stdout.hasPrefix(" [≡ 菜谱] 家常菜"))
    let forced = try run(
      ["--render", "100x30", "--lang", "en"], environment: ["LC_ALL": "zh_CN.UTF-8"])
    #expect(forced.stdout.hasPrefix(" [≡ Recipes] 家常菜"))
  }

  @Test func checkDataReportsTheBundledDataAsClean() throws {
    let result = try run(["--check-data", "Data"])
    #expect(result.status == 0)
    #expect(result.stdout == "16 cuisines, 144 dishes, 144 pages: usable (0 errors, 0 warnings)\n")
  }

  @Test func checkDataOfAMissingFolderFails() throws {
    let result = try run(["--check-data", "/nonexistent/bundle"])
    #expect(result.status == 2)
    #expect(result.stdout.contains("not usable"))
  }

  @Test(
    .enabled(
      if: PackagePaths.hasCorpus, "the iPad corpus is absent (../shared/corpus/ipad-recipes)"))
  func checkDataReportsTheCorpusAsUsableWithItsOddities() throws {
    let result = try run(["--check-data", PackagePaths.corpus.path])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.last == "16 cuisines, 827 dishes, 827 pages: usable (0 errors, 15 warnings)")
    #expect(
      lines.contains(
        Substring(PackagePaths.corpus.path) + "/Plist/type_14_foods.plist: warning: dish 666 (脆皮花边香肠披萨) has a page with no recipe text: Html/food/666.html"
      ))
    #expect(
      lines.contains(
        Substring(PackagePaths.corpus.path) + "/Plist/type_1_foods.plist: warning: dish 48 (豆豉鲮鱼油麦菜) has no difficulty"
      ))
  }

  @Test func printShowsOneRecipeAtAWidth() throws {
    let result = try run(["--print", "201", "--width", "50"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "宫保鸡丁")
    #expect(lines.contains { $0.hasPrefix("1. 花生米冷油下锅") })
    for line in lines {
      #expect(ColumnWidth.width(of: line) <= 50, "\(line)")
      #expect(!line.hasSuffix(" "))
    }
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func printOfAnUnknownDishFailsWithStatusOne() throws {
    let result = try run(["--print", "99999"])
    #expect(result.status == 1)
    #expect(result.stderr == "recipes: unknown dish '99999'\n")
    let sneaky = try run(["--print", "../../etc/passwd"])
    #expect(sneaky.status == 1)
  }
}
