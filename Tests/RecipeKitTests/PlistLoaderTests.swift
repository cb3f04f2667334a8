import Foundation
import Testing

@testable import RecipeKit

@Suite struct PlistLoaderTests {
  /// The file name used in messages.
  let file = "Plist/type_1_foods.plist"

  /// `text`'s UTF-8 bytes.
  func data(_ text: String) -> Data { Data(text.utf8) }

  // MARK: Good input

  @Test func cuisinesAreReadInFileOrderIgnoringExtraKeys() throws {
    let text = TemporaryBundle.xml(
      """
      <array>
        <dict><key>idstr</key><string>1</string><key>name</key><string>家常菜</string>
          <key>nameb</key><string>dd</string></dict>
        <dict><key>extra</key><dict><key>a</key><array/></dict>
          <key>idstr</key><string>2</string><key>name</key><string>川菜</string></dict>
      </array>
      """)
    let loaded = try PlistLoader.cuisines(from: data(text), file: "Plist/food_types.plist")
    #expect(
      loaded.entries.map(\.value) == [
        Cuisine(idstr: "1", name: "家常菜"), Cuisine(idstr: "2", name: "川菜"),
      ])
    #expect(loaded.entries.map(\.index) == [0, 1])
    #expect(loaded.problems.isEmpty)
  }

  @Test func dishesKeepEveryStringField() throws {
    let text = TemporaryBundle.plist([
      [
        "diff": "掌勺(高级)", "idstr": "1", "imageUrl": "http://x/1.jpg", "name": "奥尔良烤翅",
        "time": "1小时以上",
        "url": "http://x/1.html",
      ]
    ])
    let loaded = try PlistLoader.dishes(from: data(text), file: file)
    #expect(
      loaded.entries.map(\.value) == [
        Dish(
          idstr: "1", name: "奥尔良烤翅", diff: "掌勺(高级)", time: "1小时以上", imageUrl: "http://x/1.jpg",
          url: "http://x/1.html")
      ])
  }

  @Test func missingEmptyOrBlankOptionalFieldsBecomeNil() throws {
    let text = TemporaryBundle.plist([
      ["idstr": "1", "name": "甲"],
      ["idstr": "2", "name": "乙", "diff": "", "time": "", "imageUrl": "", "url": ""],
      ["idstr": "3", "name": "丙", "diff": "  ", "time": "\u{3000}"],
    ])
    let dishes = try PlistLoader.dishes(from: data(text), file: file).entries.map(\.value)
    #expect(dishes.count == 3)
    for dish in dishes {
      #expect(dish.diff == nil && dish.time == nil && dish.imageUrl == nil && dish.url == nil)
      #expect(dish.difficultyText == "-" && dish.timeText == "-")
    }
  }

  /// `difficultyText` and `timeText` look at the first scalar only when it
  /// is ASCII or a CJK ideograph; every other text, and each of these, is
  /// what the whole-text rule (blank means "-") gives.
  @Test func shownTextsAreTheWholeTextRule() {
    let texts = [
      "", " ", "  x", "\u{3000}", "\u{3000}难", "\r\n", "\t", "\u{A0}", "\u{2028}", "x", "~",
      "!", "配菜(中级)", "10分左右", "\u{4E00}", "\u{9FFF}", "\u{3400}", "e\u{301}", "\u{FEFF}",
      "\u{85}", "\u{1F600}",
    ]
    for text in texts {
      let dish = Dish(idstr: "1", name: "甲", diff: text, time: text, imageUrl: nil, url: nil)
      let expected = text.allSatisfy(\.isWhitespace) ? "-" : text
      #expect(
        dish.difficultyText == expected && dish.timeText == expected, "\(text.debugDescription)")
    }
  }

  @Test func optionalFieldsOfTheWrongTypeBecomeNil() throws {
    let text = TemporaryBundle.xml(
      """
      <array><dict>
        <key>diff</key><integer>3</integer>
        <key>idstr</key><string>7</string>
        <key>imageUrl</key><array><string>a</string></array>
        <key>name</key><string>八宝饭</string>
        <key>time</key><dict><key>min</key><real>10</real></dict>
        <key>url</key><true/>
      </dict></array>
      """)
    let loaded = try PlistLoader.dishes(from: data(text), file: file)
    #expect(
      loaded.entries.map(\.value) == [
        Dish(idstr: "7", name: "八宝饭", diff: nil, time: nil, imageUrl: nil, url: nil)
      ])
    #expect(loaded.problems.isEmpty)
  }

  @Test func aBinaryPlistIsReadToo() throws {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let binary = try encoder.encode([["idstr": "9", "name": "烙饼", "diff": "切墩(初级)"]])
    let dishes = try PlistLoader.dishes(from: binary, file: file).entries.map(\.value)
    #expect(dishes.map(\.name) == ["烙饼"])
    #expect(dishes.first?.diff == "切墩(初级)")
  }

  @Test func commentsAndProcessingInstructionsDoNotCountAsNesting() throws {
    let deepComment = "<!--" + String(repeating: "<array>", count: 500) + "-->"
    let text = TemporaryBundle.xml(
      "\(deepComment)<array><?pi x?><dict><key>idstr</key><string>1</string>"
        + "<key>name</key><string>A</string></dict></array>")
    #expect(try PlistLoader.dishes(from: data(text), file: file).entries.count == 1)
  }

  // MARK: Skipped entries

  @Test func entriesWithoutAUsableIdOrNameAreSkippedWithAWarningEach() throws {
    let text = TemporaryBundle.xml(
      """
      <array>
        <dict><key>idstr</key><string>1</string><key>name</key><string>好的</string></dict>
        <dict><key>idstr</key><string>2</string></dict>
        <dict><key>name</key><string>无号</string></dict>
        <dict><key>idstr</key><string></string><key>name</key><string> </string></dict>
        <dict><key>idstr</key><integer>5</integer><key>name</key><dict/></dict>
        <string>not a dish</string>
        <dict/>
        <dict><key>idstr</key><string>8</string><key>name</key><string>也好</string></dict>
      </array>
      """)
    let loaded = try PlistLoader.dishes(from: data(text), file: file)
    #expect(loaded.entries.map(\.value.idstr) == ["1", "8"])
    #expect(loaded.entries.map(\.index) == [0, 7])
    #expect(
      loaded.problems.map(\.line) == [
        "Plist/type_1_foods.plist: warning: entry 1 (id 2) skipped: no name",
        "Plist/type_1_foods.plist: warning: entry 2 (无号) skipped: no idstr",
        "Plist/type_1_foods.plist: warning: entry 3 skipped: idstr is empty, name is empty",
        "Plist/type_1_foods.plist: warning: entry 4 skipped: idstr is not a string, name is not a string",
        "Plist/type_1_foods.plist: warning: entry 5 skipped: not a dictionary",
        "Plist/type_1_foods.plist: warning: entry 6 skipped: no idstr, no name",
      ])
    #expect(loaded.problems.map(\.entry) == [1, 2, 3, 4, 5, 6])
  }

  @Test func controlCharactersInNamesNeverBreakAProblemLine() throws {
    // A binary plist: an XML one with a raw ESC is not XML (the next test).
    let binary = try PropertyListSerialization.data(
      fromPropertyList: [["name": "坏\n名\u{1B}[31m"]], format: .binary, options: 0)
    let problems = try PlistLoader.dishes(from: binary, file: file).problems
    #expect(
      problems.map(\.line) == [
        "Plist/type_1_foods.plist: warning: entry 0 (坏?名?[31m) skipped: no idstr"
      ])
  }

  @Test func anXMLPlistWithARawControlCharacterIsRefused() {
    // libxml2 refuses characters that XML does not allow (Foundation's own
    // XML scanner took them; see DECISIONS.md, the libxml2 plist reader).
    let text = TemporaryBundle.plist([["idstr": "1", "name": "坏\u{1B}[31m"]])
    #expect(
      throws: BundleError.unreadablePlist(
        file, reason: "not a property list (truncated or corrupt)")
    ) {
      try PlistLoader.dishes(from: data(text), file: file)
    }
  }

  // MARK: Files that cannot be decoded

  @Test func aTruncatedPlistThrowsOneLineNamingTheFile() {
    let text = String(TemporaryBundle.plist([["idstr": "1", "name": "A"]]).prefix(150))
    #expect(
      throws: BundleError.unreadablePlist(
        file, reason: "not a property list (truncated or corrupt)")
    ) {
      try PlistLoader.dishes(from: data(text), file: file)
    }
    let error = BundleError.unreadablePlist(
      file, reason: "not a property list (truncated or corrupt)")
    #expect(
      error.description == "Plist/type_1_foods.plist: not a property list (truncated or corrupt)")
  }

  // Note: a lone word such as `hello` is a valid OpenStep plist (a string).
  @Test(arguments: ["", "hello world", "[1, 2]", "<html><body>no</body></html>"])
  func dataThatIsNotAPlistThrows(_ text: String) {
    #expect(
      throws: BundleError.unreadablePlist(
        file, reason: "not a property list (truncated or corrupt)")
    ) {
      try PlistLoader.dishes(from: data(text), file: file)
    }
  }

  @Test(arguments: [
    ("<dict><key>a</key><string>b</string></dict>", "a dictionary"),
    ("<string>b</string>", "a string"),
    ("<integer>3</integer>", "a number"),
    ("<true/>", "a boolean"),
  ])
  func aRootThatIsNotAnArrayThrowsSayingWhatItIs(root: String, kind: String) {
    let error = BundleError.unreadablePlist(file, reason: "the root is \(kind), not an array")
    #expect(throws: error) {
      try PlistLoader.cuisines(from: data(TemporaryBundle.xml(root)), file: file)
    }
    #expect(error.description == "\(file): the root is \(kind), not an array")
  }

  @Test func deeplyNestedXMLIsRefusedInsteadOfOverflowingTheStack() {
    // Foundation's XML scanner recursed to a segmentation fault at about
    // 10,000 levels on the main thread (far fewer on a test thread).
    let depth = 100_000
    let text = TemporaryBundle.xml(
      String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth))
    #expect(throws: BundleError.unreadablePlist(file, reason: "nested more than 64 levels deep")) {
      try PlistLoader.dishes(from: data(text), file: file)
    }
  }

  @Test func closeTagsHiddenInCommentsDoNotHideNesting() {
    let layer = "<array><!-- </array> -->"
    let text = TemporaryBundle.xml(
      String(repeating: layer, count: 100) + String(repeating: "</array>", count: 100))
    #expect(throws: BundleError.unreadablePlist(file, reason: "nested more than 64 levels deep")) {
      try PlistLoader.dishes(from: data(text), file: file)
    }
  }

  @Test func utf16TextIsRefused() throws {
    let text = TemporaryBundle.plist([["idstr": "1", "name": "A"]]).replacingOccurrences(
      of: "UTF-8", with: "UTF-16")
    let utf16 = try #require(text.data(using: .utf16))
    #expect(
      throws: BundleError.unreadablePlist(
        file, reason: "not UTF-8 text (UTF-16, UTF-32 or binary data)")
    ) {
      try PlistLoader.dishes(from: utf16, file: file)
    }
  }

  @Test func anXMLEncodingOtherThanUTF8IsRefused() {
    let text = TemporaryBundle.plist([["idstr": "1", "name": "A"]])
      .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding='ISO-2022-JP'")
    #expect(
      throws: BundleError.unreadablePlist(
        file, reason: "XML encoding \"ISO-2022-JP\" is not supported (use UTF-8)")
    ) {
      try PlistLoader.dishes(from: data(text), file: file)
    }
  }

  // MARK: Reading files

  @Test func readingAFileOverTheLimitThrows() throws {
    try TemporaryBundle.with { bundle in
      try bundle.write("big.plist", String(repeating: "x", count: 2000))
      #expect(throws: BundleError.fileTooLarge("big.plist", size: 2000, limit: 1000)) {
        try PlistLoader.readFile(atPath: bundle.path("big.plist"), file: "big.plist", limit: 1000)
      }
      let data = try PlistLoader.readFile(
        atPath: bundle.path("big.plist"), file: "big.plist", limit: 2000)
      #expect(data.count == 2000)
    }
  }

  @Test func readingAFolderAFIFOOrNothingThrows() throws {
    try TemporaryBundle.with { bundle in
      try bundle.makeFolder("dir.plist")
      #expect(throws: BundleError.notAFile("dir.plist", kind: "a folder")) {
        try PlistLoader.readFile(atPath: bundle.path("dir.plist"), file: "dir.plist")
      }
      // A FIFO would block a plain open until a writer came.
      try #require(mkfifo(bundle.path("fifo.plist"), 0o644) == 0)
      #expect(throws: BundleError.notAFile("fifo.plist", kind: "a FIFO")) {
        try PlistLoader.readFile(atPath: bundle.path("fifo.plist"), file: "fifo.plist")
      }
      #expect(throws: BundleError.missingFile("none.plist")) {
        try PlistLoader.readFile(atPath: bundle.path("none.plist"), file: "none.plist")
      }
    }
  }

  @Test func readingASymbolicLinkLoopThrows() throws {
    try TemporaryBundle.with { bundle in
      try bundle.link("a.plist", to: "b.plist")
      try bundle.link("b.plist", to: "a.plist")
      let error = BundleError.unreadableFile(
        "a.plist", reason: "symbolic link loop (too many levels of symbolic links)")
      #expect(throws: error) {
        try PlistLoader.readFile(atPath: bundle.path("a.plist"), file: "a.plist")
      }
      #expect(
        error.description == "a.plist: symbolic link loop (too many levels of symbolic links)")
    }
  }

  // Root (as in CI containers) reads mode-000 files anyway; the refusal
  // can only be seen as an ordinary user.
  @Test(.enabled(if: geteuid() != 0, "running as root: mode 000 does not block reads"))
  func readingAFileWithoutPermissionThrows() throws {
    try TemporaryBundle.with { bundle in
      try bundle.write("locked.plist", "x")
      try #require(chmod(bundle.path("locked.plist"), 0) == 0)
      #expect(throws: BundleError.unreadableFile("locked.plist", reason: "permission denied")) {
        try PlistLoader.readFile(atPath: bundle.path("locked.plist"), file: "locked.plist")
      }
    }
  }
}
