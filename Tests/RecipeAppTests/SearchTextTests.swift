import Testing

@testable import RecipeApp

@Suite struct SearchTextTests {
  /// Whether the filter matches, as the standard library's `contains`
  /// decides on the lower-cased texts' Characters. (Not Foundation's
  /// `StringProtocol.contains`, which this module also sees: the product no
  /// longer imports Foundation; see DECISIONS.md, 2026-12-01.)
  func expected(_ name: String, _ query: String) -> Bool {
    Array(name.lowercased()).contains(Array(query.lowercased()))
  }

  @Test func dishNamesMatchByCharacters() {
    #expect(SearchText("宫保鸡丁").contains(SearchText("鸡")))
    #expect(SearchText("Kung Pao Chicken").contains(SearchText("pao c")))
    #expect(SearchText("番茄炒蛋（家常）").contains(SearchText("（家")))
    #expect(!SearchText("宫保鸡丁").contains(SearchText("鸭")))
    #expect(SearchText("ＡＢ").contains(SearchText("ａ")))
  }

  @Test func combiningMarksAndCanonicalFormsAreComparedAsStringsDo() {
    // "e" is not a Character of "é" written as e + U+0301.
    #expect(!SearchText("cafe\u{301}").contains(SearchText("cafe")))
    // Precomposed and decomposed é are the same Character.
    #expect(SearchText("caf\u{E9}").contains(SearchText("e\u{301}")))
    #expect(SearchText("e\u{301}").contains(SearchText("\u{E9}")))
  }

  @Test func everyPairOfAMixedAlphabetAgreesWithStringContains() {
    let alphabet = [
      "a", "B", "\u{E9}", "e", "\u{301}", "鸡", "蛋", "（", "Ａ", "ａ", " ", "\u{302A}", "ｶ", "ß",
      "\r", "\n", "\u{200D}", "👍",
    ]
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func text(_ length: Int) -> String {
      (0..<length).map { _ in alphabet[next(alphabet.count)] }.joined()
    }
    for _ in 0..<5_000 {
      let name = text(next(7))
      let query = text(1 + next(3))
      #expect(
        SearchText(name).contains(SearchText(query)) == expected(name, query),
        "name \(name.unicodeScalars.map(\.value)) query \(query.unicodeScalars.map(\.value))")
    }
  }
}

@Suite struct SearchTextPinyinTests {
  @Test(arguments: [
    ("回锅肉", "huiguorou", true), ("回锅肉", "hgr", true), ("回锅肉", "hui锅", true),
    ("回锅肉", "huig", true), ("回锅肉", "guorou", true), ("回锅肉", "HGR", true),
    ("重庆辣子鸡", "chongqing", true), ("炒茄子", "qiezi", true), ("毛血旺", "xie", true),
    ("回锅肉", "hr", false), ("回锅肉", "rou回", false), ("Kung Pao", "kp", false),
  ])
  func theFilterUnderstandsPinyinAndInitials(name: String, query: String, matches: Bool) {
    #expect(SearchText(name).contains(SearchText(query)) == matches)
  }
}
