import Foundation
import RecipeKit
import TestSupport
import Testing

/// The units a Cooklang reader knows, and our own collection read without
/// a warning (its `@桂皮{1%小块}` gave `unknown unit` at the top of 红油's
/// page).
@Suite struct CooklangUnitsTests {
  @Test func aChineseMeasureWithSmallOrLargeIsKnown() {
    for unit in ["小块", "大块", "小把", "大碗", "小勺", "块", "g", "cups", "leaves"] {
      #expect(CooklangUnits.isKnown(unit), "\(unit)")
    }
    for unit in ["小", "大", "小zz", "大g", "zz", "gr", "tbps"] {
      #expect(!CooklangUnits.isKnown(unit), "\(unit)")
    }
  }

  @Test func ourCollectionHasNoProblem() throws {
    let folder = PackagePaths.data.appendingPathComponent("Cooklang")
    let report = RecipeSources.check(folder: folder)
    #expect(report.problems.map(\.message).isEmpty, "\(report.problems.map(\.message))")
    #expect(report.summary.hasSuffix("usable (0 errors, 0 warnings)"), "\(report.summary)")
  }
}
