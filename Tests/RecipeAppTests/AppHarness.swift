import Foundation
import RecipeKit
import SplitLayout
import TermUI
import TestSupport

@testable import RecipeApp

/// Builds the app on a headless terminal for tests.
struct AppHarness {
  let terminal: HeadlessTerminal
  let coordinator: AppCoordinator
  /// Why the run after the first keys ended: `.quit` when a key quit.
  let exitReason: Application.ExitReason

  /// The app on `folder` (our `Data/` by default) at `size`, with labels
  /// in `language`, after `keys` (the `--render` key language), then
  /// `burst` sent in one burst (drained by the run loop before one frame,
  /// as a fast `tmux send-keys` is).
  init(
    size: Size, keys: String = "", burst: String = "", language: Labels.Language = .en,
    folder: URL = PackagePaths.data, options: Options = Options(),
    configure: (AppCoordinator) -> Void = { _ in }
  ) throws {
    let bundle = try RecipeBundle(folder: folder)
    terminal = HeadlessTerminal(size: size, events: try KeyScript.parse(keys))
    terminal.enqueueBurst(try KeyScript.parse(burst))
    coordinator = AppCoordinator(
      source: bundle, options: options, labels: Labels(language), terminal: terminal)
    configure(coordinator)
    exitReason = coordinator.run()
  }

  /// The screen after the keys, as `--render` prints it.
  var screen: String {
    (terminal.lastFrame ?? coordinator.application.render()).text
  }

  /// Feeds more events one by one, drawing after each (like the run loop).
  func send(_ keys: String) throws {
    for event in try KeyScript.parse(keys) {
      terminal.enqueue([event])
      _ = terminal.nextEvent()
      coordinator.application.dispatch(event)
      coordinator.application.display()
    }
  }
}
