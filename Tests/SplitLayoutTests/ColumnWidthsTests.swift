import Testing

@testable import SplitLayout

@Suite struct ColumnWidthsTests {
  private func limits(_ triples: (Int, Int, Int)...) -> [ColumnLimits] {
    triples.map { ColumnLimits(minimum: $0.0, preferred: $0.1, maximum: $0.2) }
  }

  @Test func roomForEveryonePreferredAndTheFillTakesTheRest() {
    let columns = limits((16, 30, 60), (24, 44, .max), (30, 88, .max))
    #expect(ColumnWidths.resolve(138, columns, fill: 2) == [30, 44, 64])
    // With the middle column as the fill, the others shrink by their slack
    // (14 and 58) to give it its minimum of 24.
    #expect(ColumnWidths.resolve(108, columns, fill: 1) == [23, 24, 61])
  }

  @Test func aFullFillLetsTheOthersGrowByTheirRoom() {
    // The fill stops at 40; the 20 more go to the others in proportion to
    // their room (30 and 10).
    let columns = limits((10, 20, 50), (10, 20, 30), (10, 10, 40))
    #expect(ColumnWidths.resolve(100, columns, fill: 2) == [35, 25, 40])
    // More than all the room: everyone at the maximum, the fill keeps the
    // rest (the row must tile the width).
    #expect(ColumnWidths.resolve(200, columns, fill: 2) == [50, 30, 120])
  }

  @Test func aShortFillTakesFromTheOthersByTheirSlack() {
    let columns = limits((16, 30, 60), (24, 44, .max), (30, 88, .max))
    #expect(ColumnWidths.resolve(98, columns, fill: 2) == [27, 41, 30])
    #expect(ColumnWidths.resolve(70, columns, fill: 2) == [16, 24, 30])
  }

  @Test func belowTheMinimumsEachGetsACellAndTheRestByMinimum() {
    let columns = limits((16, 16, 16), (24, 40, 40), (30, 40, 40))
    #expect(ColumnWidths.resolve(38, columns, fill: 2) == [9, 13, 16])
    #expect(ColumnWidths.resolve(3, columns, fill: 2) == [1, 1, 1])
    // Fewer cells than columns: the parts still sum to the width.
    #expect(ColumnWidths.resolve(2, columns, fill: 2).reduce(0, +) == 2)
    #expect(ColumnWidths.resolve(-5, columns, fill: 2) == [0, 0, 0])
  }

  @Test func edgeInputsAreSafe() {
    #expect(ColumnWidths.resolve(10, [], fill: 0) == [])
    let one = limits((5, 7, 9))
    #expect(ColumnWidths.resolve(12, one, fill: 0) == [12])
    // A fill index outside the columns makes the last column the fill.
    #expect(ColumnWidths.resolve(50, limits((1, 10, 20), (1, 1, .max)), fill: 9) == [10, 40])
    #expect(
      ColumnWidths.resolve(.max, limits((1, 10, 20), (1, 1, .max)), fill: 1) == [10, .max - 10])
  }

  /// Random limits and widths: the parts sum to the width, each is at least
  /// 1 when there is a cell for each, within the limits when they allow it.
  @Test(arguments: 0..<40)
  func partsAlwaysSumToTheWidthAndKeepTheLimits(seed: Int) {
    var generator = SplitMix(seed: UInt64(seed))
    for _ in 0..<200 {
      let count = Int.random(in: 1...4, using: &generator)
      let columns = (0..<count).map { _ in
        let minimum = Int.random(in: 1...40, using: &generator)
        let maximum = minimum + Int.random(in: 0...60, using: &generator)
        let preferred = Int.random(in: minimum...maximum, using: &generator)
        return ColumnLimits(minimum: minimum, preferred: preferred, maximum: maximum)
      }
      let fill = Int.random(in: 0..<count, using: &generator)
      let available = Int.random(in: 0...300, using: &generator)
      let widths = ColumnWidths.resolve(available, columns, fill: fill)
      let context = "\(columns) fill \(fill) in \(available): \(widths)"
      #expect(widths.reduce(0, +) == available, "\(context)")
      if available >= count { #expect(widths.allSatisfy { $0 >= 1 }, "\(context)") }
      if columns.map(\.minimum).reduce(0, +) <= available {
        #expect(zip(widths, columns).allSatisfy { $0 >= $1.minimum }, "\(context)")
      }
      if columns.map(\.maximum).reduce(0, +) >= available {
        #expect(zip(widths, columns).allSatisfy { $0 <= $1.maximum }, "\(context)")
      }
    }
  }
}

/// SplitMix64, local so this file needs only SplitLayout.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
