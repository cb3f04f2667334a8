import SplitLayout
import TermUI

/// A terminal that traps: the first key read calls `fatalError` inside the
/// run loop (the first frame is already on screen then), so that the
/// terminal restore tests can check what a crash leaves behind: the signal
/// handlers must put the terminal back. Everything else is the wrapped
/// terminal's. Test only: it lives in the `TrapHarness` executable, never in
/// the product.
final class TestTrapTerminal: Terminal {
  /// What the trap says (the test finds it in the terminal's output).
  static let message = "TestTrapTerminal: a deliberate trap in the run loop (test only)"

  private let base: any Terminal

  init(base: any Terminal) {
    self.base = base
  }

  var size: Size { base.size }
  var capabilities: TerminalCapabilities { base.capabilities }

  func nextEvent() -> InputEvent? {
    trapOnKey(base.nextEvent())
  }

  func pendingEvent() -> InputEvent? {
    trapOnKey(base.pendingEvent())
  }

  func nextEvent(within timeout: Duration) -> TimedEvent {
    let waited = base.nextEvent(within: timeout)
    if case .event(let event) = waited { _ = trapOnKey(event) }
    return waited
  }

  private func trapOnKey(_ event: InputEvent?) -> InputEvent? {
    if case .key = event {
      fatalError(Self.message)
    }
    return event
  }

  func present(_ canvas: Canvas) { base.present(canvas) }
  func invalidate() { base.invalidate() }
  func restore() { base.restore() }
  func suspend() { base.suspend() }
  func copyToClipboard(_ text: String) -> Bool { base.copyToClipboard(text) }
  func alert(_ alert: TerminalAlert) { base.alert(alert) }
  func watch(descriptor: Int32?) { base.watch(descriptor: descriptor) }
  func handOver(_ work: () -> Void) { base.handOver(work) }
}
