import RecipeKit
import Testing

/// The units a Cooklang reader knows (`--check-data` warns of the others).
@Suite struct CooklangUnitsTests {
  @Test func aChineseMeasureWordWithASizeInFrontIsKnown() {
    for unit in ["小块", "大块", "小把", "半碗", "大勺"] {
      #expect(CooklangUnits.isKnown(unit), "\(unit)")
    }
  }

  @Test func aSizeAloneOrBeforeAnUnknownWordIsNot() {
    for unit in ["小", "大", "小猫", "大x", "smallcup"] {
      #expect(!CooklangUnits.isKnown(unit), "\(unit)")
    }
  }

  @Test func englishPluralsAndCaseAreFolded() {
    #expect(CooklangUnits.isKnown("Cups"))
    #expect(CooklangUnits.isKnown("leaves"))
    #expect(CooklangUnits.isKnown("tbsp."))
    #expect(!CooklangUnits.isKnown("tbps"))
  }
}
