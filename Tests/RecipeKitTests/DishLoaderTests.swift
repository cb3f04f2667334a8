import Foundation
import Testing

@testable import RecipeKit

@Suite struct DishLoaderTests {
  let cuisine = Cuisine(idstr: "1", name: "家常菜")
  let file = "Plist/type_1_foods.plist"

  /// `count` dishes; every 97th entry has no name, every 251st is a string
  /// instead of a dict, and comments sit between some elements.
  func dishList(_ count: Int) -> String {
    var body = "<array>\n"
    for index in 0..<count {
      if index % 251 == 250 {
        body += "\t<string>not a dish</string>\n"
      } else if index % 97 == 96 {
        body += "\t<dict><key>idstr</key><string>\(index)</string></dict>\n"
      } else {
        body += "\t<dict><key>idstr</key><string>\(index)</string>"
        body += "<key>name</key><string>菜\(index)</string></dict>\n"
      }
      if index % 50 == 0 { body += "\t<!-- <array> after \(index) -->\n" }
    }
    return TemporaryBundle.xml(body + "</array>")
  }

  /// A bundle whose first cuisine's dish list is `text`.
  func withBundle(_ text: String, _ body: (TemporaryBundle) throws -> Void) throws {
    try TemporaryBundle.with { fixture in
      try fixture.write(
        "Plist/food_types.plist", TemporaryBundle.plist([["idstr": "1", "name": "家常菜"]]))
      try fixture.write(file, text)
      try body(fixture)
    }
  }

  /// What `dishes(of:)` gives on a fresh bundle: the dishes and warnings,
  /// or the error.
  func atOnce(_ fixture: TemporaryBundle) throws -> Result<([Dish], [BundleProblem]), BundleError> {
    let bundle = try RecipeBundle(folder: fixture.folder)
    do throws(BundleError) {
      let dishes = try bundle.dishes(of: cuisine)
      return .success((dishes, bundle.problems))
    } catch {
      return .failure(error)
    }
  }

  /// What a loader gives, part by part, on a fresh bundle, with its steps.
  func inParts(_ fixture: TemporaryBundle, size: Int) throws -> (
    Result<([Dish], [BundleProblem]), BundleError>, [DishLoader.Step]
  ) {
    let bundle = try RecipeBundle(folder: fixture.folder)
    let loader = try bundle.dishLoader(for: cuisine)
    var steps: [DishLoader.Step] = []
    do throws(BundleError) {
      while !loader.isComplete { steps.append(try loader.loadMore(upTo: size)) }
      return (.success((loader.dishes, bundle.problems)), steps)
    } catch {
      return (.failure(error), steps)
    }
  }

  @Test func partsGiveTheDishesAndWarningsOfTheWholeFile() throws {
    try withBundle(dishList(1000)) { fixture in
      let (result, steps) = try inParts(fixture, size: 64)
      let expected = try atOnce(fixture)
      #expect(try result.get().0 == expected.get().0)
      #expect(try result.get().1 == expected.get().1)
      #expect(try expected.get().1.count == 13)
      #expect(steps.count > 10)
      // Each step adds the dishes right after the previous ones.
      var next = 0
      for case .appended(let range) in steps {
        #expect(range.lowerBound == next)
        next = range.upperBound
      }
      #expect(!steps.contains(.replaced))
    }
  }

  @Test func theFirstPartIsReadyBeforeTheRest() throws {
    try withBundle(dishList(1000)) { fixture in
      let bundle = try RecipeBundle(folder: fixture.folder)
      let loader = try bundle.dishLoader(for: cuisine)
      #expect(try loader.loadMore(upTo: 10) == .appended(0..<10))
      #expect(loader.dishes.map(\.name).first == "菜0")
      #expect(!loader.isComplete)
      #expect(loader.fractionLoaded > 0 && loader.fractionLoaded < 0.05)
    }
  }

  @Test func aListThatFitsInOnePartIsCompleteAfterIt() throws {
    try withBundle(dishList(300)) { fixture in
      let bundle = try RecipeBundle(folder: fixture.folder)
      let loader = try bundle.dishLoader(for: cuisine)
      #expect(try loader.loadMore(upTo: 300) == .appended(0..<296))
      #expect(loader.isComplete)
      #expect(bundle.problems.count == 4)
    }
  }

  @Test func aCompleteLoaderLeavesItsDishesWithTheBundle() throws {
    try withBundle(dishList(300)) { fixture in
      let bundle = try RecipeBundle(folder: fixture.folder)
      let loader = try bundle.dishLoader(for: cuisine)
      try loader.loadAll()
      try fixture.write(file, "garbage")
      #expect(try bundle.dishes(of: cuisine) == loader.dishes)
      #expect(bundle.problems.count == 4)
      let again = try bundle.dishLoader(for: cuisine)
      #expect(again.isComplete && again.dishes == loader.dishes)
    }
  }

  @Test func aFileCutShortEndsWithTheErrorOfTheWholeFile() throws {
    let text = dishList(1000)
    let cut = String(text.utf8.prefix(text.utf8.count * 2 / 3)) ?? ""
    try withBundle(cut) { fixture in
      let (result, steps) = try inParts(fixture, size: 100)
      #expect(steps.count >= 5)
      guard case .failure(let error) = result, case .failure(let expected) = try atOnce(fixture)
      else {
        Issue.record("both should fail")
        return
      }
      #expect(error == expected)
    }
  }

  @Test func anElementNestedTooDeepLaterOnGivesTheNestingError() throws {
    let deep = String(repeating: "<array>", count: 100) + String(repeating: "</array>", count: 100)
    let text = dishList(500).replacingOccurrences(of: "<string>not a dish</string>", with: deep)
    try withBundle(text) { fixture in
      let (result, _) = try inParts(fixture, size: 50)
      #expect(throws: BundleError.unreadablePlist(file, reason: "nested more than 64 levels deep"))
      {
        try result.get()
      }
    }
  }

  @Test(arguments: [
    "<array><dict><key>idstr</key><string>1</string><key>name</key><string>A</string></dict>"
      + " stray text <dict><key>idstr</key><string>2</string><key>name</key><string>B</string></dict></array>",
    "<array><?pi x?><dict><key>idstr</key><string>1</string><key>name</key><string>A</string></dict></array>",
    "<array><dict><key>idstr</key><string>1</string><key>name</key><string>A</string></dict></array>"
      + "<!-- after -->",
    "<array/>",
    "<dict><key>idstr</key><string>1</string></dict>",
  ])
  func otherLayoutsGiveWhatTheWholeFileGives(root: String) throws {
    try withBundle(TemporaryBundle.xml(root)) { fixture in
      let (result, _) = try inParts(fixture, size: 1)
      let expected = try atOnce(fixture)
      switch (result, expected) {
      case (.success(let got), .success(let want)):
        #expect(got.0 == want.0 && got.1 == want.1)
      case (.failure(let got), .failure(let want)):
        #expect(got == want)
      default:
        Issue.record("loader \(result), dishes(of:) \(expected)")
      }
    }
  }

  @Test func aBinaryPlistIsDecodedAtOnce() throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let binary = try encoder.encode([["idstr": "9", "name": "烙饼"], ["idstr": "10", "name": "饺子"]])
    try TemporaryBundle.with { fixture in
      try fixture.write(
        "Plist/food_types.plist", TemporaryBundle.plist([["idstr": "1", "name": "家常菜"]]))
      try fixture.write(file, binary)
      let bundle = try RecipeBundle(folder: fixture.folder)
      let loader = try bundle.dishLoader(for: cuisine)
      #expect(try loader.loadMore(upTo: 1) == .replaced)
      #expect(loader.isComplete && loader.dishes.map(\.name) == ["烙饼", "饺子"])
    }
  }
}
