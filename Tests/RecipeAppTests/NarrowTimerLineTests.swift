import SplitLayout
import Testing

@testable import RecipeApp

/// The bottom line at 40 columns with a timer running: the timer keeps its
/// time (`⏱ 01:45`), and what fits of its title, rather than `+1`.
@Suite struct NarrowTimerLineTests {
  @Test(arguments: [Labels.Language.en, .zh])
  func aLoneTimerKeepsItsTime(_ language: Labels.Language) throws {
    let app = try CookModeHarness(
      size: Size(width: 40, height: 15), keys: "c down down down enter", language: language)
    app.run()
    app.advance(by: 15)
    let row = app.lastRow
    #expect(row.contains("⏱ 01:45"), "\(row)")
    #expect(!row.contains("+1"), "\(row)")
    // The way out keeps its place (issue 30, item 16).
    #expect(row.contains(language == .zh ? "esc 退出" : "esc leave"), "\(row)")
  }

  @Test func theSqueezedFormFitsItsRoom() throws {
    let app = try CookModeHarness(
      size: Size(width: 40, height: 15), keys: "c down down down enter",
      options: {
        var options = Options()
        options.ascii = true
        return options
      }())
    app.run()
    let board = app.coordinator.state.timers.timers
    #expect(board.count == 1)
    #expect(
      BottomLineFlow.squeezed(
        board[0], room: 9, labels: Labels(.en), ascii: true, at: app.clock.now) == "T 02:00")
    #expect(
      BottomLineFlow.squeezed(
        board[0], room: 8, labels: Labels(.en), ascii: true, at: app.clock.now) == nil)
    let wide = BottomLineFlow.squeezed(
      board[0], room: 20, labels: Labels(.en), ascii: true, at: app.clock.now)
    #expect(wide?.hasPrefix("T 02:00 ") == true && wide?.hasSuffix("~") == true, "\(wide ?? "")")
  }
}
