import Foundation
import RecipeKit
import TestSupport
import Testing

/// The cooking modes of the built `recipes` binary: `--check-ingredients`,
/// `--print --scale --units`, `--shopping-list`, `--with`. Each run gets a
/// clean environment and temporary XDG folders.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct CookingCommandTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")

  /// A temporary folder holding `cache`, `config`, `data`, `state` and
  /// `home`, removed afterwards.
  static func withFolders(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("CookingCommandTests-\(UUID().uuidString)")
    for name in ["cache", "config", "data", "state", "home"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func run(_ arguments: [String], in folder: URL) throws -> ProcessResult {
    let environment = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
      "HOME": folder.appendingPathComponent("home").path,
      "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
    ]
    return try runProcess(
      binary, arguments, environment: environment, currentDirectory: PackagePaths.root)
  }

  @Test func checkIngredientsCountsEachKindThenTheTextOnes() throws {
    try Self.withFolders { folder in
      let result = try run(["--check-ingredients", "--data", "Data"], in: folder)
      #expect(result.status == 0)
      let lines = result.stdout.split(separator: "\n").map(String.init)
      #expect(
        lines.prefix(6) == [
          "cells: 1630", "quantity: 987", "count: 500", "vague: 141", "empty: 0", "text: 2",
        ])
      #expect(lines.contains("1105\t十几粒"))
    }
  }

  @Test func printAtOneInThePagesUnitsIsTodaysOutput() throws {
    try Self.withFolders { folder in
      let plain = try run(["--print", "1001", "--width", "80"], in: folder)
      let same = try run(
        ["--print", "1001", "--width", "80", "--scale", "1", "--units", "original"], in: folder)
      #expect(plain.status == 0 && same.status == 0)
      #expect(same.stdout == plain.stdout)
      let scaled = try run(
        ["--print", "1001", "--width", "80", "--scale", "2", "--units", "metric"], in: folder)
      #expect(scaled.status == 0)
      #expect(scaled.stdout.contains("2只（约4000克）"))
      #expect(scaled.stdout.contains("40张"))
      #expect(!plain.stdout.contains("2只（约4000克）"))
      // Only the amounts change: the same number of lines.
      #expect(
        scaled.stdout.split(separator: "\n").count == plain.stdout.split(separator: "\n").count)
    }
  }

  @Test func printInUSUnitsConvertsTheAmountsOnly() throws {
    try Self.withFolders { folder in
      let plain = try run(["--print", "1001", "--width", "80"], in: folder)
      let us = try run(["--print", "1001", "--width", "80", "--units", "us"], in: folder)
      let metric = try run(["--print", "1001", "--width", "80", "--units", "metric"], in: folder)
      #expect(us.status == 0 && metric.status == 0)
      // 北京烤鸭: 甜面酱 4勺 = 60 ml = ¼ cup; 麦芽糖 2勺 stays 2汤匙 in US and
      // is 30 ml × 339 g / 236.6 ml = 43克 in metric; 盐 2小勺 = 10 ml ×
      // 6 g / 4.93 ml = 12克.
      #expect(Self.amount(us.stdout, "甜面酱") == "¼ cup")
      #expect(Self.amount(us.stdout, "麦芽糖") == "2汤匙")
      #expect(Self.amount(us.stdout, "盐") == "2小勺")
      #expect(Self.amount(metric.stdout, "麦芽糖") == "43克")
      #expect(Self.amount(metric.stdout, "盐") == "12克")
      #expect(Self.amount(metric.stdout, "料酒") == "30毫升")
      #expect(
        us.stdout.split(separator: "\n").count == plain.stdout.split(separator: "\n").count)
      // `page` is still a name of the page's units.
      let page = try run(["--print", "1001", "--width", "80", "--units", "page"], in: folder)
      #expect(page.stdout == plain.stdout)
      let bad = try run(["--print", "1001", "--units", "imperial"], in: folder)
      #expect(bad.status == 2 && bad.stderr.contains("original, metric or us"))
    }
  }

  /// The amount printed after ingredient `name` (a name at a line's start
  /// or after the column gap), up to the next space; `""` when none.
  static func amount(_ text: String, _ name: String) -> String {
    for line in text.split(separator: "\n") {
      for start in ["", "    "] {
        guard let range = line.range(of: start + name + " ") else { continue }
        if start.isEmpty && range.lowerBound != line.startIndex { continue }
        var rest = line[range.upperBound...].drop { $0 == " " }
        // In English the vocabulary's name comes beside the Chinese one.
        if let english = Vocabulary.shared.englishName(ofIngredient: name),
          rest.hasPrefix(english + " ")
        {
          rest = rest.dropFirst(english.count).drop { $0 == " " }
        }
        var amount = String(rest.prefix { $0 != " " })
        // `¼ cup`: a US unit after its number.
        let after = rest.dropFirst(amount.count)
        if after.hasPrefix(" "), let word = after.dropFirst().split(separator: " ").first,
          word.first?.isLetter == true, word.first?.isASCII == true
        {
          amount += " " + word
        }
        return amount
      }
    }
    return ""
  }

  @Test func withPrintsTheRankingAndKeepsACache() throws {
    try Self.withFolders { folder in
      let first = try run(["--with", "鸡蛋 西红柿"], in: folder)
      #expect(first.status == 0)
      #expect(first.stdout == "101\t家常菜\t番茄炒蛋\t鸡蛋,番茄\n")
      let cache = folder.appendingPathComponent("cache/recipes")
      let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
      #expect(files.count == 1)
      // A damaged cache gives the same answer.
      try Data("{\"version\":1,".utf8).write(to: cache.appendingPathComponent(files[0]))
      let second = try run(["--with", "鸡蛋 西红柿"], in: folder)
      #expect(second.stdout == first.stdout)
      let none = try run(["--with", "鸡蛋 番茄", "--without", "葱"], in: folder)
      #expect(none.status == 1)
      #expect(none.stdout.isEmpty && none.stderr.split(separator: "\n").count == 1)
      let any = try run(["--with", "鸡蛋 龙虾", "--any"], in: folder)
      #expect(any.status == 0 && !any.stdout.isEmpty)
      for line in any.stdout.split(separator: "\n") {
        #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 4)
      }
    }
  }

  @Test func shoppingListInThreeFormats() throws {
    try Self.withFolders { folder in
      let text = try run(["--shopping-list", "1001,1002x2,1003"], in: folder)
      #expect(text.status == 0)
      let lines = text.stdout.split(separator: "\n").map(String.init)
      #expect(lines.first == "Shopping list (3 dishes)")
      #expect(lines.contains("  [ ] 猪里脊  600克"))
      let markdown = try run(
        ["--shopping-list", "1001,1002x2,1003", "--format", "markdown", "--lang", "zh"], in: folder)
      #expect(markdown.stdout.hasPrefix("# 购物清单\n"))
      #expect(markdown.stdout.contains("## 主料"))
      let json = try run(
        ["--shopping-list", "1001,1002x2,1003", "--format", "json", "--units", "metric"], in: folder
      )
      #expect(json.status == 0)
      let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
      let dishes = object?["dishes"] as? [[String: Any]]
      #expect(dishes?.map { $0["scale"] as? Double } == [1, 2, 1])
      let items = object?["items"] as? [[String: Any]]
      #expect(items?.contains { $0["name"] as? String == "猪里脊" } == true)
      // A dish listed twice adds its scales.
      let twice = try run(["--shopping-list", "1002,1002x1/2"], in: folder)
      #expect(twice.stdout.contains("京酱肉丝 ×1.5"))
      #expect(twice.stdout.contains("  [ ] 猪里脊  450克"))
    }
  }

  @Test(arguments: [
    ["--print", "999999", "--scale", "2"], ["--shopping-list", "1001,999999"],
    ["--shopping-list", "../../etc/passwd"],
  ])
  func anUnknownDishIsOneLineAndStatusOne(arguments: [String]) throws {
    try Self.withFolders { folder in
      let result = try run(arguments, in: folder)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stdout.isEmpty)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].hasPrefix("recipes: unknown dish"), "\(result.stderr)")
    }
  }

  @Test(arguments: [
    ["--print", "1001", "--scale", "abc"], ["--print", "1001", "--scale", "0"],
    ["--print", "1001", "--scale", "1/0"], ["--print", "1001", "--scale", "inf"],
    ["--print", "1001", "--scale", "nan"], ["--print", "1001", "--scale", "1000"],
    ["--print", "1001", "--units", "imperial"], ["--shopping-list", "1001xabc"],
    ["--shopping-list", "1001x0"], ["--shopping-list", "1001x"], ["--shopping-list", "1001,,1002"],
    ["--shopping-list", "1001", "--format", "pdf"], ["--without", "葱"], ["--any"],
    ["--with", ""], ["--with", "-葱"], ["--check-data", "Data", "--scale", "2"],
    ["--with", "蛋", "--shopping-list", "1001"], ["--format", "json"],
  ])
  func aMalformedFactorOrOptionIsOneLineAndStatusTwo(arguments: [String]) throws {
    try Self.withFolders { folder in
      let result = try run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(!result.signaled)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].hasPrefix("recipes: "), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func absurdAmountsNeverCrashOrPrintInfOrNaN() throws {
    try Self.withFolders { folder in
      let bundle = folder.appendingPathComponent("bundle")
      try FileManager.default.copyItem(at: PackagePaths.data, to: bundle)
      let page = bundle.appendingPathComponent("Html/food/1001.html")
      let html = try String(contentsOf: page, encoding: .utf8)
        .replacingOccurrences(of: "1只（约2000克）", with: "1/0个")
        .replacingOccurrences(of: ">20张<", with: ">99999999999斤<")
      try html.write(to: page, atomically: true, encoding: .utf8)
      let runs = [
        ["--print", "1001", "--scale", "4", "--units", "metric"],
        ["--print", "1001", "--scale", "1/4"],
        ["--shopping-list", "1001x4,1001x1/3", "--format", "json"],
        ["--check-ingredients"],
      ]
      for arguments in runs {
        let result = try run(arguments + ["--data", bundle.path], in: folder)
        #expect(result.status == 0 && !result.signaled, "\(arguments): \(result.stderr)")
        #expect(!result.stdout.contains("inf") && !result.stdout.contains("nan"), "\(arguments)")
        #expect(result.stdout.contains("1/0个"), "kept as written: \(arguments)")
      }
    }
  }
}
