import Foundation
import RecipeKit
import SplitLayout
import TestSupport
import Testing

@testable import RecipeApp
@testable import TermUI

/// The headless app on a `HostileBundle`: every cuisine and every dish
/// page gives a safe rendering or a clear message, no frame holds a
/// control or format character, nothing outside the bundle is read, and
/// nothing inside it is written.
@Suite struct HostileDataTests {
  // The widest two-column split (from 140 columns the dishes share the
  // width with an inline recipe, and a recipe opens in that column).
  static let size = Size(width: 139, height: 50)

  /// Expects the last frame to keep the canvas's invariants (which include
  /// "no control or format character") and not to show the outside page.
  func expectSafe(_ app: AppHarness, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame = app.terminal.lastFrame else {
      Issue.record("no frame", sourceLocation: sourceLocation)
      return
    }
    let problems = CanvasInvariants.violations(in: frame)
    #expect(problems.isEmpty, "\(problems)\n\(frame.text)", sourceLocation: sourceLocation)
    #expect(!frame.text.contains(HostileBundle.canary), sourceLocation: sourceLocation)
  }

  @Test func hostileNamesShowTheirVisiblePartsWithPlaceholdersForControls() throws {
    try HostileBundle.with { bundle in
      let app = try AppHarness(size: Self.size, folder: bundle.folder)
      expectSafe(app)
      let screen = app.screen
      // ESC became U+FFFD; what followed it is shown as text.
      #expect(screen.contains("Evil\u{FFFD}[2J"))
      #expect(screen.contains("名"))
      #expect(screen.contains("Dish\u{FFFD}]8;;http://evil.example/"))
      #expect(screen.contains("菜malware"), "the override and joiner are dropped")
      #expect(screen.contains("Difficulty: \u{FFFD}[2J"))
      // Entries whose name or id is not a string are left out.
      #expect(app.coordinator.menu.cuisines.map(\.name).contains("Escaping"))
      #expect(app.coordinator.menu.cuisines.count == 12)
    }
  }

  /// The message (or text) each cuisine must show once chosen; `nil`
  /// where either its dishes or a message is right (the plist reader may
  /// accept or refuse the file).
  static let cuisineExpectations: [(name: String, shows: String?)] = [
    ("WrongTypes", "Plist/type_2_foods.plist: the root is a dictionary, not an array"),
    ("Truncated", "Plist/type_3_foods.plist: not a property list (truncated or corrupt)"),
    ("Missing", "Plist/type_4_foods.plist: missing (no such file)"),
    ("Fifo", "Plist/type_5_foods.plist: is a FIFO, not a file"),
    ("Looping", "Plist/type_6_foods.plist: symbolic link loop"),
    ("BadUTF8", nil),
    ("Entities", nil),
    ("长长长", "Plist/type_9_foods.plist: missing (no such file)"),
    ("Nested", "Plist/type_10_foods.plist: nested more than 64 levels deep"),
    ("Locked", getuid() == 0 ? "Locked" : "Plist/type_11_foods.plist: permission denied"),
    ("Escaping", "cuisine id \"../x\" is not a safe file name"),
  ]

  @Test func everyCuisineShowsItsDishesOrAClearMessage() throws {
    try HostileBundle.with { bundle in
      let app = try AppHarness(size: Self.size, folder: bundle.folder)
      let names = app.coordinator.menu.cuisines.map(\.name)
      for (index, expectation) in Self.cuisineExpectations.enumerated() {
        // The first cuisine (index 0) is the one shown at launch.
        try app.send("home" + String(repeating: " down", count: index + 1) + " enter")
        let chosen = app.coordinator.dishes.cuisine?.name ?? ""
        #expect(chosen == names[index + 1] && chosen.hasPrefix(expectation.name))
        expectSafe(app)
        if let shows = expectation.shows {
          #expect(app.screen.contains(shows), "\(expectation.name):\n\(app.screen)")
        }
        try app.send("left")
      }
    }
  }

  /// What each dish of the first cuisine shows once opened.
  static let pageExpectations: [(dish: String, shows: [String])] = [
    ("Wide", ["宽宽宽宽"]),
    ("Traversal", ["No recipe text"]),
    ("Leak", ["No recipe text"]),
    ("Loop", ["No recipe text"]),
    ("Deep", ["This page is nested too deep to read in full"]),
    ("Huge", ["HugeTitle", "大页面的文字内容"]),
    ("FifoPage", ["No recipe text"]),
    ("FolderPage", ["No recipe text"]),
    ("LockedPage", [getuid() == 0 ? "LockedText" : "No recipe text"]),
  ]

  @Test func everyPageOpensAsASafeSheetOrSaysItHasNoText() throws {
    try HostileBundle.with { bundle in
      let app = try AppHarness(size: Self.size, folder: bundle.folder, options: Self.byName)
      let dishes = app.coordinator.dishes
      try app.send("tab")
      for expectation in Self.pageExpectations {
        guard
          let row = dishes.visible.firstIndex(where: {
            dishes.dishes[$0].name.hasPrefix(expectation.dish)
          })
        else {
          Issue.record("no dish \(expectation.dish)")
          continue
        }
        try app.send("home" + String(repeating: " down", count: row) + " enter")
        #expect(app.coordinator.presenter.sheet != nil, "\(expectation.dish) did not open")
        expectSafe(app)
        for text in expectation.shows {
          #expect(
            app.screen.contains(text), "\(expectation.dish) should show \(text):\n\(app.screen)")
        }
        // Scrolling to the end of a long page and back stays safe. (The
        // 10 MB page is reflowed on resize in the terminal tests, on the
        // release build: here, in a debug build, that takes seconds.)
        let resize =
          expectation.dish == "Huge"
          ? "" : " resize:61x17 home resize:\(Self.size.width)x\(Self.size.height)"
        try app.send("end pgup" + resize)
        expectSafe(app)
        try app.send("esc")
        #expect(app.coordinator.application.presentations.isEmpty)
      }
    }
  }

  /// Options with the default order (by name) and English labels.
  static var byName: Options { Options() }

  @Test func theHostilePageShowsItsTextWithPlaceholdersForControls() throws {
    try HostileBundle.with { bundle in
      let app = try AppHarness(size: Self.size, keys: "tab home enter", folder: bundle.folder)
      #expect(app.screen.contains("[Close] Dish"))
      expectSafe(app)
      let screen = app.screen
      #expect(screen.contains("Title\u{FFFD}[2J"))
      #expect(screen.contains("Safe"))
      #expect(screen.contains("Intro\u{FFFD}]52;c;"))
      #expect(screen.contains("Visible"))
      #expect(screen.contains("Bell\u{FFFD}C1\u{FFFD}31m"))
      #expect(screen.contains("RLOZWJEnd"))
      // libxml2 drops references to C0 controls; U+009B became U+FFFD.
      #expect(screen.contains("]52;c;ZW50aXR5Entity[2J\u{FFFD}Done"))
      #expect(screen.contains("Alt\u{FFFD}]0;pwned"))
      #expect(screen.contains("xxxxxxxxxx"), "the 5,000-column line wraps")
      #expect(screen.contains("R\u{FFFD}"), "invalid UTF-8 shows as U+FFFD")
    }
  }

  @Test func aPageIdThatLeavesTheFolderIsRefusedThoughTheFileExists() throws {
    try HostileBundle.with { bundle in
      let id = "../../../outside/secret"
      // The id would reach the canary page if it were used as a path.
      let target = bundle.folder.appendingPathComponent("Html/food/\(id).html").standardizedFileURL
      #expect(FileManager.default.fileExists(atPath: target.path))
      let recipeBundle = try RecipeBundle(folder: bundle.folder)
      #expect(recipeBundle.pageURL(forDishID: id) == nil)
      #expect(recipeBundle.pageURL(forDishID: "leak") == nil, "a link out of the folder")
      #expect(recipeBundle.pageURL(forDishID: "101") != nil)
    }
  }

  @Test func browsingEverythingWritesNothingIntoTheBundle() throws {
    try HostileBundle.with { bundle in
      let before = FolderSnapshot(of: bundle.root)
      let app = try AppHarness(size: Self.size, folder: bundle.folder)
      for index in 0..<12 {
        try app.send(
          "left home" + String(repeating: " down", count: index)
            + " enter tab enter esc / text:x esc")
      }
      try app.send("s down enter t enter ? enter esc")
      let after = FolderSnapshot(of: bundle.root)
      #expect(after == before, "\(after.differences(from: before))")
    }
  }
}
