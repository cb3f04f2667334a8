import Foundation
import Testing

@testable import RecipeKit

@Suite struct PinyinTableTests {
  static let unihan = "/usr/share/unicode/Unihan_Readings.txt.bz2"

  @Test func polyphonesHaveEveryReadingTheUsualOneFirst() {
    let table = PinyinTable.shared
    #expect(table.readings(of: "重") == ["zhong", "chong", "tong"])
    #expect(table.readings(of: "茄").contains("qie"))
    #expect(table.readings(of: "血").contains("xie"))
    #expect(table.readings(of: "血").first == "xue")
    #expect(table.readings(of: "炒") == ["chao"])
    #expect(table.readings(of: "肉").first == "rou")
    #expect(table.readings(of: "绿").contains("lv"))
    #expect(table.readings(of: "女").first == "nv")
    #expect(table.readings(of: "a").isEmpty)
    #expect(table.readings(of: "𠀉").isEmpty == false)  // a supplementary-plane character
    #expect(table.characterCount > 40_000)
    #expect(table.syllableCount > 400 && table.syllableCount < 450)
  }

  @Test func tonesAreDroppedAndUmlautIsV() {
    #expect(PinyinTableSource.toneless("Zhòng") == "zhong")
    #expect(PinyinTableSource.toneless("lǜ") == "lv")
    #expect(PinyinTableSource.toneless("nǚ") == "nv")
    #expect(PinyinTableSource.toneless("ê̄") == "e")
    #expect(PinyinTableSource.toneless("ḿ") == "m")
  }

  @Test func allThreeFieldsAreReadTogether() {
    let unihan = """
      # Unicode version: 0.0
      U+8304\tkHanyuPinyin\t53198.030:jiā,qié
      U+8304\tkMandarin\tjiā
      U+8304\tkXHC1983\t0541.070:jiā 0923.060:qié
      U+4E00\tkDefinition\tone
      U+4E00\tkXHC1983\t1330.010:yī
      """
    let readings = PinyinTableSource.readings(fromUnihan: unihan)
    #expect(readings == [0x8304: ["jia", "qie"], 0x4E00: ["yi"]])
    let source = PinyinTableSource.swiftSource(fromUnihan: unihan)
    #expect(source.contains("    yi 一\n"))
    #expect(source.contains("    jia,qie 茄\n"))
    #expect(source.contains("Unicode 0.0"))
    #expect(PinyinTable(encoded: "yi 一\njia,qie 茄").readings(of: "茄") == ["jia", "qie"])
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: unihan),
      "Unihan_Readings.txt.bz2 is absent (apt-get install unicode-data)"))
  func theCommittedTableIsWhatTheGeneratorMakesOfUnicodeData() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bzcat", Self.unihan]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let generated = PinyinTableSource.swiftSource(fromUnihan: String(decoding: data, as: UTF8.self))
    let committed = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/RecipeKit/Search/PinyinTable+Data.swift"),
      encoding: .utf8)
    #expect(generated == committed, "the pinyin table is stale: run make pinyin-table")
  }

  @Test func namesSortByPinyin() {
    func dish(_ id: String, _ name: String) -> Dish {
      Dish(idstr: id, name: name, diff: nil, time: nil, imageUrl: nil, url: nil)
    }
    let dishes = [
      dish("1", "重庆辣子鸡"), dish("2", "八宝饭"), dish("3", "先"), dish("4", "西安"),
      dish("5", "啊"), dish("6", "茶鸡蛋"), dish("7", "八宝粥"), dish("8", "八宝饭"),
      dish("9", "Apple"),
    ]
    let sorted = PinyinTable.shared.sortedByPinyin(dishes).map(\.idstr)
    // a(啊) < apple; ba bao fan < ba bao zhou; cha; xi an < xian; zhong (重's usual reading).
    #expect(sorted == ["5", "9", "2", "8", "7", "6", "4", "3", "1"])
  }
}
