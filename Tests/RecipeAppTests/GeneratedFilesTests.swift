import Foundation
import TestSupport
import Testing

@testable import RecipeApp

/// The man page and the completion scripts committed under
/// `Sources/recipes/share/` are what the option table gives, and each is
/// well-formed for its reader.
@Suite struct GeneratedFilesTests {
  @Test(arguments: GeneratedFile.allCases)
  func theCommittedCopyIsWhatTheTablesGive(file: GeneratedFile) throws {
    let committed = try String(
      contentsOf: PackagePaths.root.appendingPathComponent(file.packagePath), encoding: .utf8)
    #expect(committed == file.text + "\n", "run `make man completions` and commit the result")
  }

  @Test func theManPageHasItsSectionsEveryOptionAndEveryKey() {
    let page = ManPage.text
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "FILES", "ENVIRONMENT",
      "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(page.contains("\n.SH \(section)\n"), "\(section)")
    }
    for spec in OptionSpec.visible {
      #expect(page.contains(ManPage.roff(spec.name)), "\(spec.name)")
    }
    for row in KeyHelp.rows(.en) { #expect(page.contains(ManPage.roff(row.label)), "\(row.label)") }
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(!page.contains("\n.PP\n.PP") && !page.contains(".SH EXAMPLES\n.PP"))
  }

  @Test func roffEscapesWhatRoffWouldRead() {
    #expect(ManPage.roff("--data") == "\\-\\-data")
    #expect(ManPage.roff(".x 'y' \\ \"z\"") == "\\&.x 'y' \\e \\(dqz\\(dq")
    #expect(ManPage.roff("½ 青") == "\\[u00BD] \\[u9752]")
    for line in ManPage.text(String(repeating: "word ", count: 60)) {
      #expect(line.utf8.count <= 80)
    }
  }

  @Test(.enabled(if: PackagePaths.which("mandoc") != nil, "mandoc is not installed"))
  func mandocFindsNothingAboveStyleLevel() throws {
    let page = PackagePaths.root.appendingPathComponent(GeneratedFile.man.packagePath)
    let result = try runProcess(
      try #require(PackagePaths.which("mandoc")), ["-T", "lint", page.path],
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    let complaints = (result.stdout + result.stderr).split(separator: "\n")
      .filter { !$0.contains(": STYLE: ") }
    #expect(complaints.isEmpty, "\(complaints)")
  }

  @Test(.enabled(if: PackagePaths.which("bash") != nil, "bash is not installed"))
  func bashReadsItsScript() throws {
    try expectShellReadsItsScript("bash", .bash)
  }

  @Test(.enabled(if: PackagePaths.which("zsh") != nil, "zsh is not installed"))
  func zshReadsItsScript() throws {
    try expectShellReadsItsScript("zsh", .zsh)
  }

  @Test(.enabled(if: PackagePaths.which("fish") != nil, "fish is not installed"))
  func fishReadsItsScript() throws {
    try expectShellReadsItsScript("fish", .fish)
  }

  /// `shell -n` parses the committed completion script without complaint.
  func expectShellReadsItsScript(_ shell: String, _ file: GeneratedFile) throws {
    let program = try #require(PackagePaths.which(shell))
    let script = PackagePaths.root.appendingPathComponent(file.packagePath)
    let result = try runProcess(
      program, ["-n", script.path], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func everyVisibleOptionIsInEveryScript() {
    for spec in OptionSpec.visible {
      #expect(CompletionScript.bash.contains(spec.name))
      #expect(CompletionScript.zsh.contains("'" + spec.name))
      #expect(CompletionScript.fish.contains("-l " + spec.name.dropFirst(2) + " "))
    }
    for spec in OptionSpec.all where spec.hidden {
      #expect(!CompletionScript.zsh.contains("'" + spec.name))
    }
  }

  @Test func shellQuotingSurvivesQuotes() {
    #expect(CompletionScript.shellQuoted("the page's") == "'the page'\\''s'")
    #expect(CompletionScript.zshEscaped("a [b]: c") == "a \\[b\\]\\: c")
  }
}
