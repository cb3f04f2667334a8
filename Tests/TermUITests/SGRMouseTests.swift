import SplitLayout
import Testing

@testable import TermUI

@Suite struct SGRMouseTests {
  @Test func pressAndReleaseAreOneBasedOnTheWire() {
    #expect(SGRMouse.decode("0;12;5M") == MouseEvent(.press(.left), at: Point(x: 11, y: 4)))
    #expect(SGRMouse.decode("0;12;5m") == MouseEvent(.release(.left), at: Point(x: 11, y: 4)))
    #expect(SGRMouse.decode("2;1;1M") == MouseEvent(.press(.right), at: Point(x: 0, y: 0)))
  }

  @Test func motionWithAButtonIsADrag() {
    #expect(SGRMouse.decode("32;40;3M") == MouseEvent(.drag(.left), at: Point(x: 39, y: 2)))
  }

  @Test func wheelReports() {
    #expect(SGRMouse.decode("64;5;6M") == MouseEvent(.scrollUp, at: Point(x: 4, y: 5)))
    #expect(SGRMouse.decode("65;5;6M") == MouseEvent(.scrollDown, at: Point(x: 4, y: 5)))
    // With a modifier bit (shift = 4).
    #expect(SGRMouse.decode("68;5;6M") == MouseEvent(.scrollUp, at: Point(x: 4, y: 5)))
  }

  @Test(arguments: ["", "M", "0;1M", "0;0;0M", "a;b;cM", "0;1;1", "35;1;1M", "999;1;1M", "0;-1;1M"])
  func malformedReportsAreIgnored(body: String) {
    #expect(SGRMouse.decode(body) == nil)
  }
}
