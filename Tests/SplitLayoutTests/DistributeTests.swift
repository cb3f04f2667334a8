import SplitLayout
import TestSupport
import Testing

@Suite struct DistributeTests {
  @Test func equalWeightsGiveTheRemainderToTheFirstParts() {
    #expect(distribute(10, weights: [1, 1, 1]) == [4, 3, 3])
    let parts = distribute(10, weights: [1, 1, 1])
    let rects = zip(parts.indices, parts).map { index, width -> Rect in
      Rect(x: parts[..<index].reduce(0, +), y: 0, width: width, height: 1)
    }
    #expect(
      letters(width: 10, [("A", rects[0]), ("B", rects[1]), ("C", rects[2])]) == "AAAABBBCCC")
  }

  @Test func partsAreProportional() {
    #expect(distribute(100, weights: [30, 70]) == [30, 70])
    #expect(distribute(7, weights: [2, 1]) == [5, 2])
  }

  @Test func zeroOrNegativeInputsAreSafe() {
    #expect(distribute(5, weights: []) == [])
    #expect(distribute(-4, weights: [1, 2]) == [0, 0])
    #expect(distribute(6, weights: [0, 0, 0]) == [2, 2, 2])
    #expect(distribute(5, weights: [-1, 1]) == [0, 5])
  }

  @Test(arguments: 0...120)
  func partsAlwaysSumToTheTotal(total: Int) {
    let weightSets: [[Int]] = [
      [1], [1, 1], [3, 7], [1, 2, 3, 4], [5, 0, 5], [13, 17, 19, 23, 29], [1, 1000],
    ]
    for weights in weightSets {
      let parts = distribute(total, weights: weights)
      #expect(parts.count == weights.count)
      #expect(parts.reduce(0, +) == total, "weights \(weights)")
      #expect(parts.allSatisfy { $0 >= 0 })
      // No part is more than one cell away from its exact share.
      let sum = weights.reduce(0, +)
      for (part, weight) in zip(parts, weights) {
        let exact = Double(total * weight) / Double(sum)
        #expect(abs(Double(part) - exact) < 1.0 + 1e-9, "weights \(weights) total \(total)")
      }
    }
  }
}
