import Foundation
import Testing

@testable import RecipeKit

@Suite struct RecipeBundleTests {
  // MARK: A good bundle

  @Test func aGoodBundleListsCuisinesAndDishesInFileOrder() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      let bundle = try RecipeBundle(folder: fixture.folder)
      #expect(
        bundle.cuisines == [Cuisine(idstr: "1", name: "家常菜"), Cuisine(idstr: "2", name: "川菜")])
      let dishes = try bundle.dishes(of: bundle.cuisines[0])
      #expect(dishes.map(\.name) == ["红烧肉", "番茄炒蛋"])
      #expect(dishes.first?.diff == "配菜(中级)")
      #expect(dishes.first?.imageUrl == nil)
      #expect(try bundle.dishes(of: bundle.cuisines[1]).map(\.idstr) == ["201", "202"])
      #expect(bundle.problems.isEmpty)
    }
  }

  @Test func openingAndReadingABundleWritesNothingIntoIt() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      let before = fixture.snapshot()
      let bundle = try RecipeBundle(folder: fixture.folder)
      for cuisine in bundle.cuisines {
        for dish in try bundle.dishes(of: cuisine) {
          _ = bundle.pageURL(forDishID: dish.idstr)
        }
      }
      #expect(fixture.snapshot() == before)
    }
  }

  @Test func dishesAreDecodedOnceAndKept() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write(
        "Plist/type_1_foods.plist",
        TemporaryBundle.plist([
          TemporaryBundle.dish("101", "红烧肉", diff: "配菜(中级)", time: "1小时以上"), ["name": "无号"],
        ]))
      let bundle = try RecipeBundle(folder: fixture.folder)
      let cuisine = bundle.cuisines[0]
      let first = try bundle.dishes(of: cuisine)
      // Spoil the file: a second call must not read it again.
      try fixture.write("Plist/type_1_foods.plist", "garbage")
      #expect(try bundle.dishes(of: cuisine) == first)
      #expect(bundle.problems.count == 1)
    }
  }

  @Test func skippedEntriesCollectInProblemsAsFilesAreRead() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write(
        "Plist/food_types.plist",
        TemporaryBundle.plist([
          ["idstr": "1", "name": "家常菜"], ["idstr": "2", "name": "川菜"], ["idstr": "3"],
        ]))
      try fixture.write(
        "Plist/type_2_foods.plist",
        TemporaryBundle.plist([["idstr": "201", "name": "宫保鸡丁"], ["idstr": "", "name": "空号"]]))
      let bundle = try RecipeBundle(folder: fixture.folder)
      #expect(bundle.cuisines.count == 2)
      #expect(
        bundle.problems.map(\.line) == [
          "Plist/food_types.plist: warning: entry 2 (id 3) skipped: no name"
        ])
      _ = try bundle.dishes(of: bundle.cuisines[1])
      #expect(
        bundle.problems.map(\.line) == [
          "Plist/food_types.plist: warning: entry 2 (id 3) skipped: no name",
          "Plist/type_2_foods.plist: warning: entry 1 (空号) skipped: idstr is empty",
        ])
    }
  }

  // MARK: Bundles that cannot be opened

  @Test func aMissingFolderThrows() throws {
    try TemporaryBundle.with { fixture in
      let missing = fixture.folder.appendingPathComponent("nowhere")
      #expect(throws: BundleError.missingFolder(missing.path)) { try RecipeBundle(folder: missing) }
      #expect(
        BundleError.missingFolder(missing.path).description == "\(missing.path): no such folder")
    }
  }

  @Test func aFileInPlaceOfTheFolderThrows() throws {
    try TemporaryBundle.with { fixture in
      try fixture.write("file", "x")
      let file = fixture.folder.appendingPathComponent("file")
      #expect(throws: BundleError.notAFolder(file.path)) { try RecipeBundle(folder: file) }
    }
  }

  @Test func aMissingCuisineListThrows() throws {
    try TemporaryBundle.with { fixture in
      try fixture.makeFolder("Plist")
      #expect(throws: BundleError.missingFile("Plist/food_types.plist")) {
        try RecipeBundle(folder: fixture.folder)
      }
      #expect(
        BundleError.missingFile("Plist/food_types.plist").description
          == "Plist/food_types.plist: missing (no such file)")
    }
  }

  @Test func aFolderInPlaceOfTheCuisineListThrows() throws {
    try TemporaryBundle.with { fixture in
      try fixture.makeFolder("Plist/food_types.plist")
      let error = BundleError.notAFile("Plist/food_types.plist", kind: "a folder")
      #expect(throws: error) { try RecipeBundle(folder: fixture.folder) }
      #expect(error.description == "Plist/food_types.plist: is a folder, not a file")
    }
  }

  @Test func aTruncatedCuisineListThrowsOneLine() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      let full = TemporaryBundle.plist([["idstr": "1", "name": "家常菜"]])
      try fixture.write("Plist/food_types.plist", String(full.dropLast(30)))
      do throws(BundleError) {
        _ = try RecipeBundle(folder: fixture.folder)
        Issue.record("opened a bundle with a truncated cuisine list")
      } catch {
        #expect(
          error.description == "Plist/food_types.plist: not a property list (truncated or corrupt)")
      }
    }
  }

  @Test func aCuisineListWhoseRootIsNotAnArrayThrows() throws {
    try TemporaryBundle.with { fixture in
      try fixture.write(
        "Plist/food_types.plist",
        TemporaryBundle.xml("<dict><key>idstr</key><string>1</string></dict>"))
      #expect(
        throws: BundleError.unreadablePlist(
          "Plist/food_types.plist", reason: "the root is a dictionary, not an array")
      ) {
        try RecipeBundle(folder: fixture.folder)
      }
    }
  }

  @Test func aCuisineListInASymbolicLinkLoopThrows() throws {
    try TemporaryBundle.with { fixture in
      try fixture.link("Plist/food_types.plist", to: "food_types.plist")
      #expect(
        throws: BundleError.unreadableFile(
          "Plist/food_types.plist", reason: "symbolic link loop (too many levels of symbolic links)"
        )
      ) {
        try RecipeBundle(folder: fixture.folder)
      }
    }
  }

  // Root reads mode-000 files anyway (tests often run as root in
  // containers); then the bundle opens and there is nothing to assert.
  @Test(.enabled(if: geteuid() != 0, "running as root: mode 000 does not block reads"))
  func anUnreadableCuisineListThrows() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try #require(chmod(fixture.path("Plist/food_types.plist"), 0) == 0)
      #expect(
        throws: BundleError.unreadableFile("Plist/food_types.plist", reason: "permission denied")
      ) {
        try RecipeBundle(folder: fixture.folder)
      }
    }
  }

  // MARK: One cuisine's dishes

  @Test func aMissingDishListIsAnErrorForThatCuisineOnly() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try FileManager.default.removeItem(atPath: fixture.path("Plist/type_1_foods.plist"))
      let bundle = try RecipeBundle(folder: fixture.folder)
      #expect(throws: BundleError.missingFile("Plist/type_1_foods.plist")) {
        try bundle.dishes(of: bundle.cuisines[0])
      }
      #expect(try bundle.dishes(of: bundle.cuisines[1]).count == 2)
    }
  }

  @Test func aFolderOrLinkLoopInPlaceOfADishListIsAnError() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try FileManager.default.removeItem(atPath: fixture.path("Plist/type_1_foods.plist"))
      try fixture.makeFolder("Plist/type_1_foods.plist")
      try FileManager.default.removeItem(atPath: fixture.path("Plist/type_2_foods.plist"))
      try fixture.link("Plist/type_2_foods.plist", to: "type_2_foods.plist")
      let bundle = try RecipeBundle(folder: fixture.folder)
      #expect(throws: BundleError.notAFile("Plist/type_1_foods.plist", kind: "a folder")) {
        try bundle.dishes(of: bundle.cuisines[0])
      }
      #expect(
        throws: BundleError.unreadableFile(
          "Plist/type_2_foods.plist",
          reason: "symbolic link loop (too many levels of symbolic links)")
      ) {
        try bundle.dishes(of: bundle.cuisines[1])
      }
    }
  }

  @Test func aCuisineIdThatIsNotASafeFileNameIsAnErrorNotAPath() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      // If the id were used as is, this file would be read.
      try fixture.write("type_x_foods.plist", TemporaryBundle.plist([["idstr": "1", "name": "外"]]))
      try fixture.write(
        "Plist/food_types.plist", TemporaryBundle.plist([["idstr": "../x", "name": "坏"]]))
      let bundle = try RecipeBundle(folder: fixture.folder)
      let error = BundleError.unsafeCuisineID("Plist/food_types.plist", id: "../x")
      #expect(throws: error) { try bundle.dishes(of: bundle.cuisines[0]) }
      #expect(
        error.description
          == "Plist/food_types.plist: cuisine id \"../x\" is not a safe file name (letters, digits, - and _ only)"
      )
    }
  }

  // MARK: Pages

  @Test func aPageInsideTheBundleIsFound() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      let bundle = try RecipeBundle(folder: fixture.folder)
      let url = try #require(bundle.pageURL(forDishID: "101"))
      #expect(url.lastPathComponent == "101.html")
      #expect(try String(contentsOf: url, encoding: .utf8).contains("菜 101"))
    }
  }

  @Test(arguments: [
    "../../etc/passwd", "", "101.html", "10 1", "..", "a/b", "菜", "101\n",
    String(repeating: "9", count: 201),
  ])
  func anIdThatIsNotASafeFileNameHasNoPage(id: String) throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      let bundle = try RecipeBundle(folder: fixture.folder)
      #expect(bundle.pageURL(forDishID: id) == nil)
      #expect(bundle.page(forDishID: id) == .unsafeID)
    }
  }

  @Test func aPageLinkPointingOutsideTheBundleIsRefused() throws {
    try TemporaryBundle.with { outside in
      try outside.write("secret.html", TemporaryBundle.page("secret"))
      try TemporaryBundle.with { fixture in
        try fixture.writeGoodBundle()
        try fixture.link("Html/food/9.html", to: outside.path("secret.html"))
        try fixture.link(
          "Html/food/8.html", to: "../../../\(outside.folder.lastPathComponent)/secret.html")
        let bundle = try RecipeBundle(folder: fixture.folder)
        #expect(bundle.pageURL(forDishID: "9") == nil)
        #expect(bundle.page(forDishID: "9") == .outsideBundle)
        #expect(bundle.page(forDishID: "8") == .outsideBundle)
      }
    }
  }

  @Test func aPageLinkInsideTheBundleResolvesToItsTarget() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.link("Html/food/7.html", to: "101.html")
      let bundle = try RecipeBundle(folder: fixture.folder)
      let url = try #require(bundle.pageURL(forDishID: "7"))
      #expect(url.lastPathComponent == "101.html")
    }
  }

  @Test func aBundleReachedThroughASymbolicLinkStillFindsItsPages() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try TemporaryBundle.with { other in
        try other.link("bundle", to: fixture.folder.path)
        let bundle = try RecipeBundle(folder: other.folder.appendingPathComponent("bundle"))
        #expect(bundle.pageURL(forDishID: "101") != nil)
      }
    }
  }

  @Test func aMissingPageAFolderOrALinkLoopHasNoPage() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.makeFolder("Html/food/5.html")
      try fixture.link("Html/food/6.html", to: "6.html")
      let bundle = try RecipeBundle(folder: fixture.folder)
      #expect(bundle.page(forDishID: "4") == .missing)
      #expect(bundle.page(forDishID: "5") == .notAFile)
      #expect(bundle.page(forDishID: "6") == .missing)
      #expect(bundle.pageURL(forDishID: "5") == nil)
    }
  }
}
