import Foundation
import TestSupport
import Testing

/// Issue 26 §4 in a real terminal (the built binary in tmux, a clean
/// environment, fresh XDG folders): a recipe edited from outside shows on
/// the open page by itself (inotify), and `e` runs `$EDITOR` (a script
/// that appends a step), hands the terminal back and shows the new step.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"),
  .enabled(if: PackagePaths.which("tmux") != nil, "needs tmux"))
struct CooklangEditEndToEndTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cooklang-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Soups"), withIntermediateDirectories: true)
    try "Simmer the @leeks{2} in @stock{1%l} for ~{20%minutes}.\n\nBlend until smooth."
      .write(to: recipe, atomically: false, encoding: .utf8)
  }

  private var recipe: URL { folder.appendingPathComponent("Soups/Leek Soup.cook") }

  /// The app on the folder in tmux with `environment` added, its recipe
  /// open (`enter` focuses the dishes, the second opens the first).
  private func start(_ environment: [String: String] = [:]) throws -> TmuxSession {
    let binary = try #require(PackagePaths.recipesBinary)
    var words = ["env", "-i", "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TERM=tmux-256color"]
    for (name, value) in TemporaryXDG.environment().merging(environment, uniquingKeysWith: { $1 }) {
      words.append("\(name)=\(value)")
    }
    words += [binary.path, folder.path]
    let tmux = try #require(
      TmuxSession(command: words.joined(separator: " "), columns: 120, rows: 30))
    _ = try tmux.waitForScreen { $0.joined().contains("q quit") }
    try tmux.send(keys: ["Enter"])
    try tmux.send(keys: ["Enter"])
    let open = try tmux.waitForScreen { $0.joined().contains("] next") }
    #expect(open.joined().contains("Simmer the leeks (2) in stock (1 l) for 20 minutes."))
    return tmux
  }

  @Test func aFileEditedOutsideChangesTheOpenPage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let tmux = try start()
    let handle = try FileHandle(forWritingTo: recipe)
    handle.seekToEndOfFile()
    handle.write(Data("\n\nServe with @croutons{1%cup}.".utf8))
    try handle.close()
    let screen = try tmux.waitForScreen(timeout: 10) {
      $0.joined().contains("Serve with croutons (1 cup).")
    }
    #expect(
      screen.joined().contains("3. Serve with croutons (1 cup)."),
      "\(screen.joined(separator: "\n"))")
  }

  @Test func eRunsTheEditorAndShowsItsStep() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // The "editor": appends a step to the file it is given, and leaves a
    // mark that it ran with a terminal (`[ -t 0 ]`: the terminal was
    // handed over to it).
    let script = folder.appendingPathComponent("append-step.sh")
    let mark = folder.appendingPathComponent("editor-ran")
    try """
      #!/bin/sh
      [ -t 0 ] && [ -t 1 ] && echo tty > '\(mark.path)'
      printf '\\n\\nGarnish with @chives{1%%tbsp}.\\n' >> "$1"
      """.write(to: script, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let tmux = try start(["EDITOR": script.path])
    try tmux.send(keys: ["e"])
    let screen = try tmux.waitForScreen(timeout: 10) {
      $0.joined().contains("Garnish with chives (1 tbsp).")
    }
    #expect(
      screen.joined().contains("3. Garnish with chives (1 tbsp)."),
      "\(screen.joined(separator: "\n"))")
    #expect((try? String(contentsOf: mark, encoding: .utf8)) == "tty\n")
    // The app has its terminal back: the alternate screen, and keys work.
    #expect(try tmux.value("#{alternate_on}") == "1")
    try tmux.send(keys: ["Escape"])
    let closed = try tmux.waitForScreen { !$0.joined().contains("Garnish with chives") }
    #expect(!closed.joined().contains("Garnish with chives"))
  }
}
