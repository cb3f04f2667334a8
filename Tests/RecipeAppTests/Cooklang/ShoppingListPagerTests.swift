import Foundation
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp

/// The shopping list's `|` (issue 30, item 10): the list goes to `$PAGER`
/// (else `less`) as a private temporary file, removed after; the value is
/// split into words and never read by a shell; the pager has the terminal
/// and ctrl-c while it runs.
@Suite struct ShoppingListPagerTests {
  /// A folder with a pager script that writes its arguments (one a line)
  /// to `args`, copies its last one (the list's file) to `copy` with that
  /// file's mode in `mode`, and what it can see of the signals (its
  /// parent's ignored ones, its own) and of the terminal on its standard
  /// input (`icanon` and `echo`, or `-icanon` `-echo`) to `signals`; `done` last.
  struct Pager {
    let folder: URL
    var script: URL { folder.appendingPathComponent("pager.sh") }
    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
    func text(_ name: String) throws -> String { try String(contentsOf: file(name), encoding: .utf8) }

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("pager-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let here = folder.path
      try """
      #!/bin/sh
      for word in "$@"; do printf '%s\\n' "$word"; done > '\(here)/args'
      for last in "$@"; do :; done
      cp "$last" '\(here)/copy'
      stat -c %a "$last" > '\(here)/mode'
      {
        grep '^SigIgn' /proc/$PPID/status | sed 's/^/parent /'
        grep '^Sig\\(Ign\\|Blk\\)' /proc/$$/status | sed 's/^/own /'
        stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e echo -e -icanon -e -echo
      } > '\(here)/signals'
      : > '\(here)/done'

      """.write(to: script, atomically: false, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: script.path)
    }
  }

  @Test func pagerWordsComeFromPagerElseLess() {
    #expect(PagerCommand(environment: [:]).words == ["less"])
    #expect(PagerCommand(environment: ["PAGER": "  "]).words == ["less"])
    #expect(PagerCommand(environment: ["PAGER": "less  -R"]).words == ["less", "-R"])
    #expect(PagerCommand(environment: ["PAGER": "more;rm $HOME"]).words == ["more;rm", "$HOME"])
    #expect(PagerCommand(environment: ["TMPDIR": "/var/tmp/"]).folder == "/var/tmp/")
    #expect(PagerCommand(environment: ["TMPDIR": "relative"]).folder == "/tmp")
  }

  @Test func theListReachesThePagerAsAPrivateFileRemovedAfter() throws {
    let pager = try Pager()
    defer { try? FileManager.default.removeItem(at: pager.folder) }
    let (terminal, coordinator) = try CooklangShoppingAppTests.app(
      "G a L |", environment: ["PAGER": pager.script.path, "TMPDIR": pager.folder.path])
    #expect(terminal.handOverCount == 1)
    let copy = try pager.text("copy")
    #expect(copy.hasPrefix("Shopping list (10 dishes, "))
    #expect(copy.contains("\nproduce\n"))
    let arguments = try pager.text("args").split(separator: "\n").map(String.init)
    let file = try #require(arguments.last)
    #expect(arguments.count == 1)
    #expect(file.hasPrefix(pager.folder.path + "/recipes-shopping-list-"))
    #expect(try pager.text("mode") == "600\n")
    #expect(!FileManager.default.fileExists(atPath: file), "the temporary file is removed after")
    #expect(!CooklangShoppingAppTests.screen(terminal, coordinator).contains("Cannot"))
  }

  /// A shell would run `touch`; the words go to the pager as they are.
  @Test func aPagerWithShellMetacharactersIsNotRunThroughAShell() throws {
    let pager = try Pager()
    defer { try? FileManager.default.removeItem(at: pager.folder) }
    let marker = pager.file("marker")
    let value = "\(pager.script.path) -x; touch \(marker.path) | true"
    _ = try CooklangShoppingAppTests.app("G a L |", environment: ["PAGER": value])
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    let arguments = try pager.text("args").split(separator: "\n").map(String.init)
    #expect(arguments.dropLast() == ["-x;", "touch", marker.path, "|", "true"])
    #expect(try pager.text("copy").hasPrefix("Shopping list (10 dishes, "))
  }

  @Test func aPagerThatCannotStartIsNamedOnTheBottomLine() throws {
    let (terminal, coordinator) = try CooklangShoppingAppTests.app(
      "G a L |", environment: ["PAGER": "/nonexistent/pager;true"])
    #expect(CooklangShoppingAppTests.screen(terminal, coordinator).contains("Cannot run /nonexistent/pager;true"))
  }

  /// The built app in a terminal: while the pager runs, the terminal is
  /// back in its line mode (as after ctrl-z), the app ignores SIGINT and
  /// SIGQUIT (ctrl-c is the pager's), and the pager starts with none
  /// ignored or blocked; after it, the list is drawn again.
  @Test(.enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
  func thePagerHasTheTerminalAndCtrlC() throws {
    let pager = try Pager()
    defer { try? FileManager.default.removeItem(at: pager.folder) }
    var environment = PseudoTerminal.defaultEnvironment()
    environment["PAGER"] = pager.script.path
    let session = try TerminalSession(
      arguments: ["--data", CooklangShoppingAppTests.folder.path, "--lang", "en"],
      size: Size(width: 120, height: 40), environment: environment)
    func waitFor(_ text: String) {
      let seen = session.waitForScreen { $0.text.contains(text) }
      #expect(seen, "waited for \(text):\n\(session.screen.text)")
    }
    waitFor(" help")
    session.type("G")
    waitFor("Weeknight Dinners")
    session.type("a")
    waitFor("Added the 10 recipes")
    session.type("L")
    waitFor("Shopping list")
    session.settle(quiet: .milliseconds(200))
    session.type("|")
    let done = session.waitForScreen { _ in FileManager.default.fileExists(atPath: pager.file("done").path) }
    try #require(done, "the pager did not run:\n\(session.screen.text)")
    waitFor("Shopping list")
    let lines = try pager.text("signals").split(separator: "\n").map(String.init)
    func mask(_ prefix: String) -> UInt64? {
      lines.first { $0.hasPrefix(prefix) }.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
    }
    let interruptAndQuit: UInt64 = 1 << (2 - 1) | 1 << (3 - 1)
    #expect(mask("parent SigIgn:").map { $0 & interruptAndQuit } == interruptAndQuit, "\(lines)")
    // (Signals 1 to 31: 32 and 33 are the C library's own.)
    #expect(mask("own SigIgn:").map { $0 & 0x7FFF_FFFF } == 0, "\(lines)")
    #expect(mask("own SigBlk:") == 0, "\(lines)")
    #expect(lines.contains("icanon") && lines.contains("echo"), "the terminal in line mode: \(lines)")
    #expect(!lines.contains("-icanon") && !lines.contains("-echo"), "\(lines)")
    #expect(try pager.text("copy").hasPrefix("Shopping list (10 dishes, "))
  }
}
