import Foundation
import TestSupport
import Testing

/// Issue 31, item 9: every mode of the command line that writes text,
/// run on the hostile bundle (and a hostile config), writes no C0 control
/// but line feed and tab, no C1 control and no bidirectional or other
/// format character, on either stream; JSON keeps such characters as `\u`
/// escapes.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct HostileOutputModeTests {
  /// Each mode's arguments after `--data BUNDLE` (`CONFIG` is replaced by
  /// the hostile config's path, `BUNDLE` by the bundle's).
  static let modes: [[String]] = [
    ["--list"], ["--list", "1"], ["--search", "Dish"], ["--search", "mal"], ["--search", "Ent"],
    ["--with", "Visible"], ["--with", "x\u{202E}y"], ["--print", "101"],
    ["--print", "101", "--scale", "2", "--units", "metric"], ["--print", "glyphs"],
    ["--timers", "101"], ["--shopping-list", "101"], ["--shopping-list", "101,102"],
    ["--shopping-list", "101", "--format", "markdown"],
    ["--shopping-list", "101x2,102", "--format", "json"], ["--check-ingredients"],
    ["--check-data", "BUNDLE"], ["--render", "100x30", "--keys", "tab enter"],
    ["--print-config", "--config", "CONFIG"], ["--check-config", "--config", "CONFIG"],
    ["--config", "CONFIG", "--list"],     ["--complete", "--print", "", "--data", "BUNDLE"],
    ["--complete", "--shopping-list", "10", "--data", "BUNDLE"],
  ]

  /// A config whose values and keys hold escapes, C1 controls and
  /// overrides (TOML's `\u` escapes make them real characters).
  static let config = """
    data = "/x\\u001B]0;t\\u0007\\u009B31m\\u202Ey"
    theme = "dark\\u202E\\u001B[2J"
    "k\\u202Eey\\u009D" = 1
    [ladder\\u202E]
    """

  @Test(arguments: modes)
  func everyModeWritesPlainTextOnTheHostileBundle(mode: [String]) throws {
    try HostileBundle.with(hugePage: false) { bundle in
      let config = bundle.root.appendingPathComponent("config.toml")
      try Self.config.write(to: config, atomically: true, encoding: .utf8)
      let arguments = mode.map {
        $0 == "BUNDLE" ? bundle.folder.path : $0 == "CONFIG" ? config.path : $0
      }
      let run = try CommandRun(
        try #require(PackagePaths.recipesBinary), ["--data", bundle.folder.path] + arguments)
      #expect(run.status < 128, "\(mode): crashed")
      let output = PlainText.problems(in: run.standardOutput)
      let error = PlainText.problems(in: run.standardError)
      #expect(output.isEmpty, "\(mode) stdout: \(output)\n\(run.output)")
      #expect(error.isEmpty, "\(mode) stderr: \(error)\n\(run.error)")
    }
  }

  /// JSON keeps the names whole: the controls and overrides of a plist
  /// name are `\u` escapes, so a JSON reader gets the name back.
  @Test func jsonEscapesControlsAndOverrides() throws {
    try HostileBundle.with(hugePage: false) { bundle in
      let run = try CommandRun(
        try #require(PackagePaths.recipesBinary),
        ["--data", bundle.folder.path, "--shopping-list", "101", "--format", "json"])
      #expect(run.status == 0, "\(run.error)")
      #expect(run.output.contains("\\u202e") || run.output.contains("\\u202E"), "\(run.output)")
      #expect(run.output.contains("\\u009b") || run.output.contains("\\u009B"), "\(run.output)")
      let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput))
      let text = String(describing: object)
      #expect(text.contains("\u{202E}mal"), "the name is kept: \(text)")
    }
  }

  /// `--check-data` quotes names in its messages: an override in one is
  /// dropped, a control replaced.
  @Test func checkDataQuotesNamesAsPlainText() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "CheckNames-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let plist = root.appendingPathComponent("Plist")
    try FileManager.default.createDirectory(at: plist, withIntermediateDirectories: true)
    let name = "Left\u{202E}Right\u{2066}Iso\u{200F}Mark\u{9B}2J"
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array>
      <dict><key>idstr</key><string>1</string><key>name</key><string>\(name)</string></dict>
      <dict><key>idstr</key><string>2</string><key>name</key><string>Good</string></dict>
      </array></plist>
      """.write(to: plist.appendingPathComponent("food_types.plist"), atomically: true, encoding: .utf8)
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><array></array></plist>
      """.write(to: plist.appendingPathComponent("type_1_foods.plist"), atomically: true, encoding: .utf8)
    let run = try CommandRun(try #require(PackagePaths.recipesBinary), ["--check-data", root.path])
    #expect(run.output.contains("LeftRight"), "\(run.output)")
    let problems = PlainText.problems(in: run.standardOutput) + PlainText.problems(in: run.standardError)
    #expect(problems.isEmpty, "\(problems)")
  }
}
