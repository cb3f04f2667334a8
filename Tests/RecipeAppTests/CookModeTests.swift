import Foundation
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp
@testable import RecipeKit

/// Cook mode (issue 14): `c` on a dish or in its recipe, one step at a
/// time, the step kept per dish and across every width of the ladder, the
/// chips that start timers. The first dish of `Data/` is 番茄炒蛋 (101): six
/// steps, a 1-minute chip in step 1 and a 2-minute chip in step 4.
@Suite struct CookModeTests {
  static let dish = "101"

  /// Goldens: the drawer's sheet (100 columns) and the stack's page (60),
  /// in both languages, on step 4 with its 2-minute timer started 15
  /// seconds ago: the chip and the status line say 01:45.
  @Test(
    arguments: [Size(width: 100, height: 30), Size(width: 60, height: 24)], Labels.Language.allCases
  )
  func goldens(size: Size, language: Labels.Language) throws {
    let app = try CookModeHarness(size: size, keys: "c down down down enter", language: language)
    app.run()
    app.advance(by: 15)
    #expect(app.screen.contains("01:45"))
    assertSnapshot(app.screen, named: "cook-\(size.width)x\(size.height)-\(language.rawValue)")
  }

  @Test func cOnADishOpensCookModeAtItsFirstStep() throws {
    for (size, keys) in [
      (Size(width: 120, height: 30), "tab c"), (Size(width: 160, height: 30), "tab c"),
      (Size(width: 100, height: 30), "c"), (Size(width: 60, height: 24), "c"),
    ] {
      let app = try CookModeHarness(size: size, keys: keys)
      app.run()
      #expect(app.screen.contains("Cooking"), "\(size)\n\(app.screen)")
      #expect(app.screen.contains("step 1/6"))
      #expect(app.screen.contains("番茄顶部划十字"))
      #expect(app.state.cookingDishID == Self.dish)
    }
  }

  @Test func cInTheOpenRecipeOpensCookModeToo() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab enter c")
    app.run()
    #expect(app.screen.contains("step 1/6"))
    #expect(app.coordinator.cookPage != nil)
  }

  @Test func stepKeysMoveAndEscLeaves() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c")
    app.run()
    try app.send("space right down")
    #expect(app.screen.contains("step 4/6"))
    #expect(app.screen.contains("倒入番茄块中火翻炒2分钟"))
    // The steps around it, dimmed, above and below.
    #expect(app.screen.contains("3. 锅烧热后倒入2勺油"))
    #expect(app.screen.contains("5. 加入白糖"))
    try app.send("left up")
    #expect(app.screen.contains("step 2/6"))
    try app.send("up up up")
    #expect(app.screen.contains("step 1/6"))
    try app.send("down down down down down down down")
    #expect(app.screen.contains("step 6/6"))
    try app.send("esc")
    #expect(!app.screen.contains("Cooking"))
    #expect(app.screen.contains("[Close]"), "back to the recipe")
    #expect(app.state.cookingDishID == nil)
    #expect(app.state.cookSteps[Self.dish] == 5)
  }

  @Test func theStepIsKeptPerDish() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c down down esc")
    app.run()
    // The next dish (青椒肉丝, 102) has a step of its own.
    try app.send("] c down")
    #expect(app.screen.contains("step 2/"))
    try app.send("esc [ c")
    #expect(app.screen.contains("step 3/6"))
    #expect(app.state.cookSteps == [Self.dish: 2, "102": 1])
  }

  /// Every rung of the ladder and back, with sizes too small to draw
  /// between: cook mode stays, on its step.
  @Test func resizesNeverLoseTheStep() throws {
    let app = try CookModeHarness(size: Size(width: 140, height: 30), keys: "tab c down down")
    app.run()
    for width in [60, 61, 100, 101, 139, 140, 199, 200, 300, 1, 39, 59, 120, 61, 200, 60, 140] {
      try app.send("resize:\(width)x30")
      if width < 40 { continue }
      #expect(app.screen.contains("step 3/6"), "\(width) columns:\n\(app.screen)")
      #expect(app.screen.contains("锅烧热后倒入2勺油"), "\(width) columns")
    }
    try app.send("resize:20x5 resize:140x30")
    #expect(app.screen.contains("step 3/6"))
    #expect(app.state.cookSteps[Self.dish] == 2)
    #expect(app.state.cookingDishID == Self.dish)
  }

  @Test func theIngredientsTheStepNamesShowWithTheirAmounts() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c")
    app.run()
    #expect(app.screen.contains("番茄 2个（约400克） · 葱 1根"))
  }

  /// Issue 12's scale: the ingredients under the step are at the dish's
  /// scale, set before cook mode or in it (`+`, `=`, `u`).
  @Test func theIngredientsFollowTheDishsScale() throws {
    let before = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab enter + c")
    before.run()
    #expect(before.screen.contains("番茄 3个（约600克） · 葱 1.5根"), "\(before.screen)")
    #expect(before.screen.contains("step 1/6  ×1.5"))
    let inside = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c down +")
    inside.run()
    #expect(inside.screen.contains("step 2/6  ×1.5"), "the step stays")
    try inside.send("up")
    #expect(inside.screen.contains("番茄 3个（约600克） · 葱 1.5根"), "\(inside.screen)")
    try inside.send("=")
    #expect(inside.screen.contains("番茄 2个（约400克） · 葱 1根"))
    #expect(inside.state.scales["101"] == nil)
  }

  // MARK: Chips

  @Test func enterStartsTheChipAndPressingItAgainPausesAndResumes() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c enter")
    app.run()
    let timer = try #require(app.state.timers.timers.first)
    #expect(timer.title == "番茄炒蛋 · 1分钟")
    #expect(timer.duration == 60)
    app.advance(by: 20)
    #expect(app.screen.contains("[⏱ 00:40]"))
    try app.send("enter")
    #expect(app.state.timers.timers.first?.state == .paused(remaining: 40))
    #expect(app.screen.contains("[⏱ 00:40 paused]"))
    app.advance(by: 100)
    try app.send("enter")
    app.advance(by: 40)
    #expect(app.state.timers.firedTimers.count == 1)
    #expect(app.screen.contains("[⏱ 00:00 done]"), "stays highlighted until acknowledged")
    try app.send("enter")
    #expect(app.state.timers.timers.isEmpty, "acknowledged")
    #expect(app.screen.contains("[⏱ 01:00]"))
  }

  /// 口水鸡 (207) says 15 and 10 minutes in its second step: two numbered
  /// chips, `1`…`9` choose.
  @Test func digitsChooseAmongSeveralChips() throws {
    let app = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: "down enter / text:口水鸡 enter c down")
    app.run()
    #expect(
      app.screen.contains("[1 ⏱ 15:00]") && app.screen.contains("[2 ⏱ 10:00]"), "\(app.screen)")
    try app.send("2")
    #expect(app.state.timers.timers.map(\.duration) == [600])
    try app.send("enter")
    #expect(app.state.timers.timers.map(\.duration) == [600, 900], "enter: the first not started")
    try app.send("9")
    #expect(app.state.timers.timers.count == 2, "no ninth chip")
  }

  @Test func aClickOnAChipStartsIt() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c")
    app.run()
    let rows = app.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let y = try #require(rows.firstIndex { $0.contains("[⏱ 01:00]") })
    let before = try #require(rows[y].range(of: "[⏱ 01:00]"))
    let x = ColumnWidth.width(of: String(rows[y][..<before.lowerBound])) + 3
    try app.send("click:\(x - 6),\(y)")
    #expect(app.state.timers.timers.isEmpty, "a click beside the chip starts nothing")
    try app.send("click:\(x),\(y)")
    #expect(app.state.timers.timers.map(\.duration) == [60])
  }

  @Test func aRangeTimesItsUpperBoundAndSaysSo() throws {
    let plan = CookingPlan(
      dishID: "x", recipe: Recipe(blocks: [.step(number: 1, text: "烤15-20分钟至金黄")]))
    let dish = Dish(idstr: "x", name: "x", diff: nil, time: nil, imageUrl: nil, url: nil)
    let page = CookModeViewController(dish: dish, plan: plan, step: 0, labels: Labels(.en))
    #expect(page.chips(ofStep: 0, glyphs: .unicode).map(\.text) == ["[⏱ 20:00 max]"])
    #expect(page.chips(ofStep: 0, glyphs: .ascii).map(\.text) == ["[T 20:00 max]"])
    #expect(plan.steps[0].durations[0].lowerSeconds == 900)
    let zh = CookModeViewController(dish: dish, plan: plan, step: 0, labels: Labels(.zh))
    #expect(zh.chips(ofStep: 0, glyphs: .unicode).map(\.text) == ["[⏱ 20:00 取上限]"])
  }

  // MARK: The timers sheet and quitting

  @Test func theTimersSheetPausesResumesAndCancels() throws {
    let app = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: "tab c enter down down down enter T")
    app.run()
    #expect(app.screen.contains("Timers"))
    #expect(app.screen.contains("⏱ 01:00 番茄炒蛋 · 1分钟"))
    try app.send("space")
    #expect(app.state.timers.timers[0].state == .paused(remaining: 60))
    app.advance(by: 30)
    #expect(app.screen.contains("⏱ 01:00 番茄炒蛋 · 1分钟 (paused)"))
    #expect(app.screen.contains("⏱ 01:30 番茄炒蛋 · 2分钟"))
    try app.send("enter")
    #expect(app.state.timers.timers[0].isRunning)
    try app.send("down x")
    #expect(app.state.timers.timers.map(\.duration) == [60])
    try app.send("T")
    #expect(!app.screen.contains("Timers"), "T again closes it")
  }

  @Test func qWithATimerRunningAsksOnce() throws {
    let asked = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: "tab c enter esc esc q")
    #expect(asked.run() == .inputEnded, "the first q only asks")
    #expect(asked.lastRow.contains("A timer is running: press q again to quit"))
    let quit = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: "tab c enter esc esc q q")
    #expect(quit.run() == .quit)
    let none = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c esc esc q")
    #expect(none.run() == .quit, "no timer: q quits at once")
    let ctrlC = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c enter ctrl-c")
    #expect(ctrlC.run() == .quit, "ctrl-c never asks")
  }

  // MARK: The timer line

  /// Goldens of the bottom line with an ended, a paused and a running
  /// timer (青椒肉丝's 20 minutes, the next dish), in both languages, at
  /// 140 columns (the footer after them) and at 60 (`+N` for those that
  /// do not fit).
  @Test(arguments: [140, 60], Labels.Language.allCases)
  func timerLineGoldens(width: Int, language: Labels.Language) throws {
    let app = try CookModeHarness(
      size: Size(width: 140, height: 30), keys: "tab c enter down down down enter",
      language: language)
    app.run()
    app.advance(by: 61)
    try app.send("T down space esc esc ] c enter")
    app.advance(by: 0.5)
    try app.send("resize:\(width)x30")
    assertSnapshot(app.lastRow, named: "timer-line-\(width)-\(language.rawValue)")
  }

  @Test func theTimerLineShowsInEveryModeAndCountsDown() throws {
    let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: "tab c enter esc esc")
    app.run()
    for (second, width) in [60, 100, 120, 160, 220, 61].enumerated() {
      try app.send("resize:\(width)x30")
      app.advance(by: 1)
      let left = CookingTimer.clockText(seconds: 60 - second - 1)
      #expect(app.lastRow.hasPrefix(" ⏱ \(left) 番茄炒蛋 · 1分钟"), "\(width): \(app.lastRow)")
    }
  }

  /// `--a11y`: the bottom line says where cook mode is, after the timers.
  @Test func theAccessiblePlaceLineNamesTheStep() throws {
    var options = Options()
    options.a11y = true
    let app = try CookModeHarness(
      size: Size(width: 120, height: 30), keys: "tab c down", options: options)
    app.run()
    #expect(app.lastRow == " Cooking: 番茄炒蛋, step 2/6", "\(app.lastRow)")
    try app.send("up enter down")
    #expect(app.lastRow == " T 01:00 番茄炒蛋 · 1分钟  Cooking: 番茄炒蛋, step 2/6", "\(app.lastRow)")
    try app.send("T")
    #expect(app.lastRow == " T 01:00 番茄炒蛋 · 1分钟  Timers: 1", "\(app.lastRow)")
  }

  @Test func theTimerLineShowsOverSheetsAndPopovers() throws {
    for keys in ["tab c enter s", "tab c enter ?", "tab c enter esc esc s", "tab c enter T"] {
      let app = try CookModeHarness(size: Size(width: 120, height: 30), keys: keys)
      app.run()
      #expect(app.lastRow.hasPrefix(" ⏱ 01:00 番茄炒蛋 · 1分钟"), "\(keys): \(app.lastRow)")
    }
  }
}
