import RecipeKit
import TermUI

// Reading ahead while the recipe column follows the highlight (issue 11):
// between keys, the dishes above and below the shown one are parsed and
// laid out at the page's width, so the `down` or `up` that comes next
// finds its page ready and costs what a move through the list costs.
//
// Only the page a frame actually drew has neighbours read: with the recipe
// off screen (a closed sheet) nothing is read, so moving through the list
// in two columns parses no page. One neighbour per idle step (a page takes
// about a millisecond), never more than `prefetchOffsets` pages ahead.
extension RecipePresenter {
  /// The neighbours read ahead, in order: the next dish (where `down`
  /// goes), then the one before.
  static let prefetchOffsets = [1, -1]

  /// Asks `application` to read the shown page's neighbours when no input
  /// waits; called when a frame lays the page out (once: a prefetch
  /// already scheduled looks at the page shown when its step runs).
  func schedulePrefetch(in application: Application) {
    guard !isPrefetchScheduled else { return }
    isPrefetchScheduled = true
    application.addIdleWork(redraws: false) { [weak self] in
      guard let self else { return false }
      let more = self.prefetchStep()
      if !more { self.isPrefetchScheduled = false }
      return more
    }
  }

  /// The next neighbour of the drawn page not yet laid out at its width,
  /// or nil when there is none (or the shown dish's page was not drawn).
  func nextPrefetch() -> (dish: Dish, width: Int)? {
    guard let dish, let drawn = lastLaidOut, drawn.id == dish.idstr, let peekNeighbour else {
      return nil
    }
    for offset in Self.prefetchOffsets {
      if let next = peekNeighbour(dish, offset), !isLaidOut(next, width: drawn.width) {
        return (next, drawn.width)
      }
    }
    return nil
  }

  /// One step of the read-ahead: lays out one neighbour. True while
  /// another one is left.
  @discardableResult
  func prefetchStep() -> Bool {
    guard let next = nextPrefetch() else { return false }
    _ = lines(for: next.dish, width: next.width)
    return nextPrefetch() != nil
  }
}
