import Foundation
import RecipeApp
import RecipeKit
import SplitLayout
import TermUI

/// The whole browser on a headless terminal, driven event by event as the
/// run loop would (an event, then a frame), for in-process measurements.
final class HeadlessApp {
  let terminal: HeadlessTerminal
  let coordinator: AppCoordinator

  /// The app on the source at `folder` (a bundle or a Cooklang
  /// collection), at `size`, English labels, 256
  /// colours (as in a terminal), after its run loop went through an empty
  /// script: the first frame is drawn and every dish is loaded.
  init(folder: URL, size: Size) throws {
    let source = try RecipeSources.open(folder: folder)
    terminal = HeadlessTerminal(size: size)
    coordinator = AppCoordinator(
      source: source, options: Options(), labels: Labels(.en), terminal: terminal)
    coordinator.run()
  }

  var application: Application { coordinator.application }

  /// Handles `key` and presents the frame that follows, as the run loop does.
  func press(_ key: Key) {
    application.dispatch(.key(key))
    application.display()
  }

  /// Resizes the terminal and presents the frame that follows.
  func resize(to size: Size) {
    terminal.enqueue([.resize(size)])
    _ = terminal.nextEvent()
    application.dispatch(.resize(size))
    application.display()
  }

  /// The frame on screen now.
  var frame: Canvas { terminal.lastFrame ?? application.render() }

  /// Lays the controller tree out at the terminal's size (no drawing).
  func layout() {
    application.root.prepareLayout(in: Rect(size: terminal.size))
    application.root.layout(in: Rect(size: terminal.size))
  }

  /// Draws the laid-out tree into a fresh canvas (no layout).
  func draw() -> Canvas {
    var canvas = Canvas(size: terminal.size)
    var path: Set<ObjectIdentifier> = []
    var node: ViewController? = application.root
    while let current = node {
      path.insert(ObjectIdentifier(current))
      node = current.focusedChild
    }
    application.root.draw(
      in: &canvas, context: DrawContext(theme: application.theme, focusPath: path))
    return canvas
  }
}
