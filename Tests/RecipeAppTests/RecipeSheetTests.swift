import Foundation
import RecipeKit
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The recipe sheet (issue 4): pages laid out for a terminal, the sheet over
/// the split view, `--print` against a real browser.
@Suite struct RecipeSheetTests {
  /// Three of our pages: a stir-fry with four ingredient groups, a bake,
  /// a soup.
  static let pages = ["201", "1402", "1507"]

  func printed(_ id: String, width: Int, language: Labels.Language = .zh) throws -> String {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let page = try #require(bundle.pageURL(forDishID: id))
    let layout = RecipeTextLayout(labels: Labels(language))
    return layout.lines(for: RecipePageParser.parse(contentsOf: page), width: width)
      .map { $0.text }.joined(separator: "\n")
  }

  @Test(arguments: pages, [40, 60, 88])
  func pageLayoutAtAWidth(id: String, width: Int) throws {
    let text = try printed(id, width: width)
    for line in text.split(separator: "\n") {
      #expect(ColumnWidth.width(of: line) <= width, "\(line)")
      // A closing punctuation mark never starts a line.
      if let first = line.first { #expect(!TextWrapper.closing.contains(first), "\(line)") }
    }
    assertSnapshot(text, named: "page-\(id)-w\(width)")
  }

  @Test func stepNumbersAreAlignedAndWrappedLinesHang() throws {
    let lines = try printed("201", width: 30).split(separator: "\n").map(String.init)
    let stepLines = lines.filter { $0.first?.isNumber == true && $0.contains(". ") }
    #expect(stepLines.count == 7)
    let index = try #require(lines.firstIndex { $0.hasPrefix("1. ") })
    // The continuation of step 1 is indented under its text.
    #expect(lines[index + 1].hasPrefix("   ") && !lines[index + 1].hasPrefix("    "))
  }

  @Test func ingredientAmountsAreRightAligned() throws {
    let lines = try printed("201", width: 40).split(separator: "\n").map(String.init)
    let chicken = try #require(lines.first { $0.hasPrefix("鸡腿肉") })
    #expect(ColumnWidth.width(of: chicken) == 40)
    #expect(chicken.hasSuffix("300克"))
    // Two columns a row when wide.
    let wide = try printed("201", width: 88).split(separator: "\n").map(String.init)
    #expect(wide.contains { $0.hasPrefix("鸡腿肉") && $0.contains("花生米") })
  }

  @Test func aMissingOrEmptyPageSaysSo() throws {
    let layout = RecipeTextLayout(labels: Labels(.en))
    #expect(layout.lines(for: .empty, width: 40).map(\.text) == ["No recipe text"])
    let chinese = RecipeTextLayout(labels: Labels(.zh))
    #expect(chinese.lines(for: .empty, width: 40).map(\.text) == ["没有内容"])
  }

  @Test func theSheetOverTheSplitViewAt120x40() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "tab down enter")
    assertSnapshot(app.screen, named: "sheet-over-split-120x40")
    // The split view stays visible around the sheet, dimmed by colour only.
    let frame = try #require(app.terminal.lastFrame)
    // (Row 2 is `Recent`, which the opened recipe started.)
    #expect(frame.row(2).hasPrefix(" Recent"))
    #expect(frame.row(3).hasPrefix(" 家常菜"))
    #expect(frame[1, 3].style == app.coordinator.application.theme.style(.dim))
    #expect(frame[1, 3].character == "家")
  }

  @Test func anOpenRecipeTakesANewAccentAtOnce() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "tab down enter")
    func headingColour() throws -> Color {
      let frame = try #require(app.terminal.lastFrame)
      for y in 0..<frame.size.height {
        for x in 0..<(frame.size.width - 2)
        where frame[x, y].character == "主" && frame[x + 2, y].character == "料" {
          return frame[x, y].style.foreground
        }
      }
      Issue.record("no 主料 heading on screen")
      return .default
    }
    #expect(try headingColour() == Theme.defaultAccent)
    // The recipe's lines were laid out when the sheet opened; only the
    // theme changes.
    // (Blue reads on the dark background as it is; red would be lightened.)
    app.coordinator.application.theme.accent = .indexed(33)
    app.coordinator.application.display()
    #expect(try headingColour() == .indexed(33))
  }

  // Below 16 rows the sheet takes the whole screen (below 61 columns the
  // stack mode pushes the recipe as a page instead: LadderSnapshotTests).
  @Test func theSheetCoversShortScreens() throws {
    let app = try AppHarness(size: Size(width: 80, height: 15), keys: "enter")
    assertSnapshot(app.screen, named: "sheet-full-screen-80x15")
    let presentation = try #require(app.coordinator.application.presentations.first)
    // The whole screen above the footer's row.
    #expect(presentation.frame == Rect(x: 0, y: 0, width: 80, height: 14))
  }

  @Test func theSheetReflowsOnResizeAndScrollsToItsEnd() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "tab enter")
    try app.send("resize:70x20 end")
    let lines = app.screen.split(separator: "\n").map(String.init)
    #expect(lines[2].contains("│ [Close] 番茄炒蛋"))
    #expect(lines.contains { $0.contains("番茄炒蛋要好吃") || $0.contains("鸡蛋") })
    try app.send("esc")
    #expect(app.coordinator.application.presentations.isEmpty)
    #expect(app.coordinator.dishes.selectedDish?.name == "番茄炒蛋")
  }

  @Test func clickingCloseClosesTheSheet() throws {
    let app = try AppHarness(size: Size(width: 120, height: 40), keys: "tab enter")
    let sheet = try #require(app.coordinator.application.presentations.first)
    let close = try #require(sheet.closeButton.frame)
    try app.send("click:\(close.minX + 1),\(close.minY)")
    #expect(app.coordinator.application.presentations.isEmpty)
  }

  /// `--print` of 20 corpus pages holds every step text that w3m shows.
  @Test(
    .enabled(
      if: PackagePaths.hasCorpus, "the iPad corpus is absent (../shared/corpus/ipad-recipes)"),
    .enabled(if: W3mDump.w3m != nil, "w3m is not installed (apt-get install w3m)"),
    .enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built"),
    arguments: W3mDump.sampleIDs)
  func printShowsEveryStepW3mShows(pageID: Int) throws {
    let binary = try #require(PackagePaths.recipesBinary)
    let page = PackagePaths.corpus.appendingPathComponent("Html/food/\(pageID).html")
    let theirs = W3mDump.steps(inDump: try W3mDump.dump(page, with: try #require(W3mDump.w3m)))
    #expect(!theirs.isEmpty)
    let printed = try runProcess(
      binary, ["--print", String(pageID), "--width", "60", "--data", PackagePaths.corpus.path],
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    #expect(printed.status == 0)
    let ours = W3mDump.withoutWhiteSpace(printed.stdout)
    for step in theirs {
      #expect(
        ours.contains("\(step.number)." + step.text),
        "\(pageID).html step \(step.number): \(step.text)")
    }
  }
}
