import Foundation
import RecipeKit
import Testing

/// The Cooklang folder source beyond the conformance suite: the layout
/// (root, nested folders, config and hidden folders, menus, pictures), the
/// recipe's blocks, refreshing a changed file, and a hostile folder.
@Suite struct CooklangSourceTests {
  @Test func theLayoutGivesCategoriesIdsAndTitles() throws {
    try TemporaryBundle.with { folder in
      try folder.write("Lemonade.cook", "Squeeze @lemons{3}.\n")
      try folder.write("Breakfast/Eggs/Omelette.cook", "---\ntitle: French Omelette\n---\nBeat @eggs{3}.\n")
      try folder.write("Breakfast/Porridge.cook", "Cook @oats{50%g}.\n")
      try folder.write("config/aisle.conf", "[produce]\nlemons\n")
      try folder.write(".git/HEAD.cook", "hidden\n")
      try folder.write("Week.menu", "menu\n")
      try folder.write("Lemonade.shopping-list", "list\n")
      let source = try RecipeSources.open(folder: folder.folder)
      #expect(source is CooklangSource)
      // The menus come last, as a category of their own.
      #expect(source.categories.map(\.idstr) == [".", "Breakfast", "Breakfast/Eggs", ".menus"])
      #expect(source.categories[0].name == folder.folder.lastPathComponent)
      let dishes = source.allDishes().map(\.dish)
      #expect(
        dishes.map(\.idstr) == ["Lemonade", "Breakfast/Porridge", "Breakfast/Eggs/Omelette", "Week.menu"])
      #expect(dishes.map(\.name) == ["Lemonade", "Porridge", "French Omelette", "Week"])
    }
  }

  @Test func anEmptyFolderIsAnEmptyCollection() throws {
    try TemporaryBundle.with { folder in
      let source = try RecipeSources.open(folder: folder.folder)
      #expect(source.categories.count == 1)
      #expect(source.allDishes().isEmpty)
      #expect(source.check().problems.isEmpty)
    }
  }

  @Test func theRecipeShowsFactsSectionsCookwareNotesAndPictures() throws {
    try TemporaryBundle.with { folder in
      try folder.write(
        "Soup.cook",
        """
        ---
        servings: 2
        tags: [quick, vegan]
        source: Our kitchen
        ---
        -- a comment never shown
        = Stock
        > Use a big pot.

        Boil @water{1%l} in a #pot{} for ~{10%minutes}.

        == Finish ==
        Add @salt{=1%tsp} and ~rest{5%min}.

        """)
      try folder.write("Soup.jpg", "jpg")
      try folder.write("Soup.2.png", "png")
      let source = try RecipeSources.open(folder: folder.folder)
      let recipe = try #require(source.recipe(forDishID: "Soup"))
      let text = recipe.description
      #expect(recipe.title == "Soup")
      #expect(recipe.blocks.contains(.fact(.servings, "2")))
      #expect(recipe.blocks.contains(.fact(.tags, "quick, vegan")))
      #expect(recipe.blocks.contains(.fact(.source, "Our kitchen")))
      #expect(recipe.blocks.contains(.heading("Stock")) && recipe.blocks.contains(.heading("Finish")))
      #expect(recipe.blocks.contains(.cookware(["pot"])))
      #expect(recipe.blocks.contains(.note("Use a big pot.")))
      #expect(recipe.blocks.contains(.picture("Soup.2.png")) && recipe.blocks.contains(.picture("Soup.jpg")))
      #expect(recipe.stepTexts == ["Boil water in a pot for 10 minutes.", "Add salt and rest."])
      #expect(!text.contains("comment"))
      let lines = source.ingredientLines(forDishID: "Soup", amounts: true)
      #expect(lines.map(\.group) == ["Stock", "Finish"])
      #expect(lines[1].amount.isFixed)
      #expect(lines[0].amount.number?.low == 1)
    }
  }

  @Test func aChangedFileIsReadAfreshAndReloadSeesNewFiles() throws {
    try TemporaryBundle.with { folder in
      try folder.write("A.cook", "Stir @sugar{1%tsp}.\n")
      let source = try CooklangSource(folder: folder.folder)
      #expect(source.recipe(forDishID: "A")?.stepTexts == ["Stir sugar."])
      try folder.write("A.cook", "Stir @honey{1%tsp} well, now longer.\n")
      #expect(source.recipe(forDishID: "A")?.stepTexts == ["Stir honey well, now longer."])
      try folder.write("B.cook", "New.\n")
      #expect(source.recipe(forDishID: "B") == nil)
      source.reload()
      #expect(source.recipe(forDishID: "B")?.stepTexts == ["New."])
      source.invalidate(path: "B.cook")
      #expect(source.fileURL(forDishID: "B")?.lastPathComponent == "B.cook")
    }
  }

  @Test(.enabled(if: getuid() != 0, "running as root: mode 000 does not block reads"))
  func aLockedRecipeIsNamedAsPermissionDenied() throws {
    try TemporaryBundle.with { folder in
      try folder.write("Good.cook", "Mix @flour{250%g}.\n")
      try folder.write("Bad/Locked.cook", "Secret.\n")
      let locked = folder.path("Bad/Locked.cook")
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
      defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
      let source = try RecipeSources.open(folder: folder.folder)
      #expect(source.recipe(forDishID: "Good")?.stepTexts == ["Mix flour."])
      let lines = source.check().problems.map(\.line)
      #expect(
        lines.contains { $0.hasPrefix("Bad/Locked.cook: error:") && $0.contains("permission denied") },
        "\(lines)")
    }
  }

  @Test func aHostileFolderNeverStopsTheSourceAndEveryProblemIsNamed() throws {
    try TemporaryBundle.with { folder in
      try folder.write("Good.cook", "Mix @flour{250%g}.\n")
      try folder.write("Bad/Bytes.cook", Data([0x4D, 0xFF, 0xFE, 0x0A]))
      try folder.write("Bad/Escapes.cook", "---\ntitle: \u{1B}[2J\u{202E}evil\u{7}\n---\nStir @x\u{1B}]0;t\u{7}{1}.\n")
      try folder.write("Bad/Deep.cook", String(repeating: "[-", count: 10_000) + "\n")
      try folder.write("Bad/Big.cook", Data(repeating: 0x61, count: 10 << 20 + 1))
      try folder.write("Bad/Unclosed.cook", "Add @salt{1%tsp and stir.\n")
      try folder.write("Bad/Front.cook", "---\n: : [\n---\nStep.\n")
      try folder.write("Bad/Ref.cook", "Use @./Sauces/Missing{1%cup}.\n")
      try folder.write("Cycle/A.cook", "Use @./Cycle/B{1}.\n")
      try folder.write("Cycle/B.cook", "Use @./Cycle/A{1}.\n")
      try folder.write("Lonely.jpg", "jpg")
      try folder.write("Bad/Locked.cook", "Secret.\n")
      let locked = folder.path("Bad/Locked.cook")
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
      defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
      try FileManager.default.createSymbolicLink(
        atPath: folder.path("Bad/Loop"), withDestinationPath: folder.folder.path)
      try FileManager.default.createSymbolicLink(
        atPath: folder.path("Bad/Self.cook"), withDestinationPath: folder.path("Bad/Self.cook"))

      let source = try RecipeSources.open(folder: folder.folder)
      for dish in source.allDishes() {
        let recipe = source.recipe(forDishID: dish.dish.idstr)
        for text in [dish.dish.name] + (recipe?.blocks.map(\.description) ?? []) {
          #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }, "\(text.debugDescription)")
        }
      }
      #expect(source.recipe(forDishID: "Good")?.stepTexts == ["Mix flour."])
      let report = source.check()
      let lines = report.problems.map(\.line)
      func has(_ prefix: String, _ part: String) -> Bool {
        lines.contains { $0.hasPrefix(prefix) && $0.contains(part) }
      }
      #expect(has("Bad/Bytes.cook: error:", "not UTF-8"), "\(lines)")
      #expect(has("Bad/Big.cook: error:", "too large"), "\(lines)")
      #expect(has("Bad/Unclosed.cook:1:", "warning: unclosed `{`"), "\(lines)")
      #expect(has("Bad/Front.cook:", "error:"), "\(lines)")
      #expect(has("Bad/Ref.cook:1:5: warning:", "missing recipe"), "\(lines)")
      #expect(has("Cycle/A.cook:1:5: error:", "reference cycle"), "\(lines)")
      #expect(has("Cycle/B.cook:1:5: error:", "reference cycle"), "\(lines)")
      #expect(has("Lonely.jpg: warning:", "picture without a recipe"), "\(lines)")
      #expect(has("Bad/Loop: warning:", "symbolic link loop"), "\(lines)")
      #expect(has("Bad/Self.cook: warning:", "symbolic link loop"), "\(lines)")
      for line in lines {
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
      }
    }
  }
}
