import Foundation
import SplitLayout
import TermUI
import TestSupport
import Testing

/// The command line and the real terminal as a new user met them (issue
/// 19, items 2, 6 and 10): the built binary, a clean environment.
@Suite(.enabled(if: PackagePaths.recipesBinary != nil, "recipes is not built (run `swift build`)"))
struct NewcomerCommandTests {
  let binary = PackagePaths.recipesBinary ?? URL(fileURLWithPath: "/nonexistent")
  let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    .merging(TemporaryXDG.environment()) { $1 }

  func run(_ arguments: [String]) throws -> ProcessResult {
    try runProcess(binary, arguments, environment: environment, currentDirectory: PackagePaths.root)
  }

  @Test func aMissingDataFolderIsNamedOnce() throws {
    let opened = try run(["--data", "/nonexistent/bundle", "--print", "101"])
    #expect(opened.status == 2)
    #expect(
      opened.stderr.components(separatedBy: "/nonexistent/bundle").count == 2, "\(opened.stderr)")
    #expect(opened.stderr.contains("cannot open data folder /nonexistent/bundle: no such folder"))
  }

  @Test func checkDataWithoutAFolderChecksTheDefaultBundle() throws {
    let result = try run(["--check-data"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.isEmpty)
    let named = try run(["--check-data", "--data", PackagePaths.data.path])
    #expect(named.status == 0 && named.stdout == result.stdout)
  }

  @Test func theSynopsisOfPrintHasLang() throws {
    let help = try run(["--help"])
    #expect(
      help.stdout.contains("--print ID|NAME|FILE.cook [--format F] [--width N] [--lang LANG]"),
      "\(help.stdout)")
  }

  @Test func renderTakesAtMost500x200AndSaysSo() throws {
    let big = try run(["--render", "501x10"])
    #expect(big.status == 2 && big.stderr.contains("500x200"), "\(big.stderr)")
    let tall = try run(["--render", "10x201"])
    #expect(tall.status == 2)
    let most = try run(["--render", "500x200"])
    #expect(most.status == 0)
  }

  @Test func printBelowTheMinimumWidthSaysWhatItUsed() throws {
    let result = try run(["--print", "101", "--width", "5"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("--width 5") && result.stderr.contains("8"), "\(result.stderr)")
    let widest = result.stdout.split(separator: "\n").map { ColumnWidth.width(of: $0) }.max() ?? 0
    #expect(widest <= 8)
  }

  @Test func usageErrorsQuoteTheArgumentWithoutControlCharacters() throws {
    for arguments in [
      ["--bogus\u{1B}[2J"], ["--lang", "x\u{1B}]0;owned\u{07}"], ["stray\u{9B}31m"],
    ] {
      let result = try run(arguments)
      #expect(result.status == 2)
      #expect(
        !result.stderr.unicodeScalars.contains {
          $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B
        })
      #expect(result.stderr.contains("\u{FFFD}"), "\(result.stderr)")
    }
  }

  /// `--print` on a 200-column terminal keeps to the reading width.
  @Test func printOnAWideTerminalKeepsToTheReadingWidth() throws {
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path, "--print", "101"],
      size: Size(width: 200, height: 60))
    #expect(session.waitForExit() == .exited(0))
    let widest =
      session.screen.rows.map { ColumnWidth.width(of: $0.droppingTrailingSpaces()) }.max() ?? 0
    #expect(widest > 40 && widest <= 88, "\(session.screen.text)")
  }

  /// Item 6: Alt-keys and unknown escape sequences never close a recipe;
  /// only the `esc` key does.
  @Test func altKeysAndUnknownSequencesAreNotEscape() throws {
    let session = try TerminalSession(
      arguments: ["--data", PackagePaths.data.path], size: Size(width: 120, height: 40))
    #expect(session.waitForScreen { $0.text.contains("家常菜") })
    session.settle(quiet: .milliseconds(100))
    session.type("\t")
    session.settle(quiet: .milliseconds(100))
    session.type("\r")
    #expect(session.waitForScreen { $0.text.contains("[Close]") })
    for bytes in ["\u{1B}[99~", "\u{1B}j", "\u{1B}[1~", "\u{1B}[1;5Q", "\u{1B}x"] {
      session.settle(quiet: .milliseconds(100))
      session.type(bytes)
      session.settle(quiet: .milliseconds(200))
      #expect(
        session.screen.text.contains("[Close]"), "after \(Array(bytes.unicodeScalars.dropFirst()))")
    }
    session.type("\u{1B}")
    #expect(session.waitForScreen { !$0.text.contains("[Close]") })
    session.type("\u{03}")
    #expect(session.waitForExit() == .exited(0))
  }

  /// `--no-footer` and `footer = false` in the config hide the footer.
  @Test func theFooterCanBeHidden() throws {
    func lastRow(_ result: ProcessResult) -> String {
      String(
        result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().last ?? ""
      )
    }
    let shown = try run(["--data", PackagePaths.data.path, "--render", "80x24"])
    #expect(lastRow(shown).contains("q quit"), "\(shown.stdout)")
    let flag = try run(["--data", PackagePaths.data.path, "--render", "80x24", "--no-footer"])
    #expect(flag.status == 0 && !lastRow(flag).contains("quit"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recipes-footer-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let config = folder.appendingPathComponent("config.toml")
    try "footer = false\n".write(to: config, atomically: true, encoding: .utf8)
    let set = try run([
      "--data", PackagePaths.data.path, "--render", "80x24", "--config", config.path,
    ])
    #expect(set.status == 0 && !lastRow(set).contains("quit"), "\(set.stderr)")
  }
}
