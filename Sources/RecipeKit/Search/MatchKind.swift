/// How a query matched a name, best first: the order of the ranking.
public enum MatchKind: Int, Comparable, Sendable, CaseIterable {
  /// The query is the whole name: its characters, its full pinyin
  /// (`huiguorou` → 回锅肉), or a mixture (`hui锅rou`).
  case whole
  /// The query is the start of the name, whole syllables except the last
  /// (`huiguo`, `huig`, `回锅`).
  case prefix
  /// The query is the start of the name with shortened syllables, such as
  /// initials (`hgr`, `hguor`).
  case initials
  /// The query matches characters in a row after the name's start (`guorou`,
  /// `gr`, `锅肉`).
  case substring
  /// The query matches characters in order with gaps (`hr` → 回锅肉).
  case subsequence

  public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The ranking's finer order: `MatchKind` with its prefixes and its
/// initials split in two. A prefix that ends on a whole reading (`chuan`
/// for 川菜) comes before one that ends inside one (`chuan` for 葱, read
/// `chuang` in Unihan besides `cong`). Initials of every character (`chb`
/// for 葱花饼, one letter each) come before other shortened starts (`ch` +
/// `b` for a two-character name).
enum MatchRank: Int, Comparable, CaseIterable {
  case whole, prefix, prefixPartly, initialsOfAll, initials, substring, subsequence

  /// The kind shown for this rank.
  var kind: MatchKind {
    switch self {
    case .whole: .whole
    case .prefix, .prefixPartly: .prefix
    case .initialsOfAll, .initials: .initials
    case .substring: .substring
    case .subsequence: .subsequence
    }
  }

  static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
