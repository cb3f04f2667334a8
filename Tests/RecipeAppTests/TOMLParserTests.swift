import TestSupport
import Testing

@testable import RecipeApp
@testable import RecipeKit

/// The config file's TOML subset: what it reads, and the line and column of
/// what it rejects.
@Suite struct TOMLParserTests {
  /// `key = value` pairs as the parser reports them, values written back.
  static func pairs(_ text: String) -> [String] {
    let (document, error) = TOMLParser.parse(text)
    #expect(error == nil, "\(text): \(String(describing: error))")
    return document.entries.map { "\($0.dottedKey)=\(describe($0.value))" }
  }

  static func describe(_ value: TOMLValue) -> String {
    switch value.kind {
    case .string(let text): "s(\(text))"
    case .integer(let number): "i(\(number))"
    case .boolean(let flag): "b(\(flag))"
    case .array(let items): "[" + items.map(describe).joined(separator: ",") + "]"
    case .table(let pairs): "{" + pairs.map { "\($0.key)=\(describe($0.value))" }.joined(separator: ",") + "}"
    }
  }

  @Test(arguments: [
    ("a = 1", ["a=i(1)"]),
    ("a = { q = \"1%kg\", \"low\" = 2 }", ["a={q=s(1%kg),low=i(2)}"]),
    ("[fridge]\n\"鸡蛋\" = {quantity=\"10\"}", ["fridge.鸡蛋={quantity=s(10)}"]),
    ("a = {}", ["a={}"]),
    ("a = [{x = 1}, {y = [2]}]", ["a=[{x=i(1)},{y=[i(2)]}]"]),
    ("a.b = \"x\"", ["a.b=s(x)"]),
    ("[t]\nk = true\n", ["t.k=b(true)"]),
    ("[t.u]  # a table\nk = false # done", ["t.u.k=b(false)"]),
    ("[ t . u ]\nv.w = 2", ["t.u.v.w=i(2)"]),
    (#"s = "a\tb\u00e9\"\\ \U0001F600""#, ["s=s(a\tbé\"\\ 😀)"]),
    (#"s = 'C:\path\n'"#, [#"s=s(C:\path\n)"#]),
    ("a = [\n  1, # one\n  2,\n]", ["a=[i(1),i(2)]"]),
    ("a = [[1], [\"x\", true], []]", ["a=[[i(1)],[s(x),b(true)],[]]"]),
    ("\"my key\" = 1\n'lit.key' = 2", ["my key=i(1)", "lit.key=i(2)"]),
    ("p = +5\nn = -17\nu = 1_000\nz = 0", ["p=i(5)", "n=i(-17)", "u=i(1000)", "z=i(0)"]),
    ("\u{FEFF}# comment\r\n\r\n\ta = 1\r\n", ["a=i(1)"]),
    ("name = \"番茄炒蛋\"", ["name=s(番茄炒蛋)"]),
    (
      "[keys]\nquit = [\"q\", \"ctrl-q\"]\n[theme]\naccent = \"Blue\"",
      ["keys.quit=[s(q),s(ctrl-q)]", "theme.accent=s(Blue)"]
    ),
    ("[a]\nx = 1\n[b]\nx = 1\n[a.c]\nx = 1", ["a.x=i(1)", "b.x=i(1)", "a.c.x=i(1)"]),
    ("", []),
  ])
  func validTextIsRead(text: String, expected: [String]) {
    #expect(Self.pairs(text) == expected)
  }

  @Test(arguments: [
    ("a 1", "1:3: expected '=' after key"),
    ("a = ", "1:5: expected a value after '='"),
    ("a = \"x", "1:7: unterminated string"),
    ("a = 1.5", "1:6: floats are not supported"),
    ("a = inf", "1:5: floats are not supported"),
    ("a = 1979-05-27", "1:9: dates and times are not supported"),
    ("a = {x = 1,}", "1:12: expected a key"),
    ("a = {x = 1\n}", "1:11: expected ',' or '}' in the inline table"),
    ("a = {x = 1, x = 2}", "1:13: key 'x' is defined twice"),
    ("a = {x.y = 1}", "1:6: dotted keys are not supported in inline tables"),
    ("[[t]]", "1:2: arrays of tables ([[...]]) are not supported"),
    ("a = 1\na = 2", "2:1: key 'a' is defined twice"),
    ("[t]\nx = 1\n[t]", "3:1: table [t] is defined twice"),
    ("a = 1\na.b = 2", "2:1: 'a' is already a value, not a table"),
    ("a = 1\n[a]", "2:1: 'a' is already a value"),
    ("a = \"\"\"x\"\"\"", "1:5: multi-line strings are not supported"),
    ("a = 1 b", "1:7: expected the end of the line"),
    (#"a = "\q""#, "1:7: unknown escape '\\q'"),
    (#"a = "\u12""#, "1:10: expected hexadecimal digits in '\\u'"),
    (#"a = "\uD800""#, "1:7: '\\uD800' is not a Unicode scalar"),
    ("a = 99999999999999999999", "1:5: integer is out of range"),
    ("a = 007", "1:5: leading zeros are not allowed"),
    ("a = 0x1F", "1:5: only decimal integers are supported"),
    ("a = 1__0", "1:7: expected digits"),
    ("a = [1 2]", "1:8: expected ',' or ']' in the array"),
    ("a = [1,", "1:8: expected a value after '='"),
    ("[t", "1:3: expected ']' after the table name"),
    ("= 1", "1:1: expected a key"),
    ("a = tru", "1:5: expected a value (a string, an integer, true, false or an array)"),
    ("a = truex", "1:5: expected a value (a string, an integer, true, false or an array)"),
    ("x = 1\n\n  mouse = \"no\nend", "3:14: unterminated string"),
    ("a = 1\nb = 2\u{7}", "2:6: control character U+0007 is not allowed"),
    ("a = 1\rb = 2", "1:6: carriage return without line feed"),
  ])
  func invalidTextNamesLineAndColumn(text: String, expected: String) {
    let (_, error) = TOMLParser.parse(text)
    #expect(error.map { "\($0.position): \($0.message)" } == expected, "\(text)")
  }

  @Test func entriesBeforeAnErrorAreKept() {
    let (document, error) = TOMLParser.parse("a = 1\n[t]\nb = true\nc = oops\nd = 2")
    #expect(document.entries.map(\.dottedKey) == ["a", "t.b"])
    #expect(error?.position == TOMLPosition(line: 4, column: 5))
  }

  @Test func aNulByteStopsReadingButKeepsTheLinesBefore() {
    let bytes = Array("a = 1\nb = 2\nc\0 = 3\nd = 4".utf8)
    let (document, error) = TOMLParser.parse(bytes)
    #expect(document.entries.map(\.dottedKey) == ["a", "b"])
    #expect(
      error
        == TOMLError(
          position: TOMLPosition(line: 3, column: 2),
          message: "control character U+0000 is not allowed"))
  }

  @Test func invalidUTF8IsNamedWithItsPlace() {
    let (document, error) = TOMLParser.parse([0x61, 0x20, 0x3D, 0x20, 0x31, 0x0A, 0x62, 0xFF])
    #expect(document.entries.map(\.dottedKey) == ["a"])
    #expect(
      error == TOMLError(position: TOMLPosition(line: 2, column: 2), message: "invalid UTF-8"))
  }

  @Test func deepNestingStopsAtTheLimit() {
    let text = "a = " + String(repeating: "[", count: 200_000)
    let (document, error) = TOMLParser.parse(text)
    #expect(document.entries.isEmpty)
    #expect(error?.message == "arrays nest deeper than \(TOMLParser.maximumDepth) levels")
    #expect(error?.position == TOMLPosition(line: 1, column: 5 + TOMLParser.maximumDepth))
  }

  /// Issue 31, item 11: a 100,000-part table header and a 20,000-part
  /// dotted key stop at the part past `maximumKeyParts`, with its line and
  /// column (they were read whole, checking every prefix: 45 s and 2.7 s).
  @Test(arguments: [
    ("[", "]", 100_000), ("x = 1\n", " = 1", 20_000), ("[t]\n", " = 1", 20_000), ("[", "]", 33),
  ])
  func aKeyWithTooManyPartsIsAnErrorAtThePartTooMany(
    before: String, after: String, parts: Int
  ) {
    let key = Array(repeating: "a", count: parts).joined(separator: ".")
    let (document, error) = TOMLParser.parse(before + key + after)
    let line = before.filter { $0 == "\n" }.count + 1
    let column = (before.split(separator: "\n").last.map { $0.count } ?? 0) * (line == 1 ? 1 : 0)
    let expected = TOMLError(
      position: TOMLPosition(line: line, column: column + 2 * TOMLParser.maximumKeyParts + 1),
      message: "a key has at most \(TOMLParser.maximumKeyParts) parts")
    #expect(error == expected, "\(String(describing: error))")
    #expect(document.entries.count == (before.hasPrefix("x") ? 1 : 0))
  }

  @Test func aKeyOfTheMostPartsIsRead() {
    let key = Array(repeating: "a", count: TOMLParser.maximumKeyParts).joined(separator: ".")
    let (document, error) = TOMLParser.parse("[" + key + "]\nb = 1\n")
    #expect(error == nil)
    #expect(document.entries.first?.path.count == TOMLParser.maximumKeyParts + 1)
  }

  @Test func aFileOverTheLimitIsRefusedWithoutReading() {
    let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: TOMLParser.maximumBytes + 1)
    let (document, error) = TOMLParser.parse(bytes)
    #expect(document.entries.isEmpty)
    #expect(error?.message == "file is larger than 1024 KiB")
  }

  @Test func aLargeValidFileIsReadWhole() {
    var text = ""
    var index = 0
    while text.utf8.count < TOMLParser.maximumBytes - 100 {
      text += "key\(index) = [\"value\", \(index), true]  # comment\n"
      index += 1
    }
    let (document, error) = TOMLParser.parse(text)
    #expect(error == nil)
    #expect(document.entries.count == index)
  }

  @Test func randomBytesNeverCrash() {
    var generator = SeededGenerator(seed: 15)
    for length in [1, 7, 100, 4096] {
      for _ in 0..<50 {
        let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let (document, error) = TOMLParser.parse(bytes)
        // Random bytes are almost never TOML; whatever comes back is bounded.
        #expect(document.entries.count <= length)
        if let error { #expect(error.position.line >= 1 && error.position.column >= 1) }
      }
    }
  }
}
