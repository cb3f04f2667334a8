import RecipeKit
import SplitLayout
import TermUI

// The search palette (`ctrl-p`, `:`): one search over the dishes of every
// cuisine, the cuisines, ingredients and commands (issue 13).
extension AppCoordinator {
  /// The commands as the index holds them, in the UI's language and with
  /// the keys as remapped.
  static func searchCommands(_ language: Labels.Language, overrides: [ActionName: [Key]])
    -> [SearchCommand]
  {
    PaletteCommand.all.map { $0.searchCommand(language, overrides: overrides) }
  }

  /// The palette's index: made at the first palette, then filled by the
  /// run loop's idle work (every cuisine's dishes, then ingredients); the
  /// open palette searches again whenever a cuisine is complete.
  func paletteIndex() -> PaletteSearch {
    if let paletteSearch { return paletteSearch }
    let search = PaletteSearch(
      source: source,
      commands: Self.searchCommands(labels.language, overrides: application.keyOverrides))
    paletteSearch = search
    application.addIdleWork { [weak self, weak search] in
      guard let search else { return false }
      let step = search.step()
      if step.cuisineDone || !step.more { self?.paletteContent?.refresh() }
      return step.more
    }
    return search
  }

  /// `ctrl-p`, `:`: the palette, hanging from the top edge (a sheet in the
  /// stack mode); `esc` closes it and changes nothing. `typing`: the text
  /// it opens with (a `/` filter that found nothing in its cuisine).
  func showPalette(typing: String? = nil) {
    let content = PaletteViewController(search: paletteIndex(), labels: labels)
    // (It searches again as the idle work indexes more cuisines.)
    if let typing { content.setText(typing) }
    let palette = PaletteController(content: content)
    // The app's ladder: its stack mode makes the palette a sheet.
    palette.ladder = options.ladderSettings.ladder
    palette.mode = { [weak split] in split?.mode }
    palette.closeButton.title = labels.close
    content.onChoose = { [weak self, weak palette] hit in
      palette?.dismiss()
      self?.paletteChose(hit)
    }
    paletteContent = content
    application.present(palette)
  }

  /// `enter` on a result, the palette already closed.
  func paletteChose(_ hit: SearchHit) {
    switch hit.kind {
    case .dish:
      guard let cuisine = hit.cuisine else { return }
      goTo(cuisine)
      if let dish = dishes.highlight(dishID: hit.idstr) { open(dish) }
    case .cuisine:
      guard let cuisine = hit.cuisine else { return }
      goTo(cuisine)
    case .ingredient:
      paletteChoseIngredient(hit.name)
    case .command:
      guard let id = hit.command?.action, let command = PaletteCommand.named(id) else { return }
      switch command.run {
      case .pressKey:
        if let key = command.key(overrides: application.keyOverrides) {
          application.dispatch(.key(key))
        }
      case .perform(let body):
        body(self)
      }
    }
  }

  /// An ingredient was chosen: "What can I cook?" opens with it added to
  /// the query (issue 12; issue 30 item 7: a second one adds, not replaces).
  func paletteChoseIngredient(_ name: String) {
    showWhatCanICook(adding: name)
  }

  /// Chooses `cuisine` and moves the focus to its dishes, as `enter` in
  /// the cuisines does: a recipe sheet over the lists closes first.
  private func goTo(_ cuisine: Cuisine) {
    // The menu's rows: the lists of favourites and recent dishes first.
    guard let index = menu.cuisines.firstIndex(where: { $0 == cuisine && !AppMemory.isList($0) })
    else { return }
    presenter.dismissSheet()
    menu.choose(index: index)
    _ = menu.showDetail(sender: menu)
  }
}

extension DishListViewController {
  /// Highlights the dish `dishID` of the cuisine shown (reading a list
  /// still loading far enough to hold it); nil when it is not there.
  func highlight(dishID: String) -> Dish? {
    restore(dishID: dishID, row: list.selectedRow ?? 0, anchorRow: list.anchorRow)
    guard let dish = selectedDish, dish.idstr == dishID else { return nil }
    return dish
  }
}
