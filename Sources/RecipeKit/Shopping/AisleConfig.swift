/// `config/aisle.conf` of a Cooklang collection: the shop's sections in
/// the order one walks them, each listing its ingredients, a line per
/// ingredient with its synonyms after `|`.
///
/// ```
/// [produce]
/// capsicum|bell pepper|bell peppers
/// onion
/// ```
///
/// An ingredient's section is the first section naming it; its shown name
/// is its line's first name. Names match by `ShoppingNames.folded` (case,
/// spaces, plurals). Blank lines and `#` comments are skipped; a name
/// before any section belongs to none; a line that is too long is cut.
public struct AisleConfig: Equatable, Sendable {
  /// One ingredient line.
  public struct Line: Equatable, Sendable {
    /// Its names as written; the first is the one shown.
    public var names: [String]
    /// The index of its section in `sections`.
    public var section: Int
  }

  /// The section names, in the file's order.
  public private(set) var sections: [String] = []
  /// The ingredient lines, in order.
  public private(set) var lines: [Line] = []
  /// Folded name → index in `lines` (the first line naming it).
  private var byKey: [String: Int] = [:]

  /// The most sections and lines read (the rest of a huge file is not).
  public static let maximumLines = 10_000
  /// Longest name kept, in characters.
  public static let maximumNameLength = 200

  public init() {}

  /// Reads the text of an `aisle.conf`.
  public init(text: String) {
    var section: Int?
    var count = 0
    for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
      count += 1
      if count > Self.maximumLines { break }
      let line = raw.trimmingAmountSpaces()
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        let name = String(line.dropFirst().dropLast().trimmingAmountSpaces().prefix(Self.maximumNameLength))
        if let index = sections.firstIndex(of: name) {
          section = index
        } else {
          sections.append(name)
          section = sections.count - 1
        }
        continue
      }
      guard let section else { continue }
      let names = line.split(separator: "|").map {
        String($0.trimmingAmountSpaces().prefix(Self.maximumNameLength))
      }.filter { !$0.isEmpty }
      guard !names.isEmpty else { continue }
      let index = lines.count
      lines.append(Line(names: names, section: section))
      for name in names {
        let key = ShoppingNames.folded(name)
        if !key.isEmpty, byKey[key] == nil { byKey[key] = index }
      }
    }
  }

  /// The line of a folded name, if the file names it.
  public func line(forFolded key: String) -> Line? { byKey[key].map { lines[$0] } }

  /// The merge key of a folded name: its line's first name, folded.
  func canonicalKey(forFolded key: String) -> String? {
    guard let line = line(forFolded: key), let first = line.names.first else { return nil }
    return ShoppingNames.folded(first)
  }

  /// The section of `name` (any of its line's names), nil when unlisted.
  public func section(of name: String) -> String? {
    line(forFolded: ShoppingNames.folded(name)).map { sections[$0.section] }
  }

  /// The name `name` is shown by: its line's first name, else itself.
  public func shownName(of name: String) -> String {
    line(forFolded: ShoppingNames.folded(name))?.names.first ?? name
  }
}
