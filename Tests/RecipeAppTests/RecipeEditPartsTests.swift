import Foundation
import RecipeKit
import Testing

@testable import RecipeApp

/// The pieces of issue 26 §3–4 one at a time: the editor's command, the
/// new recipe's file, the amounts at their mentions, the Chinese times.
@Suite struct RecipeEditPartsTests {
  @Test func theEditorIsVisualThenEditorThenVi() {
    #expect(EditorCommand(environment: ["VISUAL": "code --wait", "EDITOR": "nano"]).words == [
      "code", "--wait",
    ])
    #expect(EditorCommand(environment: ["VISUAL": "  ", "EDITOR": "emacs  -nw"]).words == [
      "emacs", "-nw",
    ])
    #expect(EditorCommand(environment: [:]).words == ["vi"])
    // No shell: `$` and `;` are just characters of a word.
    #expect(EditorCommand(environment: ["EDITOR": "ed;rm $HOME"]).words == ["ed;rm", "$HOME"])
  }

  @Test func theEditorRunsAndItsStatusComesBack() {
    #expect(EditorCommand(words: ["true"]).run(path: "/nonexistent") == 0)
    #expect(EditorCommand(words: ["sh", "-c", "exit 3", "sh"]).run(path: "x") == 3)
    #expect(EditorCommand(words: ["/nonexistent/editor-\(UUID().uuidString)"]).run(path: "x") == nil)
  }

  @Test func aTitleBecomesASafeFileName() {
    #expect(NewRecipeFile.fileName(for: "Miso Glaze") == "Miso Glaze")
    #expect(NewRecipeFile.fileName(for: "a/b\\c") == "a-b-c")
    #expect(NewRecipeFile.fileName(for: "  ..hidden  ") == "hidden")
    #expect(NewRecipeFile.fileName(for: "bell\u{07}\u{1B}[31m") == "bell[31m")
    #expect(NewRecipeFile.fileName(for: "\u{202E}evil") == "evil")
    #expect(NewRecipeFile.fileName(for: String(repeating: "汤", count: 200)).count == 60)
    #expect(NewRecipeFile.fileName(for: " . ").isEmpty)
  }

  @Test func theTemplateReadsBackWithItsTitle() {
    for title in ["Tom's \"best\": soup", "红烧肉 #1", "back\\slash"] {
      for chinese in [false, true] {
        let parsed = CooklangParser.parse(NewRecipeFile.text(title: title, chinese: chinese))
        #expect(parsed.recipe.metadata.text(.title) == title)
        #expect(parsed.recipe.metadata.text(.servings) == "2")
        #expect(parsed.recipe.steps.count == 1)
        #expect(parsed.recipe.cookware.count == 1)
        #expect(parsed.problems.isEmpty, "\(parsed.problems)")
      }
    }
  }

  @Test func aNewFileNeverReplacesOne() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("new-recipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "mine".write(
      to: folder.appendingPathComponent("Soup.cook"), atomically: false, encoding: .utf8)
    // A dangling link where the second name would be is not followed.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Soup (2).cook").path, withDestinationPath: "/nonexistent")
    let path = try NewRecipeFile.create(in: folder.path, title: "Soup", text: "new")
    #expect(URL(fileURLWithPath: path).lastPathComponent == "Soup (3).cook")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("Soup.cook"), encoding: .utf8) == "mine")
    #expect(throws: NewRecipeFile.Failure.emptyTitle) {
      try NewRecipeFile.create(in: folder.path, title: "...", text: "x")
    }
  }

  /// A recipe read from a folder with one file.
  private func recipe(_ text: String) throws -> Recipe {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pieces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try text.write(
      to: folder.appendingPathComponent("R.cook"), atomically: false, encoding: .utf8)
    return try #require(try CooklangSource(folder: folder).recipe(forDishID: "R"))
  }

  @Test func eachAmountShowsAtItsMention() throws {
    let read = try recipe(
      "Mix @flour{250%g} and @salt{} with @eggs{2}\nin a #bowl{}.\n\n加入@白糖{1%汤匙}\n搅匀，煮~{3%分钟}。")
    #expect(read.stepTexts == ["Mix flour and salt with eggs in a bowl.", "加入白糖搅匀，煮3分钟。"])
    let texts = read.stepPieces.map(RecipeTextLayout.text(of:))
    #expect(texts == ["Mix flour (250 g) and salt with eggs (2) in a bowl.", "加入白糖（1 汤匙）搅匀，煮3分钟。"])
    // Scaled with the list.
    let doubled = read.scaled(by: 2).stepPieces.map(RecipeTextLayout.text(of:))
    #expect(doubled.first == "Mix flour (500 g) and salt with eggs (4) in a bowl.")
  }

  @Test func aPrivateUseCharacterInTheTextIsNotAMark() throws {
    let read = try recipe("Stir \u{E000} the @sugar{1%tsp} in.")
    let text = read.stepPieces.map(RecipeTextLayout.text(of:))
    #expect(text == ["Stir \u{FFFD} the sugar (1 tsp) in."])
  }

  @Test func minutesReadInChinese() {
    let chinese = Labels(.zh)
    let english = Labels(.en)
    func dish(_ minutes: Int?, time: String? = nil) -> Dish {
      Dish(idstr: "x", name: "x", diff: nil, time: time, imageUrl: nil, url: nil, minutes: minutes)
    }
    #expect(chinese.timeText(of: dish(10)) == "10分钟")
    #expect(chinese.timeText(of: dish(60)) == "1小时")
    #expect(chinese.timeText(of: dish(75)) == "1小时15分钟")
    #expect(chinese.timeText(of: dish(nil, time: "1小时以上")) == "1小时以上")
    #expect(english.timeText(of: dish(10)) == "10 min")
    #expect(chinese.timeText(of: dish(nil)) == "-")
  }
}
