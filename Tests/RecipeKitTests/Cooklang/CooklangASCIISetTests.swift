import Testing

@testable import RecipeKit

/// The lexer's ASCII sets answer as a `Set` of the same scalars does.
@Suite struct CooklangASCIISetTests {
  @Test func itAnswersAsASetDoes() {
    let members: [Unicode.Scalar] = [
      "\0", "\t", " ", "!", "?", "@", "A", "_", "`", "{", "~", "\u{7F}", "é", "豆",
    ]
    let set = CooklangASCIISet(members)
    let reference = Set(members.filter { $0.value < 0x80 })
    for value in UInt32(0)..<0x300 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(set.contains(scalar) == reference.contains(scalar), "U+\(String(value, radix: 16))")
    }
    #expect(!set.contains("豆"))
  }
}
