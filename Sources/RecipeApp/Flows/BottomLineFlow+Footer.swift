import RecipeKit
import TermUI

// The footer's tables (issue 29, point 5): the focused chain's, where the
// controllers flag their own hints, then the app's and the run loop's,
// whose hints depend on where the focus is.
extension BottomLineFlow {
  /// The tables the footer reads now, remapped: the focused chain's
  /// (worded for this app), the app's own, the run loop's. A recipe's
  /// `u` names the units it switches to; the drawer's `enter` chooses.
  var footerTables: [KeyBindings] {
    let place = footerPlace
    let shown = Self.appHints(place, editing: edit.recipeEdit != nil)
    let chain = application.focusedBindingTables.dropLast().map(KeyHelp.worded)
    let app = [AppCoordinator.editBindings, AppCoordinator.bindings, Application.bindings].map {
      table in
      KeyBindings(
        table.remapped(application.keyOverrides).entries.map { binding in
          var copy = binding
          if !shown.contains(binding.action) { copy.footer = nil }
          return copy
        })
    }
    // In the drawer `enter` chooses a cuisine and closes it.
    var words: [ActionName: BindingLabel] = [
      .toggleUnits: Footer.unitsLabel(store.state.units.next)
    ]
    if place == .drawer { words[.choose] = BindingLabel("choose", "选择") }
    return (chain + app).map { $0.shortened(words) }
  }

  /// The footer's segments now, fitted to `width` when given.
  func footerSegments(width: Int? = nil) -> [BottomLineSegment] {
    Footer.segments(footerTables, language: labels.language, width: width)
  }

  /// The app's and the run loop's actions the footer offers at `place`:
  /// the filter, search and sort on the lists, the help where it is not
  /// text, `esc close` over something and `q quit` on the base screen
  /// (cook mode and the shopping list have their own way out); `e` / `E`
  /// where a folder's recipes can be edited.
  static func appHints(_ place: Footer.Place, editing: Bool) -> Set<ActionName> {
    var shown: Set<ActionName>
    switch place {
    case .cuisines, .dishes: shown = [.filter, .search, .sort, .help, .quit]
    case .drawer, .recipe: shown = [.help, .close]
    case .inspector: shown = [.inspector, .help, .quit]
    case .cooking: shown = [.timers]
    case .palette, .popover, .timers, .whatCanICook: shown = [.close]
    case .shoppingList: shown = []
    }
    guard editing else { return shown }
    switch place {
    case .cuisines, .drawer: shown.insert(.newRecipe)
    case .dishes, .recipe, .cooking: shown.insert(.editRecipe)
    default: break
    }
    return shown
  }
}
