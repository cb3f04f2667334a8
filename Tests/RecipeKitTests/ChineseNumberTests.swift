import Testing

@testable import RecipeKit

@Suite struct ChineseNumberTests {
  /// Text, the value read, and the rest left over.
  static let readable: [(String, Double, String)] = [
    ("100克", 100, "克"), ("50g", 50, "g"), ("1.5汤匙", 1.5, "汤匙"), ("0.5", 0.5, ""),
    ("１２个", 12, "个"), ("１．５斤", 1.5, "斤"), ("1/2个", 0.5, "个"), ("3／4杯", 0.75, "杯"),
    ("½茶匙", 0.5, "茶匙"), ("⅓杯", 1.0 / 3.0, "杯"), ("¼个", 0.25, "个"), ("¾", 0.75, ""),
    ("⅔碗", 2.0 / 3.0, "碗"), ("1½杯", 1.5, "杯"), ("2-3个", 2, "-3个"), ("007", 7, ""),
    ("一个", 1, "个"), ("两瓣", 2, "瓣"), ("三根", 3, "根"), ("半个", 0.5, "个"),
    ("十五克", 15, "克"), ("二十", 20, ""), ("十", 10, ""), ("一百二十克", 120, "克"),
    ("一百零五", 105, ""), ("两千零五", 2005, ""), ("三千两百", 3200, ""),
    ("九千九百九十九", 9999, ""), ("〇", 0, ""), ("十两", 10, "两"), ("一两", 1, "两"),
    ("二两", 2, "两"), ("两", 2, ""), ("一千万", 1000, "万"), ("5.", 5, "."), ("2.5.3", 2.5, ".3"),
    ("1000000", 1_000_000, ""), ("六七个", 6, "七个"),
  ]

  @Test(arguments: readable)
  func readsTheNumberAtTheStart(text: String, value: Double, rest: String) throws {
    let read = try #require(ChineseNumber.prefix(of: Substring(text)))
    #expect(abs(read.value - value) < 1e-9)
    #expect(String(read.rest) == rest)
  }

  /// Texts that do not start with a number (or with one out of range).
  @Test(arguments: [
    "", "适量", "少许", " 1个", "克", "/2", ".5", "1/0个", "0/0", "99999999999斤",
    "1000001", String(repeating: "9", count: 400), "百", "千克", "个半", "-1",
  ])
  func otherTextsAreNoNumber(text: String) {
    #expect(ChineseNumber.prefix(of: Substring(text)) == nil)
  }

  @Test func valuesAreAlwaysFiniteAndInRange() {
    // Every short combination of the characters the reader knows.
    let alphabet = Array("0１9./½半一两十百千零")
    var texts = [""]
    for _ in 0..<4 {
      texts = texts.flatMap { text in alphabet.map { text + String($0) } }
      for text in texts {
        if let read = ChineseNumber.prefix(of: Substring(text)) {
          #expect(read.value.isFinite && read.value >= 0 && read.value <= ChineseNumber.maximum)
          #expect(read.rest.count < text.count)
        }
      }
    }
  }

  @Test func theRestIsASuffixOfTheText() throws {
    let text = "买菜：一百二十克"
    let start = try #require(text.firstIndex(of: "一"))
    let read = try #require(ChineseNumber.prefix(of: text[start...]))
    #expect(read.value == 120)
    #expect(read.rest.startIndex == text.index(before: text.endIndex))
  }
}
