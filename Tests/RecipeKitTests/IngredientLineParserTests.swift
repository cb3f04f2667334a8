import Testing

@testable import RecipeKit

/// Each construct of issue 28's ingredient lines, one by one (the labelled
/// sets in `IngredientLineLabelTests` measure the whole).
@Suite struct IngredientLineParserTests {
  typealias Q = ParsedIngredient.Quantity

  func read(_ line: String) -> ParsedIngredient { IngredientLineParser.parse(line) }

  @Test func theIssuesExampleSplitsIntoAllFiveParts() {
    let read = read("2 cups (250 g) all-purpose flour, sifted")
    #expect(
      read
        == ParsedIngredient(
          quantity: .number(2), unit: "cup", name: "all-purpose flour", preparation: "sifted",
          note: "250 g"))
    #expect(read.cooklangText == "@all-purpose flour{2%cup}(sifted; 250 g)")
  }

  @Test(arguments: [
    ("1 1/2 cups milk", 1.5), ("1½ cups milk", 1.5), ("1 ½ cups milk", 1.5),
    ("0.75 cup milk", 0.75), ("¾ cup milk", 0.75), ("3/4 cup milk", 0.75),
    ("0,5 l Milch", 0.5), ("2,25 kg farine", 2.25),
  ])
  func numbersFractionsAndDecimalCommasAreOneQuantity(line: String, value: Double) {
    #expect(read(line).quantity == .number(value))
  }

  @Test(arguments: [
    ("1-2 tsp chilli", 1.0, 2.0), ("1–2 tsp chilli", 1, 2), ("2 to 3 tbsp oil", 2, 3),
    ("2 or 3 sprigs mint", 2, 3), ("1 à 2 c. à s. d'eau", 1, 2), ("2-3 EL Öl", 2, 3),
    ("1 1/2-2 cups stock", 1.5, 2),
  ])
  func rangesKeepBothEnds(line: String, low: Double, high: Double) {
    #expect(read(line).quantity == .range(low: low, high: high))
  }

  @Test func aNameBeforeItsAmountIsReadAfterACommaOrADash() {
    #expect(
      read("Parsley, 1 bunch")
        == ParsedIngredient(quantity: .number(1), unit: "bunch", name: "Parsley"))
    #expect(
      read("Lait demi-écrémé - 130 grammes")
        == ParsedIngredient(quantity: .number(130), unit: "g", name: "Lait demi-écrémé"))
    // A spaced dash between numbers is a range, not a cut.
    #expect(read("1½ - 2 cups cheese").quantity == .range(low: 1.5, high: 2))
  }

  @Test func aParenthesisIsSplitOnlyWhenEachPartIsAPreparationOrANote() {
    let split = read("1/2 cup margarine (softened, or butter)")
    #expect(split.preparation == "softened")
    #expect(split.note == "or butter")
    #expect(read("3 lb meatballs (beef, pork, turkey)").note == "beef, pork, turkey")
  }

  @Test func aRangeWhoseEndIsNotHigherIsNoRange() {
    // `2-1` is not a range; the quantity is the first number.
    #expect(read("2-1 cups milk").quantity == .number(2))
  }

  @Test func aPinchAndToTasteAreReadAsAUnitAndANote() {
    #expect(
      read("a pinch of salt") == ParsedIngredient(quantity: .number(1), unit: "pinch", name: "salt")
    )
    #expect(read("salt to taste") == ParsedIngredient(name: "salt", note: "to taste"))
    #expect(read("Salz nach Belieben") == ParsedIngredient(name: "Salz", note: "nach Belieben"))
  }

  @Test func sizeWordsStayInTheNameUnlessAUnitFollows() {
    #expect(read("3 large eggs") == ParsedIngredient(quantity: .number(3), name: "large eggs"))
    #expect(
      read("1 heaped tbsp flour")
        == ParsedIngredient(quantity: .number(1), unit: "tbsp", name: "flour", note: "heaped"))
  }

  @Test func aPacksSizeIsTheNoteAndThePackTheUnit() {
    #expect(
      read("1 (14 oz) can tomatoes")
        == ParsedIngredient(quantity: .number(1), unit: "can", name: "tomatoes", note: "14 oz"))
    #expect(
      read("2 x 400g tins chickpeas")
        == ParsedIngredient(quantity: .number(2), unit: "tin", name: "chickpeas", note: "400g"))
    #expect(
      read("a 400g tin of tomatoes")
        == ParsedIngredient(quantity: .number(1), unit: "tin", name: "tomatoes", note: "400g"))
  }

  @Test func theSecondOfTwoAmountsIsTheNote() {
    #expect(
      read("200g/7oz butter")
        == ParsedIngredient(quantity: .number(200), unit: "g", name: "butter", note: "7oz"))
    #expect(
      read("1 cup (240ml) milk")
        == ParsedIngredient(quantity: .number(1), unit: "cup", name: "milk", note: "240ml"))
  }

  @Test func aPartOfAFruitIsThePreparation() {
    #expect(
      read("juice of 1 lemon")
        == ParsedIngredient(quantity: .number(1), name: "lemon", preparation: "juice"))
    #expect(
      read("le jus d'un citron")
        == ParsedIngredient(quantity: .number(1), name: "citron", preparation: "jus"))
  }

  @Test(arguments: [
    ("2 EL Olivenöl", "tbsp", "Olivenöl"), ("1 TL Zucker", "tsp", "Zucker"),
    ("1 Msp. Zimt", "knife tip", "Zimt"), ("1 Prise Salz", "pinch", "Salz"),
    ("1 Becher Joghurt", "tub", "Joghurt"), ("1 Päckchen Backpulver", "packet", "Backpulver"),
    ("2 c. à s. de sucre", "tbsp", "sucre"), ("1 c. à c. de sel", "tsp", "sel"),
    ("2 cuillères à soupe d'huile", "tbsp", "huile"), ("1 cuillère à café de thym", "tsp", "thym"),
    ("1 pincée de sel", "pinch", "sel"), ("1 verre de lait", "glass", "lait"),
    ("1 el suiker", "tbsp", "suiker"), ("2 tl kerrie", "tsp", "kerrie"),
    ("1 eetlepel boter", "tbsp", "boter"), ("1 theelepel zout", "tsp", "zout"),
    ("1 snufje peper", "pinch", "peper"),
  ])
  func unitWordsOfGermanFrenchAndDutchHaveCanonicalNames(line: String, unit: String, name: String) {
    let read = read(line)
    #expect(read.unit == unit)
    #expect(read.name == name)
  }

  /// Plural marks in brackets, the spoon's kind in brackets, spaced and
  /// dotted abbreviations: the unit, nothing left in the note.
  @Test(arguments: [
    ("2 cuillère(s) à café de sel", "tsp", "sel"), ("3 gousse(s) d'ail", "clove", "ail"),
    ("1 pincée(s) de muscade", "pinch", "muscade"),
    ("3 cuillères (à soupe) d'huile", "tbsp", "huile"),
    ("1 c. a. s. de miel", "tbsp", "miel"), ("1 c. à. c. de cumin", "tsp", "cumin"),
    ("2 E.L. olie", "tbsp", "olie"), ("1 t.l. zout", "tsp", "zout"),
    ("2 blikje(s) tomaten", "can", "tomaten"),
  ])
  func bracketedAndDottedUnitWordsAreUnitsWithoutANote(line: String, unit: String, name: String) {
    let read = read(line)
    #expect(read.unit == unit)
    #expect(read.name == name)
    #expect(read.note == "")
  }

  @Test func chineseAmountsAreReadAsTheBundleReadsThem() {
    #expect(read("150克 鸡胸肉") == ParsedIngredient(quantity: .number(150), unit: "g", name: "鸡胸肉"))
    #expect(read("一个半 番茄") == ParsedIngredient(quantity: .number(1.5), unit: "个", name: "番茄"))
    #expect(read("盐 适量") == ParsedIngredient(name: "盐", note: "适量"))
    #expect(read("鸡蛋2个") == ParsedIngredient(quantity: .number(2), unit: "个", name: "鸡蛋"))
    #expect(read("生抽 2汤匙").unit == "tbsp")
    #expect(read("姜 1小块（切片）").preparation == "切片")
  }

  @Test func aChineseNameStartingWithANumeralIsNotAnAmount() {
    // 八角 (star anise) starts with 八 (eight); 2颗 is its amount.
    #expect(read("八角 2颗") == ParsedIngredient(quantity: .number(2), unit: "颗", name: "八角"))
  }

  @Test(arguments: ["For the sauce:", "chopped", "Fresh herbs of your choice", "鸡蛋"])
  func aLineWithoutAnAmountIsAllName(line: String) {
    #expect(read(line) == ParsedIngredient(name: line))
  }

  @Test func aBareAmountIsKeptWholeAsTheName() {
    #expect(read("2 cups") == ParsedIngredient(name: "2 cups"))
    #expect(read("适量") == ParsedIngredient(name: "适量"))
  }

  @Test func aLineTooLongToBeAnIngredientIsKeptWholeAsTheName() {
    let long = String(repeating: "鸡", count: IngredientLineParser.longestReadLine) + "2个"
    #expect(read(long) == ParsedIngredient(name: long))
    #expect(read("鸡2个") == ParsedIngredient(quantity: .number(2), unit: "个", name: "鸡"))
  }

  @Test func controlCharactersAndSpacesAreCleaned() {
    #expect(IngredientLineParser.clean("\t2\u{A0}cups \n flour\u{200B} ") == "2 cups flour")
    #expect(IngredientLineParser.clean("• 1 egg") == "1 egg")
  }

  @Test func cooklangTextEscapesWhatCooklangWouldMisread() {
    let tricky = ParsedIngredient(
      quantity: .range(low: 1, high: 2), unit: "cup",
      name: "-odd {name} @home #1 ~x", preparation: "cut (small); fine", note: "a -- b")
    #expect(tricky.cooklangText == "@－odd ｛name｝ ＠home ＃1 ～x{1-2%cup}(cut （small）, fine; a -－ b)")
    #expect(ParsedIngredient(name: "salt", note: "to taste").cooklangText == "@salt{}(; to taste)")
    #expect(ParsedIngredient(quantity: .number(3), name: "eggs").cooklangText == "@eggs{3}")
    #expect(
      ParsedIngredient(quantity: .number(1.0 / 3), unit: "cup", name: "oil").cooklangText
        == "@oil{1/3%cup}")
    #expect(
      ParsedIngredient(unit: "sprig", name: "thyme", note: "a few").cooklangText
        == "@thyme{}(; sprig, a few)")
    #expect(ParsedIngredient(name: "a\nb").cooklangText == "@a b{}")
  }

  @Test func everyLineGivesANonEmptyNameAndFiniteNumbers() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "1", "½", "/", "-", "to", "a", "of", "cup", "g", "(", ")", ",", "x", "400g", "适量", "克",
      "一", "半", "EL", "c. à s.", " ", "salt", "'", "d'", "999999999999", "1/0",
    ]
    for _ in 0..<2000 {
      let line = (0..<Int.random(in: 1...8, using: &generator))
        .map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(separator: " ")
      let read = read(line)
      #expect(!read.name.isEmpty || IngredientLineParser.clean(line).isEmpty, "\(line)")
      if let quantity = read.quantity {
        #expect(quantity.low.isFinite && quantity.low >= 0, "\(line)")
        #expect(quantity.high.map { $0.isFinite && $0 > quantity.low } ?? true, "\(line)")
      }
    }
  }
}
