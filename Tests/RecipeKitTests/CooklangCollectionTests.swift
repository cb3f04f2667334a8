import Foundation
import TestSupport
import Testing

/// Our own Cooklang collection, `Data/Cooklang` (issue 26, "Our own
/// collection"): clean text, references that resolve, enough recipes in
/// both languages over enough folders, every element of the language used
/// somewhere, and the `config/` files the shopping list reads.
@Suite struct CooklangCollectionTests {
  let scan = CooklangCollectionScan(root: PackagePaths.data.appendingPathComponent("Cooklang"))

  /// The recipes, the menus and the config files: everything read as text.
  var textFiles: [String] {
    scan.relativePaths().filter {
      $0.hasSuffix(".cook") || $0.hasSuffix(".menu") || $0.hasSuffix(".conf")
    }
  }

  @Test func everyTextFileIsUTF8WithoutControlCharacters() throws {
    #expect(textFiles.count >= 34)
    for file in textFiles {
      let text = try #require(try scan.text(of: file), "\(file) is not UTF-8")
      let bad = text.unicodeScalars.filter { scalar in
        guard scalar != "\n" else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
      }
      #expect(bad.isEmpty, "\(file): \(bad.map { String($0.value, radix: 16) })")
      #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(file) ends with one newline")
      #expect(!text.contains(" \n"), "\(file) has trailing spaces")
    }
    // Only recipes, menus, config and the pictures of a recipe are there.
    for file in scan.relativePaths() where !textFiles.contains(file) {
      let picture = file.split(separator: ".").first.map { String($0) + ".cook" }
      #expect(
        file.hasSuffix(".png") && picture.map(scan.recipes().contains) == true,
        "\(file) is neither text nor a recipe's picture")
    }
  }

  @Test func everyReferenceNamesARecipeOfTheCollection() throws {
    let recipes = Set(scan.recipes())
    var count = 0
    for file in scan.recipes() + scan.menus() {
      let text = try #require(try scan.text(of: file))
      for reference in CooklangCollectionScan.references(in: text) {
        count += 1
        #expect(recipes.contains(reference + ".cook"), "\(file): @./\(reference)")
        #expect(reference + ".cook" != file, "\(file) refers to itself")
      }
    }
    #expect(count >= 25, "references in recipes and menus")
  }

  @Test func atLeastThirtyRecipesInFiveFoldersAndBothLanguages() throws {
    let recipes = scan.recipes()
    #expect(recipes.count >= 30)
    let folders = Set(
      recipes.compactMap {
        $0.contains("/") ? $0.split(separator: "/").dropLast().joined(separator: "/") : nil
      })
    #expect(folders.count >= 5, "\(folders.sorted())")
    #expect(folders.contains("Breakfast/Eggs"), "a nested folder")
    #expect(recipes.contains { !$0.contains("/") }, "recipes in the root")
    let chinese = recipes.filter(CooklangCollectionScan.hasHan)
    #expect(
      chinese.count >= 15 && recipes.count - chinese.count >= 15,
      "\(chinese.count) of \(recipes.count)")
    // A Chinese recipe is written in Chinese, an English one in English.
    for file in recipes {
      let text = try #require(try scan.text(of: file))
      #expect(CooklangCollectionScan.hasHan(text) == chinese.contains(file), "\(file)")
    }
    #expect(scan.menus().count == 2)
  }

  @Test func theSetUsesEveryElementOfTheLanguage() throws {
    let texts = try scan.recipes().map { try #require(try scan.text(of: $0)) }
    let all = texts.joined(separator: "\n")
    let elements: [(String, String)] = [
      ("YAML front matter", #"(?m)^---\ntitle: "#), ("a YAML list", #"(?m)^  - \S"#),
      ("a flow list", #"(?m)^tags: \["#), ("nested keys", #"(?m)^source:\n  name: "#),
      ("older metadata lines", #"(?m)^>> servings: "#), ("a bare ingredient", #"@salt "#),
      ("several words", #"@ground pepper\{\}"#), ("a unit", #"@flour\{250%g\}"#),
      ("a count", #"@eggs?\{\d+\}"#), ("a fraction", #"\{1/2%cup\}"#),
      ("a preparation", #"\}\([^)]+\)"#), ("a fixed amount", #"@salt\{=1%tsp\}"#),
      ("a reference", #"@\./Sauces/Hollandaise\{150%g\}"#), ("cookware", #"#[a-z ]+\{\}"#),
      ("a timer", #"~\{25%minutes\}"#), ("a named timer", #"~eggs\{3%minutes\}"#),
      ("a line break", #"\\\n"#), ("a comment", #" -- "#), ("a block comment", #"\[- .+ -\]"#),
      ("a note", #"(?m)^> "#), ("a section", #"(?m)^= \S"#),
      ("a framed section", #"(?m)^== .+ ==$"#),
      ("a range", #"\{\d+-\d+%cups\}"#), ("a yield", #"(?m)^yield: "#),
      ("a yield list", #"(?m)^yield: \["#), ("servings", #"(?m)^servings: \d"#),
      ("serves", #"(?m)^serves: "#), ("time", #"(?m)^time: "#), ("prep time", #"(?m)^prep time: "#),
      ("cook time", #"(?m)^cook time: "#), ("time required", #"(?m)^time required: "#),
      ("duration", #"(?m)^duration: "#), ("time.prep", #"(?m)^time:\n  prep: "#),
      ("title", #"(?m)^title: "#), ("description", #"(?m)^description: "#),
      ("author", #"(?m)^author: "#), ("source", #"(?m)^source: \S"#), ("tags", #"(?m)^tags:"#),
      ("course", #"(?m)^course: "#), ("cuisine", #"(?m)^cuisine: "#), ("diet", #"(?m)^diet: "#),
      ("difficulty", #"(?m)^difficulty: "#), ("locale", #"(?m)^locale: "#),
    ]
    for (element, pattern) in elements {
      #expect(all.range(of: pattern, options: .regularExpression) != nil, "\(element): \(pattern)")
    }
    let withoutServings = texts.filter {
      !$0.contains("\nservings: ") && !$0.contains("\nserves: ") && !$0.contains(">> servings: ")
    }
    #expect(withoutServings.count >= 5, "recipes without servings")
    #expect(scan.relativePaths().contains { $0.hasSuffix(".png") }, "a recipe's picture")
  }

  @Test func theAisleFileListsEveryIngredientOnce() throws {
    let aisle = try #require(try scan.text(of: "config/aisle.conf"))
    var sections: [String] = []
    var names: [String: Int] = [:]
    for (number, line) in aisle.split(separator: "\n").enumerated() {
      if line.hasPrefix("[") {
        #expect(line.hasSuffix("]"), "line \(number + 1)")
        sections.append(String(line))
        continue
      }
      for name in line.split(separator: "|") {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        #expect(!key.isEmpty && names[key] == nil, "line \(number + 1): \(key) twice")
        names[key] = number
      }
    }
    #expect(sections.first == "[produce]" && sections.count >= 8)
    #expect(aisle.contains("\ncapsicum|bell pepper"))
    var missing: Set<String> = []
    for file in scan.recipes() {
      let text = try #require(try scan.text(of: file))
      for name in CooklangCollectionScan.ingredientNames(in: text) where names[name] == nil {
        missing.insert("\(file): \(name)")
      }
    }
    #expect(missing.isEmpty, "\(missing.sorted())")
    #expect(names["番茄"] != nil && names["西红柿"] == names["番茄"], "a Chinese synonym")
    #expect(names["bell pepper"] != nil && names["capsicum"] == names["bell pepper"])
  }

  @Test func thePantryFileIsLocationsOfQuantitiesAndInlineTables() throws {
    let pantry = try #require(try scan.text(of: "config/pantry.conf"))
    let quantity = #""[0-9.]+(%[^"%]+)?""#
    let date = #""\d\d\.\d\d\.\d{4}""#
    let key = #"([a-z_]+|"[^"]+")"#
    let attribute =
      #"(quantity = \#(quantity)|low = \#(quantity)|bought = \#(date)|expire = \#(date))"#
    let item = #"^\#(key) = (\#(quantity)|\{ \#(attribute)(, \#(attribute))* \})$"#
    var sections: [String] = []
    var tables = 0
    for line in pantry.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("[") {
        sections.append(String(line))
      } else {
        #expect(line.range(of: item, options: .regularExpression) != nil, "\(line)")
        if line.contains("{") { tables += 1 }
      }
    }
    #expect(sections == ["[fridge]", "[freezer]", "[pantry]"])
    #expect(tables >= 5)
    for attribute in ["quantity = ", "low = ", "bought = ", "expire = "] {
      #expect(pantry.contains(attribute))
    }
  }
}
