import Foundation
import SplitLayout
import TermUI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `recipes` browsing a `HostileBundle` in a pseudo terminal:
/// whatever the names and pages hold, the bytes the terminal receives are
/// ncurses' own (no OSC, BEL, C1 control, invalid UTF-8, bidirectional
/// override, device or window report request), the screen shows the safe
/// parts, and the bundle is left as it was.
@Suite(
  .enabled(if: PackagePaths.recipesBinary != nil, "needs the built recipes binary (swift build)"))
struct HostileTerminalTests {
  // The widest two-column split: a recipe opens as a sheet (from 140 columns
  // it opens inline).
  static let size = Size(width: 139, height: 50)

  /// The cursor keys as the terminal sends them in the mode ncurses set.
  func arrow(_ letter: String, _ session: TerminalSession) -> String {
    (session.screen.isSet(privateMode: 1) ? "\u{1B}O" : "\u{1B}[") + letter
  }

  /// Types `keys` and waits until the screen satisfies `condition`.
  func press(
    _ keys: String, in session: TerminalSession, until condition: (String) -> Bool,
    _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    session.settle(quiet: .milliseconds(60))
    session.type(keys)
    let reached = session.waitForScreen(timeout: .seconds(30)) { condition($0.text) }
    #expect(
      reached, "\(what); the screen shows:\n\(session.screen.text)", sourceLocation: sourceLocation)
  }

  /// Opens the first dish whose name matches `filter` (typed after `/`),
  /// checks the sheet, optionally resizes with it open, and closes it.
  func open(
    _ filter: String, in session: TerminalSession, expecting text: String,
    resizingTo size: Size? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    press("/" + filter + "\r", in: session, until: { $0.contains("1/1 of") }, "filter \(filter)")
    press(
      "\r", in: session, until: { $0.contains("[Close]") && $0.contains(text) }, "open \(filter)")
    if let size {
      session.resize(to: size)
      #expect(
        session.waitForScreen(timeout: .seconds(30)) {
          $0.text.contains("[Close]") && $0.rows.count == size.height
        })
      session.resize(to: Self.size)
      #expect(
        session.waitForScreen(timeout: .seconds(30)) {
          $0.text.contains("[Close]") && $0.text.contains(text)
        })
    }
    press("\u{1B}", in: session, until: { !$0.contains("[Close]") }, "close \(filter)")
    press("\u{1B}", in: session, until: { !$0.contains("1/1 of") }, "clear the filter")
  }

  @Test func nothingFromTheDataReachesTheTerminal() throws {
    try HostileBundle.with { bundle in
      let before = FolderSnapshot(of: bundle.root)
      let session = try TerminalSession(arguments: ["--data", bundle.folder.path], size: Self.size)
      let launched = session.waitForScreen {
        $0.text.contains("Evil") && $0.text.contains("malware")
      }
      try #require(launched, "no first frame:\n\(session.screen.text)")
      let screen = session.screen.text
      #expect(screen.contains("Evil\u{FFFD}[2J\u{FFFD}[6n"))
      #expect(screen.contains("名"))
      #expect(screen.contains("Dish\u{FFFD}]8;;http://evil.example/"))

      press("\t", in: session, until: { _ in true }, "focus the dishes")
      open("Dish", in: session, expecting: "Visible")
      open("Wide", in: session, expecting: "宽宽宽宽")
      open("Traversal", in: session, expecting: "No recipe text")
      open("Leak", in: session, expecting: "No recipe text")
      open("Deep", in: session, expecting: "Deep")
      open("FifoPage", in: session, expecting: "No recipe text")
      open("Huge", in: session, expecting: "HugeTitle", resizingTo: Size(width: 90, height: 30))

      // Every cuisine: its dishes or its message.
      press(arrow("D", session), in: session, until: { _ in true }, "focus the cuisines")
      for index in 1..<12 {
        session.settle(quiet: .milliseconds(60))
        press(
          arrow("B", session) + "\r", in: session,
          until: { _ in true }, "choose cuisine \(index)")
        session.settle(quiet: .milliseconds(100))
        session.type(arrow("D", session))
      }
      session.settle()
      // The last cuisine has an id that is not a safe file name.
      #expect(session.screen.text.contains("cuisine id \"../x\" is not a safe file name"))
      session.type("q")
      #expect(session.waitForExit(timeout: .seconds(60)) == .exited(0))
      expectOnlyCursesBytes(session)
      let after = FolderSnapshot(of: bundle.root)
      #expect(after == before, "\(after.differences(from: before))")
    }
  }

  @Test(arguments: ["", "tab enter", "tab end", "tab end enter", "m"])
  func theTerminalShowsTheHostileNamesAsTheCanvasDrawsThem(keys: String) throws {
    try HostileBundle.with(hugePage: false) { bundle in
      let binary = try #require(PackagePaths.recipesBinary)
      let size = Size(width: 100, height: 30)
      let render = try CommandRun(
        binary, ["--data", bundle.folder.path, "--render", "100x30", "--keys", keys])
      var expected = render.output
      if expected.hasSuffix("\n") { expected.removeLast() }
      let session = try TerminalSession(arguments: ["--data", bundle.folder.path], size: size)
      #expect(session.waitForScreen { $0.text.contains("Evil") })
      for key in keys.split(separator: " ") {
        let table = ["tab": "\t", "enter": "\r", "end": arrow("F", session)]
        press(table[String(key)] ?? String(key), in: session, until: { _ in true }, String(key))
      }
      let same = session.waitForScreen(timeout: .seconds(15)) { $0.text == expected }
      let diff = lineDiff(expected, session.screen.text)
      #expect(same, "screen differs (- canvas, + terminal):\n\(diff)")
      session.type("\u{03}")
      #expect(session.waitForExit() == .exited(0))
      expectOnlyCursesBytes(session)
    }
  }

  /// The bytes of the whole session hold nothing a data file could have
  /// put there. `alerts` are the app's own bell and notifications (issue
  /// 14) that the session must hold, each exactly once and exactly as the
  /// app makes them (`NotificationSequence.osc9`, for this `TERM`): they
  /// are allowed by name and taken out before the rest is checked.
  func expectOnlyCursesBytes(
    _ session: TerminalSession, allowing alerts: [TerminalAlert] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let screen = session.screen
    let notifications = alerts.filter { $0 != .bell }
    let payloads = notifications.map { alert in
      String(
        decoding: NotificationSequence.osc9.bytes(for: alert).dropFirst(2).dropLast(), as: UTF8.self
      )
    }
    #expect(
      screen.operatingSystemCommands == payloads, "OSC sent: \(screen.operatingSystemCommands)",
      sourceLocation: sourceLocation)
    #expect(
      screen.controlStrings.isEmpty, "DCS/APC/PM/SOS sent: \(screen.controlStrings)",
      sourceLocation: sourceLocation)
    #expect(
      screen.bellCount == alerts.count - notifications.count, "BEL sent: \(screen.bellCount)",
      sourceLocation: sourceLocation)
    #expect(
      screen.c1Controls.isEmpty, "C1 controls sent: \(screen.c1Controls)",
      sourceLocation: sourceLocation)
    #expect(screen.invalidUTF8Count == 0, "invalid UTF-8 sent", sourceLocation: sourceLocation)
    #expect(
      screen.requests.isEmpty, "report requests sent: \(screen.requests)",
      sourceLocation: sourceLocation)
    #expect(
      screen.unknownSequences.isEmpty, "unknown sequences: \(screen.unknownSequences)",
      sourceLocation: sourceLocation)
    #expect(
      Set(screen.windowOperations).isSubset(of: ["22;0;0", "23;0;0"]),
      "window operations: \(screen.windowOperations)", sourceLocation: sourceLocation)
    // The app's own start-up queries, allowed by name, each sent once.
    #expect(
      screen.appQueries == ["DECRQM 2026", "OSC 11?", "DA1"], "\(screen.appQueries)",
      sourceLocation: sourceLocation)
    #expect(screen.clipboardWrites.isEmpty, sourceLocation: sourceLocation)
    var output = Self.removing(Self.appSequences, from: session.output)
    // The app's own alerts, allowed by name, each exactly as made.
    for alert in notifications + alerts.filter({ $0 == .bell }) {
      let bytes = NotificationSequence.osc9.bytes(for: alert)
      guard let at = Self.firstIndex(of: bytes, in: output) else {
        Issue.record("the app's \(alert) is not in the output", sourceLocation: sourceLocation)
        continue
      }
      output.removeSubrange(at..<(at + bytes.count))
    }
    let forbidden: [(String, [UInt8])] = [
      ("ESC ]", [0x1B, 0x5D]), ("BEL", [0x07]), ("ESC [ 6 n", Array("\u{1B}[6n".utf8)),
      ("ESC [ 2 1 t", Array("\u{1B}[21t".utf8)), ("U+202E", [0xE2, 0x80, 0xAE]),
      ("U+200D", [0xE2, 0x80, 0x8D]), ("U+009B", [0xC2, 0x9B]), ("U+009D", [0xC2, 0x9D]),
    ]
    for (name, bytes) in forbidden {
      #expect(
        !Self.contains(output, bytes), "\(name) in the output", sourceLocation: sourceLocation)
    }
    #expect(!screen.isAlternateScreen && screen.isCursorVisible, sourceLocation: sourceLocation)
    #expect(
      !screen.isSet(privateMode: 1000) && !screen.isSet(privateMode: 2004),
      sourceLocation: sourceLocation)
  }

  /// The app's own sequences that hold bytes data may never send: the
  /// OSC 11 query (`ESC ]`).
  static let appSequences = [Array("\u{1B}]11;?\u{1B}\\".utf8)]

  /// `bytes` without each occurrence of the `sequences`.
  static func removing(_ sequences: [[UInt8]], from bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    outer: while index < bytes.count {
      for sequence in sequences where bytes[index...].starts(with: sequence) {
        index += sequence.count
        continue outer
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    firstIndex(of: needle, in: haystack) != nil
  }

  static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count, let first = needle.first else { return nil }
    var index = 0
    while let found = haystack[index...].firstIndex(of: first) {
      if haystack[found...].starts(with: needle) { return found }
      index = found + 1
    }
    return nil
  }
}
