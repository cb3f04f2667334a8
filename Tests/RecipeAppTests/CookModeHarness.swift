import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport

@testable import RecipeApp

/// The app on a headless terminal with both of its clocks in the test's
/// hands: the timers' wall clock (`ManualClock`) and the warnings' clock.
/// With `passesTime`, a wait of the run loop after the script moves both
/// by the time asked for (and is recorded) instead of ending the input.
final class CookModeHarness {
  let terminal: HeadlessTerminal
  let coordinator: AppCoordinator
  let clock = ManualClock()
  private var instant = ContinuousClock.now
  /// The waits the run loop asked for, in order.
  private(set) var waits: [Duration] = []
  /// The bottom row of the last frame before each wait.
  private(set) var rowsBeforeWaits: [String] = []

  init(
    size: Size, keys: String = "", language: Labels.Language = .en,
    options: Options = Options(), passesTime: Bool = false
  ) throws {
    let bundle = try RecipeBundle(folder: PackagePaths.data)
    terminal = HeadlessTerminal(size: size, events: try KeyScript.parse(keys))
    coordinator = AppCoordinator(
      source: bundle, options: options, labels: Labels(language), terminal: terminal)
    coordinator.wallClock = clock
    coordinator.clock = { [unowned self] in self.instant }
    if passesTime {
      terminal.passTime = { [unowned self] wait in
        self.rowsBeforeWaits.append(Self.lastRow(self.terminal.lastFrame?.text ?? ""))
        self.waits.append(wait)
        self.instant += wait
        self.clock.advance(by: wait.seconds)
      }
    }
  }

  /// Runs the loop until the script ends (and, passing time, until
  /// nothing is due).
  @discardableResult
  func run() -> Application.ExitReason { coordinator.run() }

  /// The screen as `--render` prints it.
  var screen: String { (terminal.lastFrame ?? coordinator.application.render()).text }

  /// The bottom row of the screen.
  var lastRow: String { Self.lastRow(screen) }

  static func lastRow(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }

  /// Feeds more events one by one, each followed by a frame.
  func send(_ keys: String) throws {
    for event in try KeyScript.parse(keys) {
      terminal.enqueue([event])
      _ = terminal.nextEvent()
      coordinator.application.dispatch(event)
      coordinator.application.display()
    }
  }

  /// Moves both clocks by `seconds` and draws a frame (as a wake-up does).
  func advance(by seconds: TimeInterval) {
    clock.advance(by: seconds)
    instant += .milliseconds(Int(seconds * 1000))
    coordinator.application.display()
  }

  var state: BrowserState { coordinator.state }
}

extension Duration {
  /// In seconds, as a `TimeInterval`.
  var seconds: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
