import TermUI
import Testing

@testable import RecipeApp

/// The option table drives the parser and `--help`: every row is parsed,
/// shown, and checked the same way.
@Suite struct OptionTableTests {
  @Test func namesAreUniqueAndLong() {
    let names = OptionSpec.all.flatMap(\.names)
    #expect(Set(names).count == names.count)
    for spec in OptionSpec.all { #expect(spec.name.hasPrefix("--") && spec.name.count > 3) }
  }

  @Test(arguments: Labels.Language.allCases)
  func helpShowsEveryVisibleOptionWithinEightyColumns(language: Labels.Language) {
    let help = OptionHelp.text(language)
    for spec in OptionSpec.visible {
      #expect(help.contains("  " + spec.label), "\(spec.name)")
      #expect(help.contains(String(spec.help(language).prefix(8))), "\(spec.name)")
    }
    for spec in OptionSpec.all where spec.hidden { #expect(!help.contains(spec.name)) }
    for line in help.split(separator: "\n") {
      #expect(ColumnWidth.width(of: line) <= OptionHelp.width, "\(line)")
    }
  }

  @Test func theSynopsisNamesOnlyOptionsOfTheTable() {
    for form in OptionSpec.synopsis {
      // (A lone `-` is standard input, as in `--parse-ingredient LINE|-`.)
      for word in form.split(whereSeparator: { " []|".contains($0) })
      where word.hasPrefix("-") && word != "-" {
        #expect(OptionSpec.named(String(word)) != nil, "\(word) in \(form)")
      }
    }
  }

  @Test func everySettingsFlagIsAnOption() {
    for flag in SettingSpec.all.compactMap(\.flag) {
      #expect(OptionSpec.named(flag) != nil, "\(flag)")
    }
  }

  @Test(arguments: OptionSpec.all.filter { !$0.values.isEmpty })
  func aChoiceRefusesOtherValuesNamingTheChoices(spec: OptionSpec) {
    #expect(throws: Options.UsageError.self) { try Options.parse([spec.name, "bogus"]) }
    do {
      _ = try Options.parse([spec.name, "bogus"])
    } catch {
      #expect(error.message.hasPrefix("\(spec.name) must be "))
      #expect(error.message.contains(spec.values[0]) && error.message.hasSuffix("not 'bogus'"))
    }
  }

  @Test(
    arguments: OptionSpec.all.filter {
      $0.takesArgument && !$0.argumentIsOptional && !$0.takesTheRest
    })
  func anArgumentIsNeeded(spec: OptionSpec) {
    do {
      _ = try Options.parse([spec.name])
      Issue.record("\(spec.name) without its value was accepted")
    } catch {
      #expect(error.message == "\(spec.name) needs a value")
    }
  }

  @Test(arguments: OptionSpec.all.filter { !$0.takesArgument })
  func aFlagTakesNoValue(spec: OptionSpec) {
    #expect(throws: Options.UsageError.self) { try Options.parse([spec.name + "=x"]) }
  }

  @Test func valuesComeInlineOrAsTheNextWord() throws {
    let inline = try Options.parse(["--lang=zh", "--layout=split", "--breakpoint=80"])
    let apart = try Options.parse(["--lang", "zh", "--layout", "split", "--breakpoint", "80"])
    #expect(inline == apart)
    #expect(inline.language == .zh && inline.layout == .split && inline.breakpoint == 80)
    #expect(inline.givenFlags == ["--lang", "--layout", "--breakpoint"])
  }

  @Test func shortNamesCountAsTheirLongOnes() throws {
    #expect(try Options.parse(["-h"]).mode == .help)
    #expect(try Options.parse(["-V"]).givenFlags == ["--version"])
  }

  @Test func unknownWordsAreRefused() throws {
    for words in [["--bogus"], ["stray", "--render", "80x24"], ["-x"], ["--"], ["--search", "x", "stray"]] {
      #expect(throws: Options.UsageError.self) { try Options.parse(words) }
    }
    // The last word, when browsing or rendering, is the folder to open.
    #expect(try Options.parse(["stray"]).positional == "stray")
    #expect(try Options.parse(["--render", "80x24", "Data/Cooklang"]).positional == "Data/Cooklang")
  }

  @Test func helpFollowsTheLanguage() {
    final class Capture: @unchecked Sendable { var text = "" }
    for (environment, arguments, start) in [
      (["LANG": "zh_CN.UTF-8"], ["--help"], "recipes：在终端里浏览菜谱"),
      (["LANG": "C.UTF-8"], ["--help"], "recipes: browse"),
      (["LANG": "C.UTF-8"], ["--help", "--lang", "zh"], "recipes：在终端里浏览菜谱"),
    ] {
      let capture = Capture()
      let command = RecipesCommand(
        environment: environment, executable: nil, output: { capture.text += $0 },
        errorOutput: { _ in })
      #expect(command.run(arguments) { _ in throw CancellationError() } == 0)
      #expect(capture.text.hasPrefix(start), "\(arguments) \(environment)")
      #expect(capture.text.contains("--print ID|NAME"))
    }
  }
}
