import Testing

@testable import RecipeKit

@Suite struct TolerantJSONTests {
  @Test func rawControlCharactersInStringsAreEscaped() throws {
    let value = try TolerantJSON.decode("{\"a\": \"one\ttwo\nthree\u{1}\"}")
    #expect(value["a"] == .string("one\ttwo\nthree\u{1}"))
  }

  @Test func trailingCommasAreDropped() throws {
    #expect(
      try TolerantJSON.decode("[1, 2, {\"a\": [3,],},\n]")
        == .array([.number(1), .number(2), .object(["a": .array([.number(3)])])]))
  }

  @Test func commasInsideStringsStay() throws {
    #expect(try TolerantJSON.decode("[\"a,]\"]") == .array([.string("a,]")]))
  }

  @Test func wrappersAndUnknownEscapesAreRead() throws {
    #expect(
      try TolerantJSON.decode("<!--\n{\"a\": \"it\\'s \\d\"};\n-->")
        == .object(["a": .string("it's \\d")]))
  }

  @Test func nestingDeeperThanTheLimitIsRefusedBeforeDecoding() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: ImportError.nestedTooDeep) { try TolerantJSON.decode(deep) }
    let fine =
      String(repeating: "[", count: TolerantJSON.maxDepth)
      + String(repeating: "]", count: TolerantJSON.maxDepth)
    #expect(throws: Never.self) { try TolerantJSON.decode(fine) }
  }

  @Test func brokenJSONIsNotJSON() {
    #expect(throws: ImportError.unreadable("not JSON")) { try TolerantJSON.decode("{\"a\" 1}") }
  }
}
