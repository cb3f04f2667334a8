import SplitLayout
import Testing

@testable import RecipeApp

/// `--a11y` names the title bar's overflow button with a word in the
/// labels' language: `[更多]` among Chinese labels, not `[More]`.
@Suite struct AccessibleOverflowWordTests {
  @Test(arguments: [(Labels.Language.zh, "[更多]"), (.en, "[More]")])
  func theOverflowButtonSpeaksTheLabelsLanguage(_ language: Labels.Language, _ word: String)
    throws
  {
    var options = Options()
    options.a11y = true
    let app = try AppHarness(
      size: Size(width: 40, height: 12), keys: "enter", language: language, options: options)
    let title = String(app.screen.split(separator: "\n")[0])
    #expect(title.contains(word), "\(title)")
    if language == .zh { #expect(!title.contains("More"), "\(title)") }
  }
}
