import Foundation
import RecipeKit
import Testing

/// Checks the reader against a real browser: for a fixed sample of corpus
/// pages, every step that `w3m -dump` shows must be one of our steps.
///
/// How a w3m dump is matched (reusable for the app's `--print` output):
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
/// 4. The i-th w3m step must have the number of our i-th step, and its text
///    must occur in our i-th step's text; both must have as many steps.
@Suite struct W3mComparisonTests {
  /// 20 pages spread over the ids: 1, 44, 87 … 818.
  static let sampleIDs = Array(stride(from: 1, through: 827, by: 43))

  /// The `w3m` on the PATH, or nil.
  static let w3m: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("w3m") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  // Skipped, with these comments, without the corpus or without w3m
  // (`apt-get install w3m`; the Makefile installs it for CI).
  @Test(
    .enabled(
      if: CorpusPagesTests.foodFolder != nil,
      "corpus absent, skipped: \(CorpusPagesTests.corpusRoot.path)"),
    .enabled(if: w3m != nil, "w3m absent, skipped: not on the PATH"),
    arguments: sampleIDs)
  func everyStepW3mShowsIsOneOfOurSteps(pageID: Int) throws {
    let folder = try #require(CorpusPagesTests.foodFolder)
    let page = folder.appendingPathComponent("\(pageID).html")
    let dump = try Self.dump(page, with: try #require(Self.w3m))
    let theirs = Self.steps(inDump: dump)
    let ours = RecipePageParser.parse(contentsOf: page).blocks.compactMap { block in
      if case .step(let number, let text) = block {
        (number, Self.withoutWhiteSpace(text))
      } else {
        nil
      }
    }
    #expect(
      theirs.count == ours.count,
      "\(pageID).html: w3m shows \(theirs.count) steps, we \(ours.count)")
    for (their, our) in zip(theirs, ours) {
      #expect(their.number == our.0, "\(pageID).html step \(their.number)")
      // (`"".contains("")` is false.)
      #expect(
        their.text.isEmpty || our.1.contains(their.text),
        "\(pageID).html step \(their.number): w3m shows \(their.text)")
    }
  }

  /// The steps of a w3m dump, text without white space (see the type's
  /// documentation).
  static func steps(inDump dump: String) -> [(number: Int, text: String)] {
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
  static func stepStart(_ line: String) -> (number: Int, text: String)? {
    let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
    guard !digits.isEmpty, let number = Int(digits) else { return nil }
    let rest = line[digits.endIndex...]
    if rest == "." { return (number, "") }
    guard rest.hasPrefix(". ") else { return nil }
    return (number, String(rest.dropFirst(2)))
  }

  static func withoutWhiteSpace(_ text: some StringProtocol) -> String {
    String(text.filter { !$0.isWhitespace })
  }

  /// `w3m -dump` of `page`, as UTF-8 text.
  static func dump(_ page: URL, with w3m: URL) throws -> String {
    let process = Process()
    process.executableURL = w3m
    process.arguments = [
      "-dump", "-T", "text/html", "-I", "UTF-8", "-O", "UTF-8", "-cols", "1000", page.path,
    ]
    // w3m keeps state in $HOME/.w3m; keep it out of the user's home.
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = FileManager.default.temporaryDirectory.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
