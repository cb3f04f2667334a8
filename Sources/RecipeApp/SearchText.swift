import RecipeKit

/// A lower-cased text for the `/` filter and its substring test, with a
/// fast path for the texts dish names are made of. A name also matches by
/// pinyin, its characters in a row: full (`huiguo`), initials (`hg`) or a
/// mixture (`hui锅`), as `PinyinMatcher` decides (subsequences do not count:
/// the filter keeps names that contain what was typed). Only queries of
/// letters, spaces and Han characters are tried as pinyin, and their letters
/// match readings only, so every other text is matched exactly as
/// `String.contains` does.
///
/// `String.contains` compares Characters (grapheme clusters, canonical
/// equivalence), which costs about 400 ns a name: 40 ms a keystroke over
/// 100,000 dishes. When both texts are made only of scalars that are each
/// their own Character and have no canonical decomposition (printable
/// ASCII, CJK unified ideographs, CJK punctuation, full-width forms), that
/// test is the same as finding the query's UTF-8 bytes in the name's, which
/// is what the fast path does. Other texts use `String.contains`.
struct SearchText {
  /// The text, lower-cased.
  let text: String
  /// True when every scalar is one of the simple kinds above.
  let isSimple: Bool
  /// The name prepared for pinyin; nil when no character has a reading.
  private let pinyin: PinyinName?
  /// The text as a pinyin query; nil unless it has letters a–z and
  /// otherwise only spaces and characters with readings.
  private let query: PinyinQuery?
  /// As a name: the folded words of its English names in the vocabulary
  /// (`twice-cooked pork` for 回锅肉); as a query in English: its folded
  /// words, one list. Empty otherwise.
  private let english: [[String]]

  /// `text` lower-cased, for matching.
  init(_ text: String) {
    self.text = text.lowercased()
    isSimple = self.text.unicodeScalars.allSatisfy(Self.isSimple)
    pinyin = PinyinName(text)
    query = PinyinName.isPinyinQuery(text) ? PinyinQuery(SearchQuery(text)) : nil
    if EnglishNormaliser.isEnglishQuery(text) {
      english = [EnglishNormaliser.words(text)]
    } else {
      english = Vocabulary.shared.englishNames(ofDish: text).map(EnglishNormaliser.words)
    }
  }

  /// Whether `query` occurs in this text, as `String.contains` decides,
  /// spells characters of it in a row in pinyin, or is words of one of its
  /// English names (`pork` in `twice-cooked pork`, any case or plural).
  func contains(_ query: SearchText) -> Bool {
    if containsText(query) { return true }
    if let typed = query.english.first,
      english.contains(where: { Vocabulary.fit(typed, $0) != nil })
    {
      return true
    }
    guard let pinyin, let pinyinQuery = query.query else { return false }
    // Letters match readings only: plain text matching did the rest.
    var matcher = PinyinMatcher(literalLetters: false)
    return pinyin.contiguousMatch(pinyinQuery, matcher: &matcher) != nil
  }

  /// Whether `query` occurs in this text, as `String.contains` decides.
  private func containsText(_ query: SearchText) -> Bool {
    guard isSimple && query.isSimple else { return text.contains(query.text) }
    var name = text
    var pattern = query.text
    return name.withUTF8 { haystack in
      pattern.withUTF8 { needle in Self.find(needle, in: haystack) }
    }
  }

  /// A scalar that is a Character of its own and its own canonical form.
  private static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0x3000...0x3029, 0x4E00...0x9FFF, 0xFF01...0xFF5E: true
    default: false
    }
  }

  /// Whether `needle` occurs in `haystack` (an empty needle always does).
  private static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    let last = haystack.count - needle.count
    var start = 0
    while start <= last {
      if haystack[start] == first {
        var offset = 1
        while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
