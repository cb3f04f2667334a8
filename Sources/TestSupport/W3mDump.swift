import Foundation

/// A real browser's reading of a recipe page, to check ours against:
/// `w3m -dump` and the steps in it.
///
/// How a dump is matched:
/// 1. `w3m -dump -T text/html -I UTF-8 -O UTF-8 -cols 1000 page` (wide, so
///    that w3m does not wrap; `<br>` still makes new lines).
/// 2. The steps are the lines between the heading line ending in 的做法步骤
///    and the line 小贴士 (or the end), each trimmed. A step starts at a line
///    `N. text` or `N.` (text after a `<br>`); the following non-blank lines
///    belong to it (w3m puts a blank line after each `<p>`, so a step's text
///    after `<br><br>` is not collected, which only weakens the check).
/// 3. Both sides are compared with all white space removed
///    (`Character.isWhitespace`: spaces, line breaks, U+00A0, U+3000), since
///    w3m and we break and pad lines differently.
public enum W3mDump {
  /// The `w3m` on the PATH, or nil.
  public static let w3m: URL? = PackagePaths.which("w3m")

  /// 20 corpus pages spread over the ids: 1, 44, 87 … 818.
  public static let sampleIDs = Array(stride(from: 1, through: 827, by: 43))

  /// `w3m -dump` of `page`, as UTF-8 text.
  public static func dump(_ page: URL, with w3m: URL) throws -> String {
    // w3m keeps state in $HOME/.w3m; keep it out of the user's home.
    let result = try runProcess(
      w3m, ["-dump", "-T", "text/html", "-I", "UTF-8", "-O", "UTF-8", "-cols", "1000", page.path],
      environment: [
        "PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path,
        "LANG": "C.UTF-8",
      ])
    return result.stdout
  }

  /// The steps of a dump, text without white space.
  public static func steps(inDump dump: String) -> [(number: Int, text: String)] {
    var steps: [(number: Int, text: String)] = []
    var inSteps = false
    var current: (number: Int, text: String)?
    for rawLine in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasSuffix("的做法步骤") {
        inSteps = true
        continue
      }
      guard inSteps else { continue }
      if line == "小贴士" { break }
      if let start = stepStart(line) {
        if let current { steps.append(current) }
        current = (start.number, withoutWhiteSpace(start.text))
      } else if line.isEmpty {
        if let current { steps.append(current) }
        current = nil
      } else if current != nil {
        current?.text += withoutWhiteSpace(line)
      }
    }
    if let current { steps.append(current) }
    return steps
  }

  /// `"12. text"` → (12, "text"); `"12."` → (12, "") (a step whose text
  /// starts after a `<br>`, or has none).
  public static func stepStart(_ line: String) -> (number: Int, text: String)? {
    let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
    guard !digits.isEmpty, let number = Int(digits) else { return nil }
    let rest = line[digits.endIndex...]
    if rest == "." { return (number, "") }
    guard rest.hasPrefix(". ") else { return nil }
    return (number, String(rest.dropFirst(2)))
  }

  public static func withoutWhiteSpace(_ text: some StringProtocol) -> String {
    String(text.filter { !$0.isWhitespace })
  }
}
