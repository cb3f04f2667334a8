import SplitLayout
import TermUI

/// Test-only: a terminal that traps. With `RECIPES_TEST_TRAP=1` in the
/// environment, the first key read calls `fatalError` inside the run loop
/// (the first frame is already on screen then), so that the terminal
/// restore tests can check what a crash leaves behind: the signal handlers
/// must put the terminal back. Never set it otherwise; without it the real
/// terminal is used as is.
final class TestTrapTerminal: Terminal {
  /// The environment variable that turns the trap on (value `1`).
  static let variable = "RECIPES_TEST_TRAP"

  private let base: any Terminal

  private init(base: any Terminal) {
    self.base = base
  }

  /// `terminal` itself, or wrapped in a trapping one when `environment`
  /// asks for it (test only).
  static func wrapping(_ terminal: any Terminal, environment: [String: String]) -> any Terminal {
    environment[variable] == "1" ? TestTrapTerminal(base: terminal) : terminal
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
      fatalError("\(Self.variable)=1: a deliberate trap in the run loop (test only)")
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
