import SplitLayout
import Testing

@testable import TermUI

@Suite struct ApplicationIdleWorkTests {
  /// A controller that logs the keys it gets.
  final class KeyLog: ViewController {
    var log: [String] = []
    override func handle(_ event: InputEvent) -> Bool {
      if case .key(let key) = event { log.append("key \(key)") }
      return true
    }
  }

  @Test func idleWorkRunsStepByStepWithAFrameAfterEachStep() {
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 10), events: [.key(.down)])
    let root = KeyLog()
    let app = Application(terminal: terminal, root: root, theme: Theme(colors: .none))
    var left = 3
    app.addIdleWork {
      root.log.append("step \(left)")
      left -= 1
      return left > 0
    }
    #expect(app.hasIdleWork)
    #expect(app.run() == .inputEnded)
    // The headless terminal never has input waiting: the work is done
    // before the first event, with a frame after each step.
    #expect(root.log == ["step 3", "step 2", "step 1", "key down"])
    #expect(terminal.frameCount == 1 + 3 + 1)
    #expect(!app.hasIdleWork)
  }

  @Test func piecesOfIdleWorkTakeTurns() {
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 10))
    let root = KeyLog()
    let app = Application(terminal: terminal, root: root, theme: Theme(colors: .none))
    var a = 2
    var b = 1
    app.addIdleWork {
      root.log.append("a\(a)")
      a -= 1
      return a > 0
    }
    app.addIdleWork {
      root.log.append("b\(b)")
      b -= 1
      return b > 0
    }
    _ = app.run()
    #expect(root.log == ["a2", "b1", "a1"])
  }
}

@Suite struct ApplicationQuietIdleWorkTests {
  @Test func workThatChangesNothingOnScreenDrawsNoFrame() {
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 10), events: [.key(.down)])
    let root = ApplicationIdleWorkTests.KeyLog()
    let app = Application(terminal: terminal, root: root, theme: Theme(colors: .none))
    var left = 3
    app.addIdleWork(redraws: false) {
      root.log.append("step \(left)")
      left -= 1
      return left > 0
    }
    #expect(app.run() == .inputEnded)
    #expect(root.log == ["step 3", "step 2", "step 1", "key down"])
    // The first frame and the key's: none after the steps.
    #expect(terminal.frameCount == 1 + 1)
  }
}
