import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// `--list [CUISINE]` and `--print` by name, in process on the bundled data
/// (and on a copy where two dishes share a name).
@Suite struct ListCommandTests {
  func run(_ arguments: [String]) -> (status: Int32, output: [String], errors: [String]) {
    let run = InProcessRun(
      arguments, environment: ["LANG": "C.UTF-8"].merging(TemporaryXDG.environment()) { $1 })
    return (run.status, run.outputLines, run.errors)
  }

  @Test func listPrintsEveryDishAsThreeFields() {
    let result = run(["--list", "--data", PackagePaths.data.path])
    #expect(result.status == 0 && result.errors.isEmpty)
    #expect(result.output.count == 144)
    #expect(result.output.allSatisfy { $0.split(separator: "\t").count == 3 })
    #expect(result.output.contains("102\t家常菜\t青椒肉丝"))
  }

  @Test(arguments: ["2", "川菜"])
  func listOfACuisineByIdOrName(cuisine: String) {
    let result = run(["--list", cuisine, "--data", PackagePaths.data.path])
    #expect(result.status == 0 && !result.output.isEmpty)
    #expect(result.output.allSatisfy { $0.contains("\t川菜\t") })
    #expect(result.output.first == "201\t川菜\t宫保鸡丁")
  }

  @Test func anUnknownCuisineIsStatusOne() {
    let result = run(["--data", PackagePaths.data.path, "--list", "火星菜"])
    #expect(result.status == 1 && result.output.isEmpty)
    #expect(result.errors == ["recipes: unknown cuisine '火星菜'"])
  }

  @Test func listTakesNoOtherMode() {
    #expect(run(["--list", "--print", "102"]).status == 2)
  }

  @Test func printTakesANameAsWellAsAnId() {
    let byName = run(["--print", "青椒肉丝", "--width", "60", "--data", PackagePaths.data.path])
    let byID = run(["--print", "102", "--width", "60", "--data", PackagePaths.data.path])
    #expect(byName.status == 0 && byName.output.first == "青椒肉丝")
    #expect(byName.output == byID.output)
  }

  @Test func anUnknownNameIsStatusOne() {
    let result = run(["--print", "不存在的菜", "--data", PackagePaths.data.path])
    #expect(result.status == 1 && result.output.isEmpty)
    #expect(result.errors == ["recipes: unknown dish '不存在的菜'"])
  }

  @Test func aSharedNameListsTheDishesAndIsStatusTwo() throws {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-shared-name-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: PackagePaths.data, to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    let plist = copy.appendingPathComponent("Plist/type_2_foods.plist")
    let text = try String(contentsOf: plist, encoding: .utf8)
    try text.replacingOccurrences(of: "宫保鸡丁", with: "青椒肉丝")
      .write(to: plist, atomically: true, encoding: .utf8)
    let result = run(["--print", "青椒肉丝", "--data", copy.path])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(result.errors.first == "recipes: '青椒肉丝' names 2 dishes; pass one of these ids:")
    #expect(Array(result.errors.dropFirst()) == ["102\t家常菜\t青椒肉丝", "201\t川菜\t青椒肉丝"])
  }
}
