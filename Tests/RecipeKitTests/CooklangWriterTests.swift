import Testing

@testable import RecipeKit

@Suite struct CooklangWriterTests {
  @Test func aRecipeBecomesFrontMatterIngredientSectionsAndSteps() {
    var recipe = ImportedRecipe(title: "Lentil \"Red\" Soup")
    recipe.description = "Warm.\nFilling."
    recipe.ingredientGroups = [
      IngredientGroup(lines: ["1 cup red lentils", "2 carrots, diced"]),
      IngredientGroup(name: "主料", lines: ["150克 鸡胸肉"]),
    ]
    recipe.instructionSections = [
      InstructionSection(steps: ["Rinse the lentils."]),
      InstructionSection(name: "Simmer", steps: ["Cook for 30 minutes."]),
    ]
    recipe.yields = "4 servings"
    recipe.totalMinutes = 45
    recipe.prepMinutes = 15
    recipe.cookMinutes = 30
    recipe.image = "https://example.com/soup.jpg"
    recipe.author = "Ada"
    recipe.source = "https://example.com/soup"
    recipe.tags = ["soup", "vegan"]
    let expected = """
      ---
      title: "Lentil \\"Red\\" Soup"
      description: "Warm.\\nFilling."
      tags: ["soup", "vegan"]
      servings: "4 servings"
      time: 45 minutes
      prep time: 15 minutes
      cook time: 30 minutes
      image: "https://example.com/soup.jpg"
      author: "Ada"
      source: "https://example.com/soup"
      ---

      = Ingredients

      @red lentils{1%cup}

      @carrots{2}(diced)

      = 主料

      @鸡胸肉{150%g}

      = Instructions

      Rinse the lentils.

      = Simmer

      Cook for 30 minutes.

      """
    #expect(CooklangWriter.text(for: recipe) == expected)
  }

  @Test func anIngredientLineIsReadIntoItsAmountAndNothingIsLost() {
    // The issue's example, with the unit in its canonical spelling.
    #expect(
      CooklangIngredientLine.render("2 cups (250 g) all-purpose flour, sifted")
        == "@all-purpose flour{2%cup}(sifted; 250 g)")
    #expect(CooklangIngredientLine.render("salt to taste") == "@salt{}(; to taste)")
    // Markup in the name is made harmless; the amount is still read.
    #expect(CooklangIngredientLine.render("2 @eggs, beaten") == "@＠eggs{2}(beaten)")
    // A line too long to read is all name.
    let long = String(repeating: "a", count: IngredientLineParser.longestReadLine + 1)
    #expect(CooklangIngredientLine.render(long) == "@" + long + "{}")
    #expect(CooklangIngredientLine.render(" \n ") == "")
  }

  @Test func pageTextCannotBecomeCooklangMarkup() {
    #expect(
      CooklangSafeText.plain("Mix @salt and #pan ~{5%min}, -- done [- x -]")
        == "Mix ＠salt and ＃pan ∼{5%min}, – done [ - x -]")
    #expect(CooklangSafeText.plain("= not a section") == "＝ not a section")
    #expect(CooklangSafeText.plain("> not a note") == "＞ not a note")
    #expect(CooklangSafeText.plain("email me @ home, 50 % off") == "email me @ home, 50 % off")
    #expect(CooklangSafeText.plain("bell\u{7}\u{1B}[31mred") == "bell [31mred")
  }

  @Test func everyMarkerCooklangWouldMisreadIsALookAlike() {
    // `~` before a digit was read as a timer and lost (`4~5` → `45`).
    #expect(CooklangSafeText.plain("4~5 min, ~ ok") == "4∼5 min, ~ ok")
    // A backslash escapes the next character.
    #expect(CooklangSafeText.plain("a\\@b") == "a＼＠b")
    #expect(CooklangSafeText.safe("x\\", in: .name) == "x＼")
    // An `=` inside a section's name would make its line text.
    #expect(CooklangSafeText.sectionName("A = B ==") == "A ＝ B")
    #expect(CooklangSafeText.sectionName("==") == "Section")
    // Parentheses are harmless between braces, and kept there.
    #expect(CooklangSafeText.safe("1条 (约500克) 50%", in: .amount) == "1条 (约500克) 50％")
    #expect(CooklangSafeText.safe("(大)", in: .name) == "（大）")
    // `@　苦瓜` (an ideographic space after `@`) would be no ingredient.
    #expect(CooklangSafeText.safe("\u{3000}苦瓜\u{3000}", in: .name) == "苦瓜")
  }

  @Test func yamlStringsEscapeQuotesBackslashesAndControls() {
    #expect(CooklangSafeText.yamlQuoted("a \"b\" \\ c\u{1B}") == "\"a \\\"b\\\" \\\\ c\\x1b\"")
  }
}
