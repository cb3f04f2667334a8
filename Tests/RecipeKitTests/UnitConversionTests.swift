import Testing

@testable import RecipeKit

/// The conversion engine (issue 27, Units): every unit both ways, the one
/// rounding rule and its edges, temperatures. Each expectation is worked
/// out by hand in its comment: 1 oz = 28.3495 g, 1 lb = 453.592 g, 1 cup =
/// 236.588 ml, a spoon 15 ml and a small spoon 5 ml (the default options).
@Suite struct UnitConversionTests {
  static func metric(_ cell: String, _ ingredient: String? = nil) -> String {
    AmountReader.read(cell).shown(units: .metric, ingredient: ingredient)
  }

  static func us(_ cell: String, _ ingredient: String? = nil) -> String {
    AmountReader.read(cell).shown(units: .us, ingredient: ingredient)
  }

  @Test(arguments: [
    // Mass.
    ("100 g", "100 g", "3½ oz"),  // 100 / 28.35 = 3.53 oz → ¼ oz steps
    ("1 kg", "1 kg", "2¼ lb"),  // 2.205 lb → ⅛ lb steps: 2.25
    ("8 oz", "225 g", "8 oz"),  // 226.8 g → to 5 above 100
    ("1 lb", "455 g", "1 lb"),  // 453.6 g
    ("3 lb", "1.36 kg", "3 lb"),  // 1360.8 g → 3 significant digits
    ("1斤", "500克", "1⅛ lb"),  // 500 g = 1.102 lb → 1.125
    ("二两", "100克", "3½ oz"),
    // Back again.
    ("225 g", "225 g", "8 oz"),  // 7.94 oz
    ("455 g", "455 g", "1 lb"),  // 16.05 oz
    ("1.36 kg", "1.36 kg", "3 lb"),  // 2.998 lb
    ("500克", "500克", "1⅛ lb"),
    // Volume.
    ("250 ml", "250 ml", "1 cup"),  // 1.057 cups
    ("1 l", "1 l", "1 quart"),  // 4.23 cups = 1.057 quarts
    ("1 tsp", "5 ml", "1 tsp"),
    ("1 tbsp", "15 ml", "1 tbsp"),
    ("3 tsp", "15 ml", "1 tbsp"),  // the unit that reads best
    ("4 tbsp", "60 ml", "¼ cup"),  // 60 / 236.6 = 0.254 cup
    ("1 cup", "235 ml", "1 cup"),  // 236.6 ml → to 5
    ("2 fl oz", "59 ml", "¼ cup"),  // 59.15 ml
    ("1 pint", "475 ml", "2 cups"),  // 473.2 ml
    ("1 quart", "945 ml", "1 quart"),  // 946.4 ml
    ("1 gallon", "3.79 l", "1 gallon"),  // 3785.4 ml
    ("1½ cups", "355 ml", "1½ cups"),  // 354.9 ml
    ("⅓ cup", "79 ml", "⅓ cup"),  // 78.9 ml
    ("1 c", "235 ml", "1 cup"),
    ("2 T", "30 ml", "2 tbsp"),
    ("1 t", "5 ml", "1 tsp"),
    // Back again.
    ("235 ml", "235 ml", "1 cup"),  // 0.993 cup
    ("15 ml", "15 ml", "1 tbsp"),
    ("5 ml", "5 ml", "1 tsp"),
    ("60 ml", "60 ml", "¼ cup"),
    ("475 ml", "475 ml", "2 cups"),  // 2.008 cups
    ("945 ml", "945 ml", "1 quart"),  // 3.994 cups
    ("3.79 l", "3.79 l", "1 gallon"),  // 16.02 cups
    // The bundle's spoons: Chinese names stay where the unit does.
    ("1汤匙", "15毫升", "1汤匙"),
    ("1茶匙", "5毫升", "1茶匙"),
    ("1勺", "15毫升", "1汤匙"),
    ("2小勺", "10毫升", "2小勺"),
    ("4汤匙", "60毫升", "¼ cup"),
    ("2升", "2升", "2 quarts"),  // 8.45 cups = 2.11 quarts → ¼ steps
    // Temperatures.
    ("180°C", "180°C", "355°F"),  // 356 °F → to 5 above 100
    ("350°F", "175°C", "350°F"),  // 176.7 °C
    ("355°F", "180°C", "355°F"),  // 179.4 °C
    ("200℃", "200℃", "390℉"),  // 392 °F
    ("40°C", "40°C", "105°F"),  // 104 °F → to 5 from 100
    ("30°C", "30°C", "86°F"),
    // Not converted.
    ("2个", "2个", "2个"), ("适量", "适量", "适量"), ("a pinch", "a pinch", "a pinch"),
  ])
  func everyUnitBothWays(cell: String, metric: String, us: String) {
    #expect(Self.metric(cell) == metric, "\(cell) in metric")
    #expect(Self.us(cell) == us, "\(cell) in US")
  }

  @Test(arguments: [
    ("999.7 g", "1 kg"),  // rounds to 1000 g, so kilograms
    ("1237 g", "1.24 kg"),  // 3 significant digits
    ("12344 g", "12.3 kg"),
    ("9.9 g", "10 g"),  // quarters below 10: 39.6 quarters → 40
    ("9.3 g", "9 g"),  // whole from 5 (a teaspoon)
    ("6.25 ml", "6 ml"),
    ("1¼ tsp", "6 ml"),  // 6.25 ml
    ("1½ tsp", "8 ml"),  // 7.5 ml
    ("4.9 g", "5 g"),  // quarters below 5: 19.6 quarters → 20
    ("3.8 ml", "3.75 ml"),  // ¾ teaspoon
    ("1.3 g", "1.25 g"),
    ("102 g", "100 g"),  // to 5 from 100
    ("103 g", "105 g"),
    ("0.04 g", "0.1 g"),  // never 0
    ("1500 ml", "1.5 l"),
    ("3斤", "1.5千克"),
  ])
  func metricRounding(cell: String, shown: String) {
    #expect(Self.metric(cell) == shown)
  }

  @Test(arguments: [
    ("1 ml", "¼ tsp"),  // 0.2 tsp → ¼ tsp steps
    ("0.5 ml", "⅛ tsp"),  // 0.1 tsp: below the step, ⅛ (never 0)
    ("12.5 ml", "2½ tsp"),
    ("22.5 ml", "1½ tbsp"),  // ½ tbsp steps
    ("90 ml", "⅜ cup"),  // 0.380 cup → ⅛ cup steps
    ("105 ml", "7 tbsp"),  // 0.444 cup lands 12% off ½: tablespoons read better
    ("160 ml", "⅔ cup"),  // 0.676 cup → ⅔
    ("5 g", "¼ oz"),  // 0.176 oz → ¼ oz steps
    ("1 g", "⅛ oz"),  // never 0
    ("450 g", "1 lb"),  // 15.87 oz: a hair below a pound is a pound
    ("440 g", "15½ oz"),  // 15.52 oz
    ("2.5 kg", "5½ lb"),  // 5.51 lb → ⅛ lb steps
  ])
  func usRounding(cell: String, shown: String) {
    #expect(Self.us(cell) == shown)
  }

  @Test func usAmountsNeverShowDecimalFractions() {
    for tenth in 1...2000 {
      let cell = "\(Double(tenth) / 2) ml"
      let shown = Self.us(cell)
      #expect(!shown.contains("."), "\(cell) → \(shown)")
    }
    for grams in 1...2000 {
      let shown = Self.us("\(grams) g")
      #expect(!shown.contains("."), "\(grams) g → \(shown)")
    }
  }

  @Test func temperaturesAreNeverScaled() {
    let oven = AmountReader.read("180°C")
    #expect(oven.shown(scale: 2) == "180°C")
    #expect(oven.shown(scale: 2, units: .us) == "355°F")
  }

  @Test(arguments: [
    ("2 cups", "quantity 2 cup:cups"), ("1 c", "quantity 1 cup:c"), ("2 T", "quantity 2 largeSpoon:T"),
    ("2 t", "quantity 2 smallSpoon:t"), ("1 tbsp", "quantity 1 largeSpoon:tbsp"),
    ("3 tablespoons", "quantity 3 largeSpoon:tablespoons"), ("½ teaspoon", "quantity ½ smallSpoon:teaspoon"),
    ("2 fl oz", "quantity 2 fluidOunce:fl oz"), ("1 lb", "quantity 1 pound:lb"),
    ("2 lbs", "quantity 2 pound:lbs"), ("4 ounces", "quantity 4 ounce:ounces"),
    ("1 L", "quantity 1 litre:L"), ("250 mL", "quantity 250 millilitre:mL"),
    ("2 pints", "quantity 2 pint:pints"), ("1 qt", "quantity 1 quart:qt"),
    ("1 gallon", "quantity 1 gallon:gallon"), ("180°C", "quantity 180 celsius:°C"),
    ("2 kg", "quantity 2 kilogram:kg"), ("2 tomatoes", "text"), ("2 cloves", "text"),
    ("1 公斤", "quantity 1 kilogram:公斤"), ("2两", "quantity 2 liang:两"),
  ])
  func englishAndChineseUnitWordsAreRead(cell: String, summary: String) {
    #expect(AmountReader.read(cell).summary == summary)
  }

  @Test func pluralsFollowTheNumber() {
    #expect(AmountReader.read("1 cup").shown(scale: 2) == "2 cups")
    #expect(AmountReader.read("2 cups").shown(scale: 0.5) == "1 cup")
    #expect(AmountReader.read("2 quarts").shown(scale: 0.5) == "1 quart")
  }

  @Test func aQuantityGivenApartConverts() {
    // Cooklang's `{2%cups}`, `{3%cloves}`, `{1%kg}`, `{2-3%tbsp}`.
    func amount(_ low: Double, _ unit: String) -> Amount {
      .structured(AmountNumber(low: low), unit: unit)
    }
    #expect(amount(2, "cups").shown(units: .metric) == "475 ml")  // 473.2 ml
    #expect(amount(2, "cups").text == "2 cups")
    #expect(amount(2, "cups").shown(scale: 2) == "4 cups")
    #expect(amount(3, "cloves").shown(scale: 2) == "6 cloves")
    #expect(amount(3, "cloves").shown(units: .metric) == "3 cloves")
    #expect(amount(1, "kg").shown(units: .us) == "2¼ lb")
    #expect(amount(1, "cup").shown(units: .metric, ingredient: "flour") == "120 g")
    let range = Amount.structured(AmountNumber(low: 2, high: 3), unit: "tbsp")
    #expect(range.shown(units: .metric) == "30-45 ml")
    #expect(amount(180, "°C").shown(scale: 2, units: .us) == "355°F")
    #expect(amount(2, "汤匙").shown(scale: 2) == "4汤匙")
    #expect(AmountUnit.named("Tbsp")?.kind == .largeSpoon)
    #expect(AmountUnit.named("cloves") == nil)
  }

  @Test func theSystemsAreNamedByTheSameWordsEverywhere() {
    #expect(UnitSystem(word: "original") == .original)
    #expect(UnitSystem(word: "page") == .original)
    #expect(UnitSystem(word: "metric") == .metric)
    #expect(UnitSystem(word: "US") == .us)
    #expect(UnitSystem(word: "imperial") == nil)
    #expect(UnitSystem.original.next == .metric)
    #expect(UnitSystem.metric.next == .us)
    #expect(UnitSystem.us.next == .original)
  }
}
