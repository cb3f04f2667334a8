import Foundation
import Testing

@testable import RecipeApp

/// A recipe's title bar on a narrow terminal: the dish's name wins over
/// the detail after it. The id goes first, then the scale and servings,
/// then the favourite's mark, before the name is cut (the last session
/// saw `B… 3 servings (×1.5) id Soups/Broth` at 50 columns).
@Suite struct TitleDetailShorteningTests {
  /// A collection of one soup, `Soups/Broth` (servings 2), in a new
  /// temporary folder with the run's own HOME and XDG folders beside it.
  static func collection(name: String = "Broth") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("title-detail-\(UUID().uuidString)")
    let soups = folder.appendingPathComponent("recipes/Soups")
    try FileManager.default.createDirectory(at: soups, withIntermediateDirectories: true)
    try "---\nservings: 2\n---\nSimmer @bones{500%g} in @water{2%l}.\n"
      .write(to: soups.appendingPathComponent("\(name).cook"), atomically: false, encoding: .utf8)
    return folder.path
  }

  /// The first title-bar row of `recipes --render SIZE --keys KEYS` on the
  /// collection (the stack's page, or a drawer's sheet).
  static func titleRow(_ folder: String, size: String, keys: String, _ more: [String]) -> String {
    let run = InProcessRun(
      ["--no-state", "--render", size, "--keys", keys] + more + [folder + "/recipes"],
      environment: InProcessRun.environment(folder: folder))
    let lines = run.outputLines
    return lines.first { $0.contains("[‹") || $0.contains("[Close]") || $0.contains("[关闭]") }
      ?? lines.joined(separator: "\n")
  }

  static let layouts: [[String]] = [
    [], ["--lang", "zh"], ["--ascii"], ["--layout", "drawer"],
    ["--layout", "drawer", "--lang", "zh"],
    ["--layout", "drawer", "--ascii"],
  ]

  @Test(arguments: layouts)
  func atFiftyColumnsTheIDGoesBeforeTheNameIsCut(_ more: [String]) throws {
    let folder = try Self.collection()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let row = Self.titleRow(folder, size: "50x14", keys: "enter +", more)
    let zh = more.contains("zh")
    #expect(row.contains(zh ? "Broth 3 人份 (×1.5)" : "Broth 3 servings (×1.5)"), "\(row)")
    #expect(!row.contains("Soups/Broth"), "\(row)")
  }

  @Test(arguments: layouts)
  func narrowerStillTheScaleGoesBeforeTheNameIsCut(_ more: [String]) throws {
    let folder = try Self.collection(name: "Beef Bone Broth")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // `f` makes it a favourite: its mark stays as long as it fits.
    let row = Self.titleRow(folder, size: "40x14", keys: "enter + f", more)
    let mark = more.contains("--ascii") ? "*" : "★"
    #expect(row.contains("Beef Bone Broth " + mark), "\(row)")
    #expect(!row.contains("×1.5"), "\(row)")
  }

  @Test func aWideBarKeepsTheWholeDetail() throws {
    let folder = try Self.collection()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let row = Self.titleRow(folder, size: "120x20", keys: "enter +", ["--layout", "stack"])
    #expect(row.contains("Broth 3 servings (×1.5) id Soups/Broth"), "\(row)")
  }

  @Test func theFormsDropTheIDThenTheAmountsThenTheMark() {
    #expect(
      RecipePageViewController.detailForms(mark: "★ ", amounts: "3 servings (×1.5) ", id: "id 7")
        == ["★ 3 servings (×1.5) id 7", "★ 3 servings (×1.5)", "★", ""])
    #expect(
      RecipePageViewController.detailForms(mark: "", amounts: "", id: "id 7") == ["id 7", ""])
    #expect(
      RecipePageViewController.detailForms(mark: "", amounts: "×2 metric ", id: "编号 7")
        == ["×2 metric 编号 7", "×2 metric", ""])
  }
}
