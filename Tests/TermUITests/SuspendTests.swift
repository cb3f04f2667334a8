import SplitLayout
import Testing

@testable import TermUI

/// `ctrl-z`: the delegate is told before the terminal is suspended and
/// after it is back, and the frame after it repaints every cell.
@Suite struct SuspendTests {
  final class Recorder: ApplicationDelegate {
    var events: [String] = []
    weak var terminal: SpyTerminal?
    func application(_ application: Application, unhandledKey key: Key) -> Bool { false }
    func applicationWillSuspend() { events.append("will suspend (\(terminal?.log.count ?? -1))") }
    func applicationDidResume() { events.append("did resume (\(terminal?.log.count ?? -1))") }
  }

  /// A headless terminal that logs suspend and invalidate.
  final class SpyTerminal: Terminal {
    let base: HeadlessTerminal
    var log: [String] = []
    init(_ base: HeadlessTerminal) { self.base = base }
    var size: Size { base.size }
    var capabilities: TerminalCapabilities { base.capabilities }
    func nextEvent() -> InputEvent? { base.nextEvent() }
    func pendingEvent() -> InputEvent? { base.pendingEvent() }
    func present(_ canvas: Canvas) { log.append("present") }
    func invalidate() { log.append("invalidate") }
    func restore() {}
    func suspend() { log.append("suspend") }
  }

  @Test func ctrlZTellsTheDelegateAroundTheSuspendAndRepaints() {
    let spy = SpyTerminal(
      HeadlessTerminal(size: Size(width: 40, height: 10), events: [.key(.control("z"))]))
    let app = Application(terminal: spy, root: ViewController(), theme: Theme(colors: .none))
    let recorder = Recorder()
    recorder.terminal = spy
    app.delegate = recorder
    _ = app.run()
    #expect(spy.log == ["present", "suspend", "invalidate", "present"])
    #expect(recorder.events == ["will suspend (1)", "did resume (3)"])
  }
}
