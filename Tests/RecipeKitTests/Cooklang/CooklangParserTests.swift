import Testing

@testable import RecipeKit

/// Our own cases for what the canonical suite does not cover: sections,
/// notes, block comments, `\`, `=`, references, ranges, preparations.
@Suite struct CooklangParserTests {
  func parse(_ text: String) -> CooklangRecipe { CooklangParser.parse(text).recipe }

  func ingredient(_ text: String) throws -> CooklangIngredient {
    try #require(parse(text).ingredients.first)
  }

  @Test func sectionsNameTheirSteps() {
    let recipe = parse(
      "Heat the #oven{}.\n\n= Dough\n\nMix @flour{200%g}.\n\nKnead.\n\n== Filling ==\nAdd @cheese{100%g}.\n"
    )
    #expect(recipe.sections.map(\.name) == [nil, "Dough", "Filling"])
    #expect(recipe.sections.map(\.steps) == [[0], [1, 2], [3]])
    #expect(recipe.steps.map(\.section) == [0, 1, 1, 2])
    #expect(recipe.steps[3].text == "Add cheese.")
  }

  @Test func aSectionBeforeAnyStepLeavesNoEmptyUnnamedOne() {
    let recipe = parse("= Only\nstep\n")
    #expect(recipe.sections.map(\.name) == ["Only"])
    #expect(recipe.sections[0].line == 1)
  }

  @Test func anEqualsLineThatIsNoSectionIsAStepOfItsOwn() {
    let recipe = parse("== A = B ==\nnext line\n")
    #expect(recipe.sections.map(\.name) == [nil])
    #expect(recipe.steps.map(\.text) == ["== A = B ==", "next line"])
  }

  @Test func notesAreParagraphsStartingWithAngle() {
    let recipe = parse("> Don't burn the roux!\n> Really.\n\nMash @potato{2%kg}.\n\n> After.\n")
    #expect(recipe.notes.map(\.text) == ["Don't burn the roux! Really.", "After."])
    #expect(recipe.notes.map(\.stepsBefore) == [0, 1])
    #expect(recipe.notes.map(\.line) == [1, 6])
    #expect(recipe.steps.count == 1)
    // Mid-paragraph, `>` is text.
    #expect(parse("a\n> b\n").steps.map(\.text) == ["a > b"])
  }

  @Test func blockCommentsSpanLinesAndAreLeftOut() {
    let recipe = parse("Slowly add @milk{4%cup} [- TODO change\n\nunits -], keep mixing\n")
    #expect(recipe.steps.count == 1)
    #expect(recipe.steps[0].text == "Slowly add milk , keep mixing")
  }

  @Test func anUnclosedBlockCommentEndsTheTextWithAWarning() {
    let result = CooklangParser.parse("one\n\ntwo [- open\n\nthree\n")
    #expect(result.recipe.steps.map(\.text) == ["one", "two "])
    #expect(result.problems.map(\.line) == [3])
    #expect(result.problems.first?.column == 5)
  }

  @Test func tenThousandNestedCommentOpeningsAreOneComment() {
    let text =
      "before " + String(repeating: "[-", count: 10_000) + " x "
      + String(repeating: "-]", count: 10_000) + " after\n"
    let recipe = parse(text)
    #expect(recipe.steps.count == 1)
    // The first `-]` closes it (comments do not nest); the rest is text.
    #expect(recipe.steps[0].text.hasPrefix("before "))
    #expect(recipe.steps[0].text.hasSuffix("-] after"))
  }

  @Test func lineCommentsButNotDashRuns() {
    #expect(parse("Mash -- or boil\nthem\n").steps.map(\.text) == ["Mash  them"])
    #expect(parse("a --- b\n").steps.map(\.text) == ["a --- b"])
  }

  @Test func aBackslashEscapesAndBreaksLines() {
    let recipe = parse("Mix \\@not an ingredient \\\nnew line\n")
    #expect(recipe.ingredients.isEmpty)
    #expect(recipe.steps[0].text == "Mix @not an ingredient \nnew line")
  }

  @Test func fixedAmountsAreMarked() throws {
    let salt = try ingredient("Season with @salt{=1%tsp}.")
    #expect(salt.fixed)
    #expect(salt.quantity == CooklangQuantity(.number(1), text: "1"))
    #expect(salt.unit == "tsp")
    #expect(try !ingredient("@salt{1%tsp}").fixed)
    #expect(try ingredient("@yeast{= 1/2 %packet}").quantity?.number == 0.5)
  }

  @Test func referencesKeepTheirPath() throws {
    let sauce = try ingredient("Pour over @./Sauces/Hollandaise{150%g}.")
    #expect(sauce.name == "Hollandaise")
    #expect(sauce.reference == "./Sauces/Hollandaise")
    #expect(sauce.quantity?.number == 150)
    #expect(try ingredient("@../Up/Stock{}").reference == "../Up/Stock")
    #expect(try ingredient("@plain{}").reference == nil)
  }

  @Test func rangesAreOurExtension() throws {
    let flour = try ingredient("@flour{1-2%cups}")
    #expect(flour.quantity == CooklangQuantity(.range(1, 2), text: "1-2"))
    #expect(try ingredient("@milk{1/2 - 3/4%cup}").quantity?.value == .range(0.5, 0.75))
    #expect(try ingredient("@x{a-b}").quantity?.value == .text("a-b"))
  }

  @Test func quantitiesOfEveryForm() throws {
    #expect(try ingredient("@a{1 1/2}").quantity?.number == 1.5)
    #expect(try ingredient("@a{.5}").quantity?.number == 0.5)
    #expect(try ingredient("@a{1.}").quantity?.value == .text("1."))
    #expect(try ingredient("@a{1/0}").quantity?.value == .text("1/0"))
    #expect(try ingredient("@a{a  few}").quantity?.text == "a few")
    #expect(try ingredient("@a").quantity == nil)
  }

  @Test func preparationsFollowTheComponent() throws {
    let onion = try ingredient("Mix @onion{1}(peeled and finely chopped) in.")
    #expect(onion.preparation == "peeled and finely chopped")
    #expect(try ingredient("@garlic(minced)").preparation == "minced")
    #expect(try ingredient("@garlic{} (minced)").preparation == nil)
    #expect(parse("#pan{}(non-stick)").cookware.first?.note == "non-stick")
  }

  @Test func timersNamedAndUnnamed() {
    let timers = parse("Boil @eggs{2} for ~eggs{3%minutes}, bake ~{25%minutes}, ~rest.").timers
    #expect(timers.map(\.name) == ["eggs", nil, "rest"])
    #expect(timers.map { $0.quantity?.number } == [3, 25, nil])
    #expect(timers.map(\.unit) == ["minutes", "minutes", nil])
  }

  @Test func problemsHaveLinesAndColumns() {
    let result = CooklangParser.parse("ok\n\nAdd @rice{2%bowlfulz} and @salt{1%tsp\nmore\n")
    #expect(result.problems.map(\.severity) == [.warning, .warning])
    #expect(result.problems.map(\.line) == [3, 3])
    #expect(result.problems.map(\.column) == [13, 32])
    #expect(result.problems[0].message.contains("bowlfulz"))
    #expect(result.problems[1].message.contains("unclosed"))
    #expect(
      result.problems[1].text(path: "a.cook") == "a.cook:3:32: warning: "
        + result.problems[1].message)
    // The unclosed `{` is text.
    #expect(result.recipe.steps[1].text.hasSuffix("salt{1%tsp more"))
  }

  @Test func aComponentWithoutANameIsText() {
    let result = CooklangParser.parse("Add @{2} and #{} then ~{}\n")
    #expect(result.recipe.steps[0].items == [.text("Add @{2} and #{} then ~{}")])
    #expect(result.problems.count == 3)
  }

  @Test func hostileTextStaysText() {
    let text = "\u{1B}[31m@red\u{1B}[0m \u{202E}evil\u{0}\n\r\n#pan{\u{7}}"
    let recipe = parse(text)
    #expect(recipe.ingredients.map(\.name) == ["red\u{1B}"])
    #expect(recipe.cookware.first?.quantity?.text == "\u{7}")
  }

  @Test func manyUnclosedBracesStayLinear() {
    let text = String(repeating: "@a{ ", count: 50_000)
    let result = CooklangParser.parse(text)
    #expect(result.recipe.ingredients.count == 50_000)
    #expect(result.problems.count == 50_000)
  }
}
