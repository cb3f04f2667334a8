import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport
import Testing

@testable import RecipeApp

/// Issue 26 §4: `e` edits a recipe's file, `E` makes a new recipe, on a
/// real Cooklang folder with a headless terminal; the "editor" is a
/// function that changes the file as a person would, run inside the
/// terminal's hand-over.
@Suite struct RecipeEditTests {
  let folder: URL

  init() throws {
    folder = try SauceFolder.make(prefix: "recipe-edit")
  }

  private func file(_ name: String) -> URL { SauceFolder.file(name, in: folder) }

  /// The app on the folder after `keys`, with `editor` as the editor.
  private func run(
    _ keys: String, size: Size = Size(width: 120, height: 30),
    language: Labels.Language = .en, source: (any RecipeSource)? = nil,
    editor: ((String) -> Int32?)? = nil
  ) throws -> (HeadlessTerminal, AppCoordinator) {
    let source = try source ?? CooklangSource(folder: folder)
    let terminal = HeadlessTerminal(size: size, events: try KeyScript.parse(keys))
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(language), terminal: terminal)
    coordinator.recipeEdit?.runEditor = editor
    _ = coordinator.run()
    return (terminal, coordinator)
  }

  @Test func eOnADishRowEditsItsFileAndTheListAndPageFollow() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var edited: [String] = []
    let (terminal, coordinator) = try run("enter j e enter") { path in
      edited.append(path)
      let old = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      try? (old + "\n\nGrate @nutmeg{1%pinch} over it.")
        .write(toFile: path, atomically: false, encoding: .utf8)
      return 0
    }
    #expect(edited == [file("Bechamel").path])
    #expect(terminal.handOverCount == 1)
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("3. Grate nutmeg (1 pinch) over it."), "\(screen)")
    #expect(coordinator.dishes.selectedDish?.idstr == "Sauces/Bechamel")
  }

  @Test func eInTheRecipeSheetAndInCookModeEditsTheOpenRecipe() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var count = 0
    // Sheet: `enter j enter` opens Bechamel; `e` edits it. Cook mode
    // (`c`), at its second step, then `e`: the recipe loses a step and
    // cook mode shows the last one there is.
    let (terminal, coordinator) = try run("enter j enter e c space e") { path in
      count += 1
      let text =
        count == 1
        ? "Melt @butter{30%g}.\n\nWhisk in @flour{30%g}.\n\nAdd @milk{500%ml} slowly."
        : "Melt @butter{30%g} and stir in everything."
      try? text.write(toFile: path, atomically: false, encoding: .utf8)
      return 0
    }
    #expect(count == 2)
    #expect(terminal.handOverCount == 2)
    let page = try #require(coordinator.cookPage)
    #expect(page.plan.steps.count == 1)
    #expect(page.step == 0)
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("Melt butter and stir in everything."), "\(screen)")
  }

  @Test func theInspectorsChecklistFollowsAnEdit() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (terminal, _) = try run("enter j enter e", size: Size(width: 210, height: 30)) { path in
      let old = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      try? (old + "\n\nGrate @nutmeg{1%pinch} over it.")
        .write(toFile: path, atomically: false, encoding: .utf8)
      return 0
    }
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("[ ] nutmeg"), "\(screen)")
    #expect(screen.contains("Grate nutmeg (1 pinch) over it."))
  }

  @Test func anEditedRecipeKeepsTheStepItsTopLineBelongsTo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let filler = String(repeating: "stirred slowly and with care over a low flame, ", count: 5)
    let steps = (1...12).map { "Step number \($0) of the sauce, \(filler)done." }
    try steps.joined(separator: "\n\n").write(
      to: file("Bechamel"), atomically: false, encoding: .utf8)
    let (_, coordinator) = try run("enter j enter", size: Size(width: 120, height: 20))
    let view = coordinator.presenter.page.textView
    // The second line of step 9 at the top.
    let start9 = try #require(StepLines.firstLine(ofStep: 8, in: view.lines))
    let place = StepLines.anchor(ofLine: start9 + 1, in: view.lines)
    view.restore(anchor: place.anchor, line: place.line)
    coordinator.application.display()
    #expect(view.topLine == start9 + 1)
    // Three short new steps first: step 9 (by index) is now "Step
    // number 6" (the line at the same character would be in step 8 or 9).
    let edited = ["Warm the milk.", "Melt the butter.", "Sift the flour."] + steps
    try edited.joined(separator: "\n\n").write(
      to: file("Bechamel"), atomically: false, encoding: .utf8)
    coordinator.sourceWatch?.refresh(paths: [file("Bechamel").path], structural: false)
    coordinator.application.display()
    #expect(StepLines.step(atLine: view.topLine, in: view.lines) == 8)
    #expect(
      view.lines[view.topLine].text.contains("Step number 6 "), "\(view.lines[view.topLine].text)")
    // Fewer steps now: the last one.
    try "Only one step now.\n\nAnd a second."
      .write(to: file("Bechamel"), atomically: false, encoding: .utf8)
    coordinator.sourceWatch?.refresh(paths: [file("Bechamel").path], structural: false)
    coordinator.application.display()
    #expect(view.lines.indices.contains(view.topLine))
    let shown = view.lines[view.topLine...].map(\.text).joined(separator: "\n")
    #expect(shown.contains("2. And a second."), "\(shown)")
  }

  @Test func bigENamesANewRecipeInTheHighlightedCategory() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var seen: [String] = []
    let (terminal, coordinator) = try run("E text:Miso\\sGlaze enter") { path in
      seen.append((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
      try? "---\ntitle: Miso Glaze\n---\nWhisk @miso{2%tbsp} with @honey{1%tbsp}."
        .write(toFile: path, atomically: false, encoding: .utf8)
      return 0
    }
    let made = folder.appendingPathComponent("Sauces/Miso Glaze.cook")
    #expect(FileManager.default.fileExists(atPath: made.path))
    let template = try #require(seen.first)
    #expect(template.hasPrefix("---\ntitle: \"Miso Glaze\"\nservings: 2\ntags: []\n---\n"))
    #expect(template.contains("\n-- Cooklang"))
    #expect(template.contains("@water{500%ml}") && template.contains("#pot{}"))
    #expect(template.contains("~{10%minutes}"))
    // The template parses: one step, its ingredient, cookware and timer.
    let parsed = CooklangParser.parse(template)
    #expect(parsed.recipe.steps.count == 1)
    #expect(parsed.recipe.metadata.text(.title) == "Miso Glaze")
    #expect(coordinator.presenter.dish?.idstr == "Sauces/Miso Glaze")
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("Whisk miso (2 tbsp) with honey (1 tbsp)."), "\(screen)")
  }

  @Test func bigENeverOverwritesAndRemovesAnUnchangedFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try "Keep me.".write(to: file("Aioli"), atomically: false, encoding: .utf8)
    var paths: [String] = []
    let (terminal, _) = try run("E text:Aioli enter E text:Aioli enter") { path in
      paths.append(path)
      // The first is kept (changed), the second left as it was made.
      if paths.count == 1 {
        try? "Mix it.".write(toFile: path, atomically: false, encoding: .utf8)
      }
      return 0
    }
    #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
      "Aioli (2).cook", "Aioli (3).cook",
    ])
    #expect(try String(contentsOf: file("Aioli"), encoding: .utf8) == "Keep me.")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sauces/Aioli (2).cook").path))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sauces/Aioli (3).cook").path))
    let screen = try #require(terminal.lastFrame).text
    #expect(screen.contains("The new recipe was left unchanged and removed"))
  }

  @Test func bigEOnTheAppsOwnListsMakesTheFileAtTheRoot() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // `f` marks the first dish, so ★ Favourites is the first row; the
    // highlight goes up to it.
    let (_, coordinator) = try run("enter f tab k E text:Toast enter") { path in
      try? "Toast @bread{2%slices}.".write(toFile: path, atomically: false, encoding: .utf8)
      return 0
    }
    #expect(AppMemory.isList(try #require(coordinator.menu.cuisines.first)))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Toast.cook").path))
  }

  @Test func aPastedTitleLosesItsControlCharacters() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try CooklangSource(folder: folder)
    let events: [InputEvent] = [
      .key(.character("E")), .paste("\u{1B}[31mRed\u{07}"), .key(.enter),
    ]
    let terminal = HeadlessTerminal(size: Size(width: 120, height: 30), events: events)
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    var shown: [String] = []
    coordinator.recipeEdit?.runEditor = { path in
      shown.append(URL(fileURLWithPath: path).lastPathComponent)
      return 0
    }
    _ = coordinator.run()
    #expect(shown == ["[31mRed.cook"])
    let prompt = TitlePromptController(question: "? ")
    _ = prompt.handle(.paste("\u{1B}[31mRed\u{07}\u{9B}"))
    #expect(prompt.text == "[31mRed")
  }

  @Test func escLeavesTheQuestionWithoutAFile() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    var ran = false
    let (terminal, _) = try run("E text:Nope esc") { _ in
      ran = true
      return 0
    }
    #expect(!ran)
    #expect(terminal.handOverCount == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Sauces").path)
    #expect(names.sorted() == ["Aioli.cook", "Bechamel.cook", "Pesto.cook"])
  }

  @Test func eOnACategoryRowSaysBigE() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (terminal, _) = try run("e", language: .en) { _ in 0 }
    #expect(try #require(terminal.lastFrame).text.contains("E new recipe"))
    let (chinese, _) = try run("e", language: .zh) { _ in 0 }
    #expect(try #require(chinese.lastFrame).text.contains("按 E 新建菜谱"))
  }

  @Test(arguments: ["e", "enter e", "E"])
  func theBundleIsReadOnly(keys: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    let (terminal, coordinator) = try run(keys, source: bundle)
    #expect(coordinator.recipeEdit == nil)
    #expect(terminal.handOverCount == 0)
    #expect(try #require(terminal.lastFrame).text.contains("The iPad bundle is read-only"))
  }

  @Test func anEmptyFolderSaysBigE() throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipe-edit-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(at: empty)
      try? FileManager.default.removeItem(at: folder)
    }
    let (terminal, _) = try run("", source: try CooklangSource(folder: empty))
    #expect(try #require(terminal.lastFrame).text.contains("No dishes · E new recipe"))
  }

  @Test func anEditorThatCannotStartSaysSo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try CooklangSource(folder: folder)
    let terminal = HeadlessTerminal(
      size: Size(width: 120, height: 30), events: try KeyScript.parse("enter e"))
    let coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    coordinator.recipeEdit?.editor = EditorCommand(words: ["/nonexistent/editor-\(UUID().uuidString)"])
    _ = coordinator.run()
    #expect(try #require(terminal.lastFrame).text.contains("Cannot start the editor"))
  }
}
