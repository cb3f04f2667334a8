import Foundation
import Testing

@testable import RecipeKit

@Suite struct BundleCheckTests {
  /// Says a page has recipe text unless, stripped of tags crudely (good
  /// enough for tests, not a parser), it is empty or just 没有内容.
  static func pageHasText(_ url: URL) -> Bool {
    guard let html = try? String(contentsOf: url, encoding: .utf8) else { return false }
    var text = ""
    var inTag = false
    for character in html {
      switch character {
      case "<": inTag = true
      case ">": inTag = false
      default: if !inTag { text.append(character) }
      }
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return !trimmed.isEmpty && trimmed != "没有内容"
  }

  // MARK: Fixture bundles

  @Test func aGoodBundleHasNoProblems() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      let report = BundleCheck.run(folder: fixture.folder, pageHasText: Self.pageHasText)
      #expect(report.problems.isEmpty)
      #expect(report.isUsable)
      #expect(report.summary == "2 cuisines, 4 dishes, 4 pages: usable (0 errors, 0 warnings)")
    }
  }

  @Test func checkingABundleWritesNothingIntoIt() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write("Plist/type_2_foods.plist", "garbage")
      let before = fixture.snapshot()
      _ = BundleCheck.run(folder: fixture.folder, pageHasText: Self.pageHasText)
      #expect(fixture.snapshot() == before)
    }
  }

  @Test func oddEntriesAreWarningsInFileThenEntryOrder() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write(
        "Plist/food_types.plist",
        TemporaryBundle.plist([
          ["idstr": "1", "name": "家常菜", "nameb": "dd"], ["name": "无号菜系"],
          ["idstr": "2", "name": "川菜"],
          ["idstr": "1", "name": "又一个"],
        ]))
      try fixture.write(
        "Plist/type_1_foods.plist",
        TemporaryBundle.plist([
          TemporaryBundle.dish("101", "红烧肉", diff: "", time: "1小时以上"),
          ["idstr": "103"],
          TemporaryBundle.dish("102", "番茄炒蛋", diff: "切墩(初级)", time: ""),
          TemporaryBundle.dish("104", "无页菜", diff: "很难", time: "一会儿"),
        ]))
      try fixture.write(
        "Plist/type_2_foods.plist",
        TemporaryBundle.plist([
          TemporaryBundle.dish("201", "宫保鸡丁", diff: "配菜(中级)", time: "10-30分钟"),
          TemporaryBundle.dish("101", "重号菜", diff: "配菜(中级)", time: "10-30分钟"),
          TemporaryBundle.dish("../202", "越界菜", diff: "配菜(中级)", time: "10-30分钟"),
        ]))
      try fixture.write("Html/food/201.html", TemporaryBundle.page("\n没有内容\n"))
      try FileManager.default.removeItem(atPath: fixture.path("Html/css/recipe.css"))

      let report = BundleCheck.run(folder: fixture.folder, pageHasText: Self.pageHasText)
      #expect(
        report.problems.map(\.line) == [
          "Plist/food_types.plist: warning: entry 1 (无号菜系) skipped: no idstr",
          "Plist/food_types.plist: warning: cuisine 1 (又一个) repeats the id of \"家常菜\"; it is checked once",
          "Plist/type_1_foods.plist: warning: dish 101 (红烧肉) has no difficulty",
          "Plist/type_1_foods.plist: warning: entry 1 (id 103) skipped: no name",
          "Plist/type_1_foods.plist: warning: dish 102 (番茄炒蛋) has no time",
          "Plist/type_1_foods.plist: warning: dish 104 (无页菜) has an unknown difficulty \"很难\"",
          "Plist/type_1_foods.plist: warning: dish 104 (无页菜) has an unknown time \"一会儿\"",
          "Plist/type_1_foods.plist: warning: dish 104 (无页菜) has no page: Html/food/104.html is missing",
          "Plist/type_2_foods.plist: warning: dish 201 (宫保鸡丁) has a page with no recipe text: Html/food/201.html",
          "Plist/type_2_foods.plist: warning: dish 101 (重号菜) repeats the id of \"红烧肉\" in Plist/type_1_foods.plist",
          "Plist/type_2_foods.plist: warning: dish ../202 (越界菜) has no page: its id is not a safe file name",
          "Html/css/recipe.css: warning: missing (the pages link to it)",
        ])
      #expect(report.isUsable)
      #expect(report.summary == "2 cuisines, 6 dishes, 3 pages: usable (0 errors, 12 warnings)")
    }
  }

  @Test func aPageLinkedOutsideTheBundleIsReportedAndNeverRead() throws {
    try TemporaryBundle.with { outside in
      try outside.write("secret.html", TemporaryBundle.page("secret"))
      try TemporaryBundle.with { fixture in
        try fixture.writeGoodBundle()
        try FileManager.default.removeItem(atPath: fixture.path("Html/food/101.html"))
        try fixture.link("Html/food/101.html", to: outside.path("secret.html"))
        var asked: [String] = []
        let report = BundleCheck.run(folder: fixture.folder) { url in
          asked.append(url.lastPathComponent)
          return true
        }
        #expect(
          report.problems.map(\.line) == [
            "Plist/type_1_foods.plist: warning: dish 101 (红烧肉) has no page: Html/food/101.html leads outside the bundle"
          ])
        #expect(asked == ["102.html", "201.html", "202.html"])
      }
    }
  }

  @Test func aMissingOrBrokenDishListIsAnErrorButTheBundleStaysUsable() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write(
        "Plist/type_1_foods.plist",
        String(TemporaryBundle.plist([["idstr": "1", "name": "A"]]).prefix(120)))
      try fixture.write(
        "Plist/food_types.plist",
        TemporaryBundle.plist([
          ["idstr": "1", "name": "家常菜"], ["idstr": "2", "name": "川菜"],
          ["idstr": "3", "name": "鲁菜"],
          ["idstr": "a/b", "name": "坏号"],
        ]))
      let report = BundleCheck.run(folder: fixture.folder, pageHasText: Self.pageHasText)
      #expect(
        report.problems.map(\.line) == [
          "Plist/food_types.plist: error: cuisine id \"a/b\" is not a safe file name (letters, digits, - and _ only)",
          "Plist/type_1_foods.plist: error: not a property list (truncated or corrupt)",
          "Plist/type_3_foods.plist: error: missing (no such file)",
        ])
      #expect(report.isUsable)
      #expect(report.summary == "4 cuisines, 2 dishes, 2 pages: usable (3 errors, 0 warnings)")
    }
  }

  @Test func aBundleWhoseCuisinesHaveNoDishesIsNotUsable() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write("Plist/type_1_foods.plist", TemporaryBundle.xml("<array/>"))
      try FileManager.default.removeItem(atPath: fixture.path("Plist/type_2_foods.plist"))
      let report = BundleCheck.run(folder: fixture.folder, pageHasText: Self.pageHasText)
      #expect(
        report.problems.map(\.line) == [
          "Plist/food_types.plist: error: no cuisine has any dishes",
          "Plist/type_1_foods.plist: warning: cuisine 1 (家常菜) has no dishes",
          "Plist/type_2_foods.plist: error: missing (no such file)",
        ])
      #expect(!report.isUsable)
      #expect(report.summary == "2 cuisines, 0 dishes, 0 pages: not usable (2 errors, 1 warning)")
    }
  }

  @Test func aBundleWithoutCuisinesIsNotUsable() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write("Plist/food_types.plist", TemporaryBundle.plist([["name": "无号"]]))
      let report = BundleCheck.run(folder: fixture.folder, pageHasText: Self.pageHasText)
      #expect(
        report.problems.map(\.line) == [
          "Plist/food_types.plist: warning: entry 0 (无号) skipped: no idstr",
          "Plist/food_types.plist: error: no cuisines",
        ])
      #expect(!report.isUsable)
    }
  }

  @Test func aBundleThatCannotBeOpenedIsOneError() throws {
    try TemporaryBundle.with { fixture in
      let missing = fixture.folder.appendingPathComponent("nowhere")
      let report = BundleCheck.run(folder: missing, pageHasText: Self.pageHasText)
      #expect(report.problems.map(\.line) == ["\(missing.path): error: no such folder"])
      #expect(report.summary == "0 cuisines, 0 dishes, 0 pages: not usable (1 error, 0 warnings)")

      try fixture.makeFolder("Plist")
      try fixture.write("Plist/food_types.plist", TemporaryBundle.xml("<string>x</string>"))
      let notArray = BundleCheck.run(folder: fixture.folder, pageHasText: Self.pageHasText)
      #expect(
        notArray.problems.map(\.line) == [
          "Plist/food_types.plist: error: the root is a string, not an array"
        ])
      #expect(!notArray.isUsable)
    }
  }

  // MARK: The iPad corpus

  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func theIPadCorpusIsUsableWithItsKnownOddities() throws {
    let corpus = try #require(Corpus.folder())
    let report = BundleCheck.run(folder: corpus, pageHasText: Self.pageHasText)
    #expect(report.isUsable)
    #expect(report.cuisineCount == 16)
    #expect(report.dishCount == 827)
    #expect(report.pageCount == 827)
    // Found by reading the plists: five dishes with an empty diff and time,
    // two with only an empty time, 666 without either key (and an imageUrl
    // of 没有图片), whose page says only 没有内容.
    #expect(
      report.problems.map(\.line) == [
        "Plist/type_1_foods.plist: warning: dish 48 (豆豉鲮鱼油麦菜) has no difficulty",
        "Plist/type_1_foods.plist: warning: dish 48 (豆豉鲮鱼油麦菜) has no time",
        "Plist/type_1_foods.plist: warning: dish 123 (酱油炒饭) has no difficulty",
        "Plist/type_1_foods.plist: warning: dish 123 (酱油炒饭) has no time",
        "Plist/type_1_foods.plist: warning: dish 180 (柠檬鸭) has no time",
        "Plist/type_8_foods.plist: warning: dish 494 (凤尾虾) has no difficulty",
        "Plist/type_8_foods.plist: warning: dish 494 (凤尾虾) has no time",
        "Plist/type_13_foods.plist: warning: dish 581 (烙饼) has no difficulty",
        "Plist/type_13_foods.plist: warning: dish 581 (烙饼) has no time",
        "Plist/type_13_foods.plist: warning: dish 618 (鸡丝菠菜饼) has no time",
        "Plist/type_14_foods.plist: warning: dish 666 (脆皮花边香肠披萨) has no difficulty",
        "Plist/type_14_foods.plist: warning: dish 666 (脆皮花边香肠披萨) has no time",
        "Plist/type_14_foods.plist: warning: dish 666 (脆皮花边香肠披萨) has a page with no recipe text: Html/food/666.html",
        "Plist/type_15_foods.plist: warning: dish 729 (南瓜汤) has no difficulty",
        "Plist/type_15_foods.plist: warning: dish 729 (南瓜汤) has no time",
      ])
    #expect(report.summary == "16 cuisines, 827 dishes, 827 pages: usable (0 errors, 15 warnings)")
    print(report.problems.map(\.line).joined(separator: "\n"))
    print(report.summary)
  }
}
