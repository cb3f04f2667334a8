/// Why a recipe page was not read in full: said wherever the page is shown
/// (the app, `--print`, `--check-data`), never silently (issue 31, item 13).
public enum PageProblem: Hashable, Sendable {
  /// The page nests elements deeper than libxml2 builds (its
  /// `xmlParserMaxDepth`, 256: `html`, `body` and 255 levels below them):
  /// the parse stopped at `line` (from 1), everything after it is missing.
  case nestedTooDeep(line: Int)
  /// The page's file is larger than `maximumBytes` and was not read.
  case tooLarge(maximumBytes: Int)

  /// The largest page file read, 16 MiB: far above any real page (the
  /// corpus's largest is under 100 KB) and bounded for memory.
  public static let maximumPageBytes = 16 << 20

  /// The problem in English, one line, as `--print` and `--check-data`
  /// write it: `page too deeply nested at line 257: the rest is not shown`,
  /// `page larger than 16 MiB`.
  public var message: String {
    switch self {
    case .nestedTooDeep(let line):
      return "page too deeply nested at line \(line): the rest is not shown"
    case .tooLarge(let maximumBytes):
      return "page larger than \(Self.sizeText(maximumBytes))"
    }
  }

  /// The line of the page the problem is at, when there is one.
  public var line: Int? {
    if case .nestedTooDeep(let line) = self { return line }
    return nil
  }

  /// `16 MiB`, `512 KiB` or `300 bytes`: the largest whole binary unit.
  public static func sizeText(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
