import RecipeKit
import TermUI

/// The user's place (`BrowserState`), held once and shared by the flows:
/// every flow is told this store, so they all read and write the same
/// value (the flows are small types; the place is one).
///
/// A flow changes the place by sending an intent (`send`): the state
/// applies it (`BrowserState.apply`, pure) and the store pushes the new
/// place to the controllers that draw from it (`push`, wired by the
/// composition root).
final class PlaceStore {
  /// What the user has chosen.
  var state = BrowserState()
  /// Gives the controllers the place after an intent (the old place
  /// first, so only what changed is pushed).
  var push: ((_ old: BrowserState, _ new: BrowserState) -> Void)?

  /// Applies `intent` and pushes the new place.
  func send(_ intent: BrowserIntent) {
    let old = state
    state.apply(intent)
    push?(old, state)
  }

}
