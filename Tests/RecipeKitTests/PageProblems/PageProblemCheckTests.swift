import Foundation
import Testing

@testable import RecipeKit

/// `--check-data`'s report names a page read only in part, or not at all
/// for its size, on the page's own file (issue 31, item 13).
@Suite struct PageProblemCheckTests {
  @Test func aDeepPageAndATooLargePageAreWarningsOnTheirFiles() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write("Html/food/101.html", PageProblemFixtures.nestedPage(depth: 300))
      try fixture.write("Html/food/202.html", PageProblemFixtures.largePage(atLeast: 16 << 20))
      let bundle = try RecipeBundle(folder: fixture.folder)
      let report = bundle.check()
      let lines = report.problems.map(\.line)
      #expect(
        lines == [
          "Html/food/101.html:258: warning: page too deeply nested at line 258: the rest is not shown",
          "Html/food/202.html: warning: page larger than 16 MiB",
        ], "\(lines)")
      #expect(report.isUsable)
    }
  }

  @Test func thePageProblemSortsWithItsDish() throws {
    try TemporaryBundle.with { fixture in
      try fixture.writeGoodBundle()
      try fixture.write(
        "Plist/type_1_foods.plist",
        TemporaryBundle.plist([
          TemporaryBundle.dish("101", "红烧肉", diff: "配菜(中级)", time: "1小时以上"),
          TemporaryBundle.dish("102", "番茄炒蛋", diff: "", time: "10分左右"),
        ]))
      try fixture.write("Html/food/101.html", PageProblemFixtures.nestedPage(depth: 400))
      let report = try RecipeBundle(folder: fixture.folder).check()
      let lines = report.problems.map(\.line)
      #expect(lines.count == 2, "\(lines)")
      #expect(lines.first?.hasPrefix("Html/food/101.html:258: warning:") == true, "\(lines)")
      #expect(lines.last?.contains("dish 102 (番茄炒蛋) has no difficulty") == true, "\(lines)")
    }
  }
}
