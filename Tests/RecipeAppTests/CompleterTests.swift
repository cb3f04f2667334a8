import Foundation
import RecipeKit
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp

/// What `recipes --complete` offers for each kind of argument.
@Suite struct CompleterTests {
  let dishes = (try? RecipeBundle(folder: PackagePaths.data))?.allDishes() ?? []

  func values(_ option: String, _ current: String) -> [String] {
    guard
      case .candidates(let found) = Completer.answer(
        option: option, current: current, dishes: { dishes })
    else { return [] }
    return found.map(\.value)
  }

  @Test func choicesOfferTheirValues() {
    #expect(values("--lang", "") == ["en", "zh"])
    #expect(values("--lang", "z") == ["zh"])
    #expect(values("--units", "") == UnitSystem.allCases.map(\.rawValue))
    #expect(values("--format", "m") == ["markdown"])
    #expect(values("--layout", "") == LadderOverride.allCases.map(\.rawValue) + ["overlay"])
  }

  // Issue 26 §2: `--format`'s values depend on the mode, and the
  // completions offer the mode's.
  @Test func formatOffersTheValuesOfItsMode() {
    let environment = InProcessRun.environment(folder: NSTemporaryDirectory() + "/complete")
    func offered(_ words: [String]) -> [String] {
      InProcessRun(["--complete", "--format", ""] + words, environment: environment).outputLines
    }
    #expect(offered(["--print", "102"]) == ["text", "markdown", "json", "cooklang"])
    #expect(offered(["--shopping-list", "102"]) == ["text", "markdown", "json"])
  }

  @Test func pathsAreLeftToTheShell() {
    #expect(Completer.answer(option: "--data", current: "D", dishes: { nil }) == .folders)
    #expect(Completer.answer(option: "--check-data", current: "", dishes: { nil }) == .folders)
    #expect(Completer.answer(option: "--config", current: "", dishes: { nil }) == .files)
    #expect(Completer.answer(option: "--data", current: "", dishes: { nil }).lines == [":folders"])
  }

  @Test func dishesAreIdsWithTheirNames() throws {
    #expect(values("--print", "").count == 144)
    let answer = Completer.answer(option: "--print", current: "10", dishes: { dishes })
    #expect(answer.lines.contains("102\t青椒肉丝 (家常菜)"))
    #expect(answer.lines.allSatisfy { $0.hasPrefix("10") })
    #expect(values("--timers", "20").contains("201"))
  }

  @Test func printAlsoCompletesNames() {
    let answer = Completer.answer(option: "--print", current: "青椒", dishes: { dishes })
    #expect(answer.lines == ["青椒肉丝\t102 (家常菜)"])
    #expect(values("--timers", "青椒").isEmpty)
  }

  @Test func aShoppingListCompletesItsLastId() {
    let found = values("--shopping-list", "102,20")
    #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix("102,20") })
    #expect(found.contains("102,201"))
  }

  @Test func cuisinesAreIdsWithTheirNames() {
    let answer = Completer.answer(option: "--list", current: "", dishes: { dishes })
    #expect(answer.lines.count == 16 && answer.lines.first == "1\t家常菜")
    #expect(values("--list", "川") == ["川菜"])
  }

  @Test func nothingForFreeTextOrUnknownOptionsOrNoBundle() {
    #expect(values("--search", "").isEmpty)
    #expect(values("--breakpoint", "").isEmpty)
    #expect(values("--bogus", "").isEmpty)
    #expect(values("--ascii", "").isEmpty)
    #expect(Completer.answer(option: "--print", current: "", dishes: { nil }) == .candidates([]))
  }

  @Test func untrustedNamesArePrintedSafely() {
    let candidate = Completer.Candidate(value: "1\t2", description: "a\u{1B}]52;c;x\u{07}b")
    #expect(!candidate.line.contains("\u{1B}") && candidate.line.split(separator: "\t").count == 2)
  }

  @Test func theCommandLineNamesTheBundle() {
    let found = Completer.locatingOptions(in: ["--print", "--data", "/b", "--config=/c.toml", "x"])
    #expect(found.data == "/b" && found.config == "/c.toml")
    #expect(Completer.locatingOptions(in: ["--data"]).data == nil)
  }
}
