import ChildProcess
import Foundation
import Testing

@testable import RecipeApp

/// `y` asks tmux for its `set-clipboard` with the product's own child
/// process code (`posix_spawn`, no shell): `tmux show-options -gv
/// set-clipboard`, found on the environment's `PATH`.
@Suite struct TmuxClipboardQueryTests {
  /// A folder holding an executable `tmux` script with `body`.
  static func fakeTmux(_ body: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fake-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("tmux")
    try ("#!/bin/sh\n" + body).write(to: script, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return folder.path
  }

  @Test func theSettingIsAskedOfTheTmuxOnTheEnvironmentsPath() throws {
    let folder = try Self.fakeTmux(
      "printf '%s|' \"$@\" > \"$(dirname \"$0\")/words\"\necho \"$TMUX\" >&2\nprintf 'external\\n'\n"
    )
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // (The script's own `dirname` is found after it, in /usr/bin.)
    let environment = ["PATH": "/nonexistent:" + folder + ":/usr/bin:/bin", "TMUX": "/tmp/t,1,0"]
    #expect(ShoppingListFlow.tmuxClipboardSetting(environment) == "external")
    // Each word reached tmux as it is.
    let words = try String(contentsOfFile: folder + "/words", encoding: .utf8)
    #expect(words == "show-options|-gv|set-clipboard|")
  }

  @Test func noTmuxOrNoAnswerIsNil() throws {
    #expect(ShoppingListFlow.tmuxClipboardSetting(["PATH": "/nonexistent"]) == nil)
    #expect(ShoppingListFlow.tmuxClipboardSetting([:]) == nil)
    let silent = try Self.fakeTmux("echo 'no server running' >&2\nexit 1\n")
    defer { try? FileManager.default.removeItem(atPath: silent) }
    #expect(ShoppingListFlow.tmuxClipboardSetting(["PATH": silent]) == nil)
  }

  @Test func theGivenSettingWinsWithoutAskingTmux() throws {
    let folder = try Self.fakeTmux("touch \"$(dirname \"$0\")/asked\"\necho on\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = ["PATH": folder, "RECIPES_TMUX_CLIPBOARD": "off"]
    #expect(ShoppingListFlow.tmuxClipboardSetting(environment) == "off")
    #expect(!FileManager.default.fileExists(atPath: folder + "/asked"))
  }

  @Test func outputIsCutAtTheLimitAndAHungChildIsKilled() throws {
    let folder = try Self.fakeTmux("yes on | head -c 100000\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let long = ChildProcess(program: folder + "/tmux").output(limit: 10)
    #expect(try long.get().bytes == Array("on\non\non\no".utf8))
    #expect(try long.get().exit == .exited(0))
    let hung = ChildProcess(program: "/bin/sleep", arguments: ["30"])
      .output(timeoutMilliseconds: 100)
    #expect(try hung.get().exit == nil)
    #expect(
      ChildProcess(program: "/nonexistent/tmux").output().map(\.bytes)
        == .failure(SpawnError(code: ENOENT)))
  }

  /// No product code hands a command line to a shell (`popen`, `/bin/sh`).
  @Test func noProductSourceUsesPopenOrSystem() throws {
    let sources = URL(fileURLWithPath: "Sources")
    // The targets the program is built from (not the bench or the tests' helpers).
    let targets = [
      "recipes", "RecipeApp", "RecipeKit", "TermUI", "CursesTerminal", "SplitLayout",
      "ChildProcess",
    ]
    let files = targets.flatMap { target in
      (FileManager.default.enumerator(atPath: "Sources/" + target)?.compactMap { $0 as? String }
        ?? []).filter { $0.hasSuffix(".swift") }.map { target + "/" + $0 }
    }
    #expect(files.count > 100)
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("popen("), "\(file)")
      #expect(!text.contains("\"/bin/sh\""), "\(file)")
    }
  }
}
