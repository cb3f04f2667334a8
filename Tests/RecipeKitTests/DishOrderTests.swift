import Foundation
import Testing

@testable import RecipeKit

@Suite struct DishOrderTests {
  /// Every distinct non-empty `diff` in the iPad corpus, with its level.
  static let corpusDifficulties: [(String, Difficulty)] = [
    ("切墩(初级)", .beginner), ("配菜(中级)", .intermediate), ("掌勺(高级)", .advanced),
  ]

  /// Every distinct non-empty `time` in the iPad corpus, with its minutes.
  static let corpusTimes: [(String, Int)] = [
    ("10分左右", 10), ("10分钟左右", 10), ("15分钟左右", 15), ("30分钟左右", 30), ("40分钟左右", 40),
    ("10-30分钟", 20), ("30-45分钟", 38), ("1小时以上", 90),
  ]

  /// A dish with only what sorting looks at.
  static func dish(_ id: String, diff: String? = nil, time: String? = nil) -> Dish {
    Dish(idstr: id, name: "菜\(id)", diff: diff, time: time, imageUrl: nil, url: nil)
  }

  // MARK: Difficulty

  @Test(arguments: corpusDifficulties)
  func everyCorpusDifficultyIsRead(text: String, level: Difficulty) {
    #expect(Difficulty(text: text) == level)
  }

  @Test(arguments: [
    ("初级", Difficulty.beginner), ("中级", .intermediate), ("高级", .advanced), ("切墩", .beginner),
    ("掌勺（高级）", .advanced), ("配菜 (中级)", .intermediate), (" 切墩\u{3000}（初级） ", .beginner),
    ("(高级)", .advanced),
  ])
  func difficultyToleratesHalvesFullWidthParenthesesAndSpaces(text: String, level: Difficulty) {
    #expect(Difficulty(text: text) == level)
  }

  @Test(arguments: ["", " ", "-", "很难", "初级中级", "切墩(高级)x", "beginner"])
  func otherDifficultyTextsAreUnknown(text: String) {
    #expect(Difficulty(text: text) == nil)
  }

  @Test func difficultiesCompareEasiestFirst() {
    #expect(Difficulty.beginner < .intermediate && Difficulty.intermediate < .advanced)
  }

  // MARK: Cooking time

  @Test(arguments: corpusTimes)
  func everyCorpusTimeIsRead(text: String, minutes: Int) {
    #expect(CookingTime(text: text)?.minutes == minutes)
  }

  @Test(
    arguments: [
      ("45-60分钟", 53), ("1-2小时", 90), ("2小时", 120), ("数小时", 180), ("半小时", 30), ("1个半小时", 90),
      ("两小时", 120), ("三十分钟", nil), ("10分钟以内", 5), ("20分钟内", 10), ("１０～３０分钟", 20),
      ("10 - 30 分钟", 20),
      ("30分钟以上", 45), ("5分", 5),
    ] as [(String, Int?)])
  func otherTimeFormsAreReadAsDocumented(text: String, minutes: Int?) {
    #expect(CookingTime(text: text)?.minutes == minutes)
  }

  @Test(arguments: ["", "-", "30", "分钟", "很快", "10-分钟", "-10分钟", "1-2-3小时", "1234567分钟", "99999小时"])
  func otherTimeTextsAreUnknown(text: String) {
    #expect(CookingTime(text: text) == nil)
  }

  @Test(.enabled(if: Corpus.isPresent, Corpus.absent))
  func theCorpusHasNoDifficultyOrTimeValuesBeyondTheListsAbove() throws {
    let corpus = try #require(Corpus.folder())
    let bundle = try RecipeBundle(folder: corpus)
    var diffs: Set<String> = []
    var times: Set<String> = []
    for cuisine in bundle.cuisines {
      for dish in try bundle.dishes(of: cuisine) {
        if let diff = dish.diff { diffs.insert(diff) }
        if let time = dish.time { times.insert(time) }
      }
    }
    #expect(diffs == Set(Self.corpusDifficulties.map(\.0)))
    #expect(times == Set(Self.corpusTimes.map(\.0)))
  }

  @Test func aDishExposesItsSortKeys() {
    let dish = Self.dish("1", diff: "掌勺(高级)", time: "30-45分钟")
    #expect(dish.difficulty == .advanced)
    #expect(dish.cookingTime?.minutes == 38)
    #expect(Self.dish("2").difficulty == nil && Self.dish("2").cookingTime == nil)
  }

  // MARK: Orders

  /// A cuisine's dishes in bundle order, with ties and unknowns.
  static let dishes: [Dish] = [
    dish("a", diff: "配菜(中级)", time: "1小时以上"),
    dish("b", diff: nil, time: "10分左右"),
    dish("c", diff: "切墩(初级)", time: nil),
    dish("d", diff: "配菜(中级)", time: "10-30分钟"),
    dish("e", diff: "怪", time: "10分钟左右"),
    dish("f", diff: "切墩(初级)", time: "一会儿"),
    dish("g", diff: "掌勺(高级)", time: "10-30分钟"),
  ]

  @Test func nameOrderKeepsTheBundlesOrder() {
    #expect(DishOrder.bundle.sorted(Self.dishes) == Self.dishes)
  }

  @Test func nameOrderFollowsPinyinNotCodePoints() {
    let names = ["番茄炒蛋", "白菜", "可乐鸡翅", "宫保鸡丁"]
    let dishes = names.enumerated().map {
      Dish(
        idstr: String($0.offset), name: $0.element, diff: nil, time: nil, imageUrl: nil, url: nil)
    }
    // bai, fan, gong, ke; by code point 可 (U+53EF) would come first.
    #expect(DishOrder.name.sorted(dishes).map(\.name) == ["白菜", "番茄炒蛋", "宫保鸡丁", "可乐鸡翅"])
  }

  @Test func difficultyOrderIsStableWithUnknownLast() {
    #expect(
      DishOrder.difficulty.sorted(Self.dishes).map(\.idstr) == ["c", "f", "a", "d", "g", "b", "e"])
  }

  @Test func timeOrderIsStableWithUnknownLast() {
    #expect(DishOrder.time.sorted(Self.dishes).map(\.idstr) == ["b", "e", "d", "g", "a", "c", "f"])
  }

  @Test func sortingAManyTiedListKeepsItsOrder() {
    let many = (0..<500).map {
      Self.dish(String($0), diff: $0 % 3 == 0 ? "切墩(初级)" : nil, time: "10分左右")
    }
    #expect(DishOrder.time.sorted(many) == many)
    let sorted = DishOrder.difficulty.sorted(many).map(\.idstr)
    let known = many.filter { $0.diff != nil }.map(\.idstr)
    let unknown = many.filter { $0.diff == nil }.map(\.idstr)
    #expect(sorted == known + unknown)
  }

  @Test func theOrdersAreNameDifficultyAndTime() {
    #expect(DishOrder.allCases == [.bundle, .name, .difficulty, .time])
    #expect(DishOrder(rawValue: "time") == .time)
  }
}
