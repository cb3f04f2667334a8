import RecipeKit
import TermUI

/// "What can I cook?" (`w`, issue 12): the query sheet over the ingredient
/// index, which is built between keys from its first opening (or read
/// from the cache); `enter` on a found dish opens it in its cuisine.
final class WhatCanICookFlow {
  private let application: Application
  private let source: any RecipeSource
  private let labels: Labels
  private let ladder: LadderFlow
  /// The first `w`'s query (a collection's pantry), read when it opens.
  private let pantryQuery: () -> String?
  /// The page, kept so the query survives closing it.
  private(set) var page: WhatCanICookViewController?
  /// Its sheet, while on screen.
  private(set) weak var sheet: SheetController?
  /// The ingredient index, built between keys once started.
  private(set) var loader: IngredientIndexLoader?
  /// Where the index is kept between runs (set by the command; nil: none).
  var cache: IngredientIndexCache?

  init(
    application: Application, source: any RecipeSource, labels: Labels, ladder: LadderFlow,
    pantryQuery: @escaping () -> String?
  ) {
    self.application = application
    self.source = source
    self.labels = labels
    self.ladder = ladder
    self.pantryQuery = pantryQuery
  }

  /// `w`: the query sheet (the index starts building if it has not);
  /// `typing` replaces the query, `adding` adds a word to it (an
  /// ingredient chosen in the palette).
  func show(typing: String? = nil, adding: String? = nil) {
    startIndex()
    let page: WhatCanICookViewController
    if let existing = self.page {
      page = existing
    } else {
      page = WhatCanICookViewController(
        labels: labels, index: { [weak self] in self?.loader?.index },
        progress: { [weak self] in self?.loader?.progress ?? 0 })
      page.onOpen = { [weak self] dish in self?.openFound(dish) }
      self.page = page
      // The first `w` on a collection with a pantry starts from what it holds.
      if typing == nil, let held = pantryQuery() { page.setText(held) }
    }
    if let typing {
      page.setText(typing)
    } else if let adding {
      page.add(adding)
    } else {
      page.refresh()
    }
    if let sheet, sheet.application != nil { return }
    page.removeFromParent()
    let sheet = SheetController(content: NavigationController(root: page), style: .recipe)
    sheet.closeButton.title = labels.close
    application.present(sheet)
    self.sheet = sheet
  }

  /// `enter` on a found dish: its cuisine is chosen, the dish highlighted
  /// (the filter cleared if it hides it) and opened.
  func openFound(_ found: IngredientIndex.Dish) {
    sheet?.dismiss()
    sheet = nil
    ladder.open(dishID: found.dishID, categoryID: found.cuisineID)
  }

  /// Starts building the index between keys (from the cache when it holds
  /// a good one); once only.
  func startIndex() {
    guard loader == nil else { return }
    let loader = IngredientIndexLoader(source: source, cache: cache)
    self.loader = loader
    application.addIdleWork { [weak self, loader] in
      let more = loader.step()
      self?.page?.refresh()
      return more
    }
  }

  /// True when its sheet is the top presentation (for the footer).
  var hasFocus: Bool {
    guard let top = application.presentations.last else { return false }
    return top === sheet
  }
}
