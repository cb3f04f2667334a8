import Testing

@testable import RecipeKit

@Suite struct PinyinMatcherTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let query: String
    let name: String
    let kind: MatchKind?
    let highlighted: [Int]
    var testDescription: String { "\(query) in \(name)" }
  }

  static let rows: [Row] = [
    // Characters, full pinyin, initials, mixtures, case.
    Row(query: "回锅肉", name: "回锅肉", kind: .whole, highlighted: [0, 1, 2]),
    Row(query: "huiguorou", name: "回锅肉", kind: .whole, highlighted: [0, 1, 2]),
    Row(query: "HuiGuoRou", name: "回锅肉", kind: .whole, highlighted: [0, 1, 2]),
    Row(query: "hui锅rou", name: "回锅肉", kind: .whole, highlighted: [0, 1, 2]),
    Row(query: "hui guo rou", name: "回锅肉", kind: .whole, highlighted: [0, 1, 2]),
    Row(query: "hui锅", name: "回锅肉", kind: .prefix, highlighted: [0, 1]),
    Row(query: "huig", name: "回锅肉", kind: .prefix, highlighted: [0, 1]),
    Row(query: "回锅", name: "回锅肉", kind: .prefix, highlighted: [0, 1]),
    Row(query: "hgr", name: "回锅肉", kind: .initials, highlighted: [0, 1, 2]),
    Row(query: "hguor", name: "回锅肉", kind: .initials, highlighted: [0, 1, 2]),
    Row(query: "guorou", name: "回锅肉", kind: .substring, highlighted: [1, 2]),
    Row(query: "gr", name: "回锅肉", kind: .substring, highlighted: [1, 2]),
    Row(query: "锅肉", name: "回锅肉", kind: .substring, highlighted: [1, 2]),
    Row(query: "hr", name: "回锅肉", kind: .subsequence, highlighted: [0, 2]),
    Row(query: "回肉", name: "回锅肉", kind: .subsequence, highlighted: [0, 2]),
    Row(query: "rh", name: "回锅肉", kind: nil, highlighted: []),
    Row(query: "huiguoroux", name: "回锅肉", kind: nil, highlighted: []),
    // Polyphones match by any reading.
    Row(query: "chongqing", name: "重庆辣子鸡", kind: .prefix, highlighted: [0, 1]),
    Row(query: "zhongqing", name: "重庆辣子鸡", kind: .prefix, highlighted: [0, 1]),
    Row(query: "qiezi", name: "茄子", kind: .whole, highlighted: [0, 1]),
    Row(query: "jiazi", name: "茄子", kind: .whole, highlighted: [0, 1]),
    Row(query: "maoxiewang", name: "毛血旺", kind: .whole, highlighted: [0, 1, 2]),
    Row(query: "maoxuewang", name: "毛血旺", kind: .whole, highlighted: [0, 1, 2]),
    Row(query: "chaofan", name: "蛋炒饭", kind: .substring, highlighted: [1, 2]),
    // ü typed as v or u.
    Row(query: "lvdou", name: "绿豆汤", kind: .prefix, highlighted: [0, 1]),
    Row(query: "ludou", name: "绿豆汤", kind: .prefix, highlighted: [0, 1]),
    Row(query: "lüdou", name: "绿豆汤", kind: .prefix, highlighted: [0, 1]),
    // 西安 is xi + an, and xian as one syllable is 先.
    Row(query: "xian", name: "西安", kind: .whole, highlighted: [0, 1]),
    Row(query: "xian", name: "先", kind: .whole, highlighted: [0]),
    // English and mixed names, wide and narrow characters.
    Row(query: "sort", name: "Sort by difficulty", kind: .prefix, highlighted: [0, 1, 2, 3]),
    Row(query: "diff", name: "Sort by difficulty", kind: .substring, highlighted: [8, 9, 10, 11]),
    Row(query: "sbd", name: "Sort by difficulty", kind: .subsequence, highlighted: [0, 5, 8]),
    Row(query: "ji", name: "KFC鸡块", kind: .substring, highlighted: [3]),
    Row(query: "kfcj", name: "KFC鸡块", kind: .prefix, highlighted: [0, 1, 2, 3]),
    Row(query: "jik", name: "鸡块2份", kind: .prefix, highlighted: [0, 1]),
    // A combining mark stays with its letter: the whole é is highlighted.
    Row(query: "cafe", name: "Cafe\u{301} 咖啡", kind: .prefix, highlighted: [0, 1, 2, 3]),
    // Empty and blank queries match nothing.
    Row(query: "", name: "回锅肉", kind: nil, highlighted: []),
    Row(query: "  \t", name: "回锅肉", kind: nil, highlighted: []),
    // Control characters are dropped from the query.
    Row(query: "hui\u{1B}[31mguo", name: "回锅肉", kind: nil, highlighted: []),
    Row(query: "hui\u{7}guo\u{200E}", name: "回锅肉", kind: .prefix, highlighted: [0, 1]),
  ]

  @Test(arguments: rows)
  func aQueryMatchesAsTheTableSays(_ row: Row) {
    var matcher = PinyinMatcher()
    let match = matcher.match(SearchQuery(row.query), in: row.name)
    #expect(match?.kind == row.kind)
    #expect((match?.characters ?? []) == row.highlighted)
  }

  @Test func controlCharactersNeverReachTheQueryText() {
    let query = SearchQuery("a\u{1B}]52;c;\u{7}\u{9B}b\u{202E}c\r\nd")
    #expect(query.text == "a]52;c;bc d")
    #expect(query.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
  }

  @Test func aThousandCharacterQueryIsCutAndMatchesNothingShorter() {
    let long = String(repeating: "回锅肉", count: 334)
    let query = SearchQuery(long)
    #expect(query.text.unicodeScalars.count == SearchQuery.maximumLength)
    var matcher = PinyinMatcher()
    #expect(matcher.match(query, in: "回锅肉") == nil)
    #expect(matcher.match(SearchQuery(String(repeating: "a", count: 1_000)), in: "啊啊") == nil)
  }

  @Test func aHostileNameEndsWithinTheBudget() {
    // 2,000 characters of one syllable and a query that almost matches.
    let name = String(repeating: "西", count: 2_000)
    var matcher = PinyinMatcher()
    let match = matcher.match(SearchQuery(String(repeating: "x", count: 200) + "q"), in: name)
    #expect(match == nil)
    #expect(matcher.match(SearchQuery("xixi"), in: name)?.kind == .prefix)
  }

  @Test func extendingAQueryKeepsOrNarrowsItsMatches() {
    let names = ["回锅肉", "红烧肉", "火锅", "黄瓜", "Hot pot", "鸡汤", "回民"]
    let typed = "huiguorou"
    var matcher = PinyinMatcher()
    var previous = Set(names.indices)
    for end in 1...typed.count {
      let query = SearchQuery(String(typed.prefix(end)))
      let matched = Set(names.indices.filter { matcher.match(query, in: names[$0]) != nil })
      #expect(matched.isSubset(of: previous), "\(query.text)")
      previous = matched
    }
    #expect(previous == [0])
  }
}
