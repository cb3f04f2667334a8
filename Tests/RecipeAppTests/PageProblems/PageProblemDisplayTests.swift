import Foundation
import RecipeKit
import Testing

@testable import RecipeApp

/// A page nested too deep or too large says so in the app, in `--print`
/// (on stderr) and in `--check-data` (issue 31, item 13).
@Suite struct PageProblemDisplayTests {
  private func run(_ arguments: [String], folder: URL) -> InProcessRun {
    InProcessRun(
      ["--data", folder.path] + arguments,
      environment: InProcessRun.environment(folder: folder.path + "-home"))
  }

  // MARK: The app

  @Test(arguments: [
    (Labels.Language.en, "This page is nested too deep to read in full: the rest after line 258 is not shown"),
    (Labels.Language.zh, "此页嵌套过深，无法读完：第258行之后的内容未显示"),
  ])
  func theRecipePageShowsTheNestingProblemUnderTheTitle(language: Labels.Language, text: String) {
    let recipe = RecipePageParser.parse(Data(PageProblemBundle.deepPage().utf8))
    let lines = RecipeTextLayout(labels: Labels(language)).lines(for: recipe, width: 200)
      .map { $0.text.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "深页菜")
    #expect(lines.contains("! " + text), "\(lines)")
    #expect(lines.contains("读得到的开头。"), "\(lines)")
    let problemRow = lines.firstIndex { $0.hasPrefix("! ") } ?? .max
    let textRow = lines.firstIndex(of: "读得到的开头。") ?? .min
    #expect(problemRow < textRow, "the problem comes before the text: \(lines)")
  }

  @Test(arguments: [
    (Labels.Language.en, "This page is too large to read: over 16 MiB"),
    (Labels.Language.zh, "此页太大，未读取：超过 16 MiB"),
  ])
  func theRecipePageShowsTheSizeProblem(language: Labels.Language, text: String) {
    let recipe = Recipe(blocks: [], problem: .tooLarge(maximumBytes: 16 << 20))
    let lines = RecipeTextLayout(labels: Labels(language)).lines(for: recipe, width: 80)
      .map { $0.text.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "! " + text, "\(lines)")
  }

  @Test func theOpenedDeepPageShowsItsProblemOnScreen() throws {
    try PageProblemBundle.with { folder in
      let result = run(["--render", "100x30", "--keys", "enter"], folder: folder)
      #expect(result.status == 0, "\(result.errors)")
      let screen = result.outputs.joined(separator: "\n")
      #expect(screen.contains("深页菜"), "\(screen)")
      #expect(screen.contains("This page is nested too deep"), "\(screen)")
    }
  }

  @Test func theOpenedLargePageShowsItsProblemOnScreen() throws {
    try PageProblemBundle.with { folder in
      let result = run(
        ["--lang", "zh", "--render", "100x30", "--keys", "down enter"], folder: folder)
      #expect(result.status == 0, "\(result.errors)")
      let screen = result.outputs.joined(separator: "\n")
      #expect(screen.contains("此页太大，未读取"), "\(screen)")
    }
  }

  // MARK: --print

  @Test func printingTheDeepPagePrintsWhatWasReadAndSaysTheRestIsMissing() throws {
    try PageProblemBundle.with { folder in
      let result = run(["--print", "deep", "--width", "80"], folder: folder)
      #expect(result.status == 0)
      #expect(result.outputLines.first == "深页菜", "\(result.outputLines)")
      #expect(result.outputLines.contains("读得到的开头。"))
      #expect(!result.outputLines.contains { $0.hasPrefix("!") }, "the problem goes to stderr only")
      #expect(
        result.errors == ["recipes: deep: page too deeply nested at line 258: the rest is not shown"],
        "\(result.errors)")
    }
  }

  @Test func printingTheLargePageSaysSoAndExits1() throws {
    try PageProblemBundle.with { folder in
      let result = run(["--print", "large"], folder: folder)
      #expect(result.status == 1)
      #expect(result.outputs.isEmpty, "\(result.outputs)")
      #expect(result.errors == ["recipes: large: page larger than 16 MiB"], "\(result.errors)")
    }
  }

  @Test func printingAPlainPageSaysNothingOnStderr() throws {
    try PageProblemBundle.with { folder in
      let result = run(["--print", "plain"], folder: folder)
      #expect(result.status == 0)
      #expect(result.errors.isEmpty, "\(result.errors)")
    }
  }

  // MARK: --check-data

  @Test func checkingTheBundleListsBothPagesInTheCompilerFormat() throws {
    try PageProblemBundle.with { folder in
      let result = run(["--check-data", folder.path], folder: folder)
      #expect(result.status == 0, "warnings only: \(result.outputLines)")
      let lines = result.outputLines
      #expect(
        lines.contains(
          folder.path
            + "/Html/food/deep.html:258: warning: page too deeply nested at line 258: the rest is not shown"),
        "\(lines)")
      #expect(
        lines.contains(folder.path + "/Html/food/large.html: warning: page larger than 16 MiB"),
        "\(lines)")
      #expect(!lines.contains { $0.contains("no recipe text") }, "\(lines)")
    }
  }
}
