import RecipeKit
import SplitLayout
import TermUI

/// The search palette (`ctrl-p`, `:`): one search over the dishes of every
/// cuisine, the cuisines, ingredients and commands (issue 13).
final class PaletteFlow {
  private let application: Application
  private let options: Options
  private let labels: Labels
  private let source: any RecipeSource
  private let split: SplitViewController
  private let dishes: DishListViewController
  private let ladder: LadderFlow
  private let store: PlaceStore
  private let whatCanICook: WhatCanICookFlow
  /// The palette's index, from its first opening on.
  private(set) var search: PaletteSearch?
  /// The palette's content while one is open.
  private(set) weak var content: PaletteViewController?

  init(
    application: Application, options: Options, labels: Labels, source: any RecipeSource,
    split: SplitViewController, dishes: DishListViewController, ladder: LadderFlow,
    store: PlaceStore, whatCanICook: WhatCanICookFlow
  ) {
    self.store = store
    self.application = application
    self.options = options
    self.labels = labels
    self.source = source
    self.split = split
    self.dishes = dishes
    self.ladder = ladder
    self.whatCanICook = whatCanICook
  }

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
  func index() -> PaletteSearch {
    if let search { return search }
    let search = PaletteSearch(
      source: source,
      commands: Self.searchCommands(labels.language, overrides: application.keyOverrides))
    self.search = search
    application.addIdleWork { [weak self, weak search] in
      guard let search else { return false }
      let step = search.step()
      if step.cuisineDone || !step.more { self?.content?.refresh() }
      return step.more
    }
    return search
  }

  /// `ctrl-p`, `:`: the palette, hanging from the top edge (a sheet in the
  /// stack mode); `esc` closes it and changes nothing. `typing`: the text
  /// it opens with (a `/` filter that found nothing in its cuisine).
  func show(typing: String? = nil) {
    let content = PaletteViewController(search: index(), labels: labels)
    // (It searches again as the idle work indexes more cuisines.)
    if let typing { content.setText(typing) }
    let palette = PaletteController(content: content)
    // The app's ladder: its stack mode makes the palette a sheet.
    palette.ladder = options.ladderSettings.ladder
    palette.mode = { [weak split] in split?.mode }
    palette.closeButton.title = labels.close
    content.onChoose = { [weak self, weak palette] hit in
      palette?.dismiss()
      self?.chose(hit)
    }
    self.content = content
    application.present(palette)
  }

  /// `enter` on a result, the palette already closed.
  func chose(_ hit: SearchHit) {
    switch hit.kind {
    case .dish:
      guard let cuisine = hit.cuisine else { return }
      ladder.goTo(cuisine)
      if let dish = dishes.highlight(dishID: hit.idstr) { ladder.open(dish) }
    case .cuisine:
      guard let cuisine = hit.cuisine else { return }
      ladder.goTo(cuisine)
    case .ingredient:
      choseIngredient(hit.name)
    case .command:
      guard let id = hit.command?.action, let command = PaletteCommand.named(id) else { return }
      switch command.run {
      case .pressKey:
        if let key = command.key(overrides: application.keyOverrides) {
          application.dispatch(.key(key))
        }
      case .sort(let order): store.send(.setOrder(order))
      case .quit: application.quit()
      }
    }
  }

  /// An ingredient was chosen: "What can I cook?" opens with it added to
  /// the query (issue 12; issue 30 item 7: a second one adds, not replaces).
  func choseIngredient(_ name: String) {
    whatCanICook.show(adding: name)
  }
}
