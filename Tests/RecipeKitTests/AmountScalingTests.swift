import Testing

@testable import RecipeKit

@Suite struct AmountScalingTests {
  /// The amount's own text without the shortcut to the page's text.
  static func normalized(_ amount: Amount) -> String {
    var copy = amount
    copy.isAsWritten = false
    return copy.text
  }

  static let measuredCells = AmountReaderTests.corpusCells.map { AmountReader.read($0.0) }
    .filter(\.isMeasured)

  @Test func doublingThenHalvingGivesTheAmountBack() {
    for amount in Self.measuredCells {
      let back = amount.scaled(by: 2).scaled(by: 0.5)
      #expect(back.number == amount.number, "\(amount.written)")
      #expect(back.text == Self.normalized(amount), "\(amount.written)")
    }
  }

  @Test func doublingThenHalvingThroughTheTextGivesTheAmountBack() {
    // Amounts already on the cook's grid survive a round trip through text.
    for amount in Self.measuredCells {
      guard let number = amount.number, let unit = amount.unit,
        CookRounding.round(number.low, for: unit.kind) == number.low
      else { continue }
      let doubled = AmountReader.read(amount.shown(scale: 2))
      let back = doubled.scaled(by: 0.5)
      #expect(back.number?.low == number.low, "\(amount.written) → \(doubled.written)")
    }
  }

  @Test func convertingToMetricAndBackIsTheIdentityWithinRounding() throws {
    for amount in Self.measuredCells where amount.kind == .quantity {
      let unit = try #require(amount.unit)
      let number = try #require(amount.number)
      let metric = amount.converted(to: .metric)
      let back = try #require(metric.converted(to: unit))
      #expect(abs((back.number?.low ?? -1) - number.low) < 1e-9, "\(amount.written)")
      // Through the text too: what is printed in metric reads back to the
      // same amount once rounded for the page's unit.
      let printed = AmountReader.read(metric.text)
      let reread = try #require(printed.converted(to: unit), "\(metric.text)")
      let rounded = CookRounding.round(reread.number?.low ?? 0, for: unit.kind)
      #expect(rounded == CookRounding.round(number.low, for: unit.kind), "\(amount.written)")
    }
  }

  @Test(arguments: [
    ("半斤", "250克"), ("二两", "100克"), ("1公斤", "1公斤"), ("2kg", "2kg"), ("1.5升", "1.5升"),
    ("1汤匙", "15毫升"), ("1茶匙", "5毫升"), ("半茶匙", "2.5毫升"), ("1勺", "15毫升"), ("50g", "50g"),
    ("2个", "2个"), ("适量", "适量"), ("1茶匙（5ml）", "5毫升"), ("2条（约500g）", "2条（约500g）"),
    ("1斤（约500g）", "500克"), ("三钱", "15克"),
  ])
  func metricUnits(cell: String, metric: String) {
    #expect(AmountReader.read(cell).shown(units: .metric) == metric)
  }

  @Test func spoonSizesComeFromTheOptions() {
    let options = AmountOptions(largeSpoon: 20, smallSpoon: 4, plainSpoonIsLarge: false)
    #expect(AmountReader.read("1汤匙").shown(units: .metric, options: options) == "20毫升")
    #expect(AmountReader.read("1勺").shown(units: .metric, options: options) == "4毫升")
    let broken = AmountOptions(largeSpoon: .nan, smallSpoon: -1)
    #expect(broken.largeSpoon == 15 && broken.smallSpoon == 5)
  }

  @Test(arguments: [
    ("37克", 3.0, "110克"), ("3克", 1.0 / 3.0, "1克"), ("1克", 0.25, "0.3克"), ("1个", 0.25, "¼个"),
    ("1个", 1.0 / 3.0, "⅓个"), ("半个", 0.25, "⅛个"), ("一个", 1.5, "一个半"), ("两个", 0.25, "半个"),
    ("一根", 1.0 / 3.0, "⅓根"), ("1汤匙", 1.5, "1.5汤匙"), ("1个半", 2.0, "3个"), ("2个", 0.75, "1.5个"),
    ("1kg", 1.0 / 3.0, "0.33kg"), ("250克", 1.5, "375克"), ("3", 0.5, "1.5"),
    ("一斤", 1.5, "一斤半"), ("二两", 1.5, "三两"),
  ])
  func scaledAmountsAreRoundedLikeACook(cell: String, scale: Double, shown: String) {
    #expect(AmountReader.read(cell).shown(scale: scale) == shown)
  }

  @Test func aPositiveAmountIsNeverShownAsZeroInfOrNaN() {
    let cells = ["1个", "1克", "1/8小勺", "99999斤", "1000000克", "半个", "1/0个", "99999999999斤"]
    let scales = [1e-300, 0.25, 1.0 / 3.0, 4, 1e300, .infinity, .nan, -2, 0]
    for cell in cells {
      for scale in scales {
        for units in UnitSystem.allCases {
          let text = AmountReader.read(cell).shown(scale: scale, units: units)
          #expect(!text.contains("inf") && !text.contains("nan"), "\(cell) ×\(scale)")
          #expect(!text.hasPrefix("0个") && !text.hasPrefix("0克"), "\(cell) ×\(scale): \(text)")
        }
      }
    }
  }

  @Test func scaleStepsGoThroughTheIssuesFactors() {
    var scale = 1.0
    var up: [String] = []
    for _ in 0..<5 {
      scale = ScaleFactor.larger(than: scale)
      up.append(ScaleFactor.label(scale))
    }
    #expect(up == ["×1.5", "×2", "×3", "×4", "×4"])
    scale = 1
    var down: [String] = []
    for _ in 0..<4 {
      scale = ScaleFactor.smaller(than: scale)
      down.append(ScaleFactor.label(scale))
    }
    #expect(down == ["×½", "×⅓", "×¼", "×¼"])
  }

  @Test func aRecipeAtOneInItsOwnUnitsIsUnchanged() {
    let recipe = Recipe(blocks: [
      .title("番茄炒蛋"),
      .ingredients(
        group: "主料",
        items: [Ingredient(name: "鸡蛋", amount: "3个"), Ingredient(name: "盐", amount: "适量")]),
      .step(number: 1, text: "打3个鸡蛋。"),
    ])
    #expect(recipe.scaled(by: 1) == recipe)
    let doubled = recipe.scaled(by: 2, units: .metric)
    #expect(
      doubled.blocks[1]
        == .ingredients(
          group: "主料",
          items: [Ingredient(name: "鸡蛋", amount: "6个"), Ingredient(name: "盐", amount: "适量")]))
    #expect(doubled.blocks[2] == recipe.blocks[2], "steps stay as written")
  }
}
