import RecipeKit
import SplitLayout
import TermUI

/// The composition root: builds the controllers and the flows, tells each
/// flow its collaborators, and routes the application's events and the
/// app-wide keys to them. It holds no state of its own: the place is the
/// `PlaceStore`'s, everything else a flow's (`Flows/`).
///
/// ```
/// menu ──SelectionDelegate<Cuisine>──▶ ladder flow ──▶ dish list
/// dish list ──SelectionDelegate<Dish>──▶ ladder flow ──▶ recipe presenter
/// split ──SplitViewControllerDelegate──▶ ladder flow (modes, bar buttons)
/// application ──ApplicationDelegate──▶ key routing ──▶ the flow of the key
/// ```
public final class AppCoordinator {
  public let application: Application
  let split: SplitViewController
  let menu: MenuViewController
  let dishes: DishListViewController
  let presenter: RecipePresenter
  /// The inspector's checklist, and the bar over it.
  let checklist: ChecklistViewController
  let inspectorNavigation: NavigationController
  /// Favourites, history and the state file.
  let memory: AppMemory
  let labels: Labels
  let source: any RecipeSource
  let options: Options
  /// The place, shared by the flows.
  let store = PlaceStore()
  let warnings = Warnings()
  let popovers: PopoverFlow
  let help: HelpFlow
  let favourites: FavouritesFlow
  let ladder: LadderFlow
  let shopping: ShoppingListFlow
  let whatCanICook: WhatCanICookFlow
  let cooking: CookingFlow
  let timers: TimersFlow
  let cookMode: CookModeFlow
  let palette: PaletteFlow
  let copying: CopyRecipeFlow
  let edit: EditKeysFlow
  let bottomLine: BottomLineFlow
  let persistence: PersistenceFlow
  let recipeButtons: RecipeButtonsFlow
  /// The application's delegate: events and app-wide keys to the flows.
  let keyRouting: KeyRoutingFlow
  /// Sources and file watching: a folder that changes on disk shows it.
  let sourceWatch: SourceWatchFlow?
  /// The menu's and the dish list's delegates, kept alive here.

  /// Builds the app on `terminal` for `source`, with the first cuisine
  /// chosen.
  public init(
    source: any RecipeSource, options: Options, labels: Labels, terminal: any Terminal
  ) {
    self.source = source
    self.labels = labels
    self.options = options
    let colors = options.color ? terminal.capabilities.colors : .none
    var theme = Theme(
      colors: colors, glyphs: options.a11y ? .plain : options.ascii ? .ascii : .unicode,
      mode: options.theme.initialMode)
    theme.accessible = options.a11y
    // `--a11y` names the title bar's overflow button with a word, in the
    // labels' language (`[更多]`, not `[More]` among Chinese labels).
    if options.a11y { theme.glyphs.more = labels.overflowWord }
    theme.positionsInChinese = labels.language == .zh
    menu = MenuViewController(cuisines: AppMemory.sourceRows(source), labels: labels)
    let memory = AppMemory(source: source, labels: labels)
    self.memory = memory
    dishes = DishListViewController(labels: labels) { cuisine in
      if let list = memory.loader(for: cuisine) { return .success(list) }
      return Result { () throws(BundleError) -> DishLoader in try source.dishLoader(for: cuisine) }
    }
    dishes.isFavourite = { memory.isFavourite($0.idstr) }
    dishes.isReadOnce = { !AppMemory.isList($0) }
    dishes.fitFirstPart(toRows: terminal.size.height)
    memory.ascii = options.ascii || options.a11y
    dishes.favouriteMark = options.ascii || options.a11y ? "* " : "★ "
    dishes.rowCuisine = { cuisine, dish in
      AppMemory.isList(cuisine) ? memory.cuisineName(ofDishID: dish.idstr) : nil
    }
    dishes.detailLine = { cuisine, dish in
      cuisine.idstr == AppMemory.recentID ? memory.historySubtitle(for: dish) : nil
    }
    // The lines carry style roles; the theme of the moment colours them
    // when they are drawn.
    presenter = RecipePresenter(source: source, labels: labels) { recipe, width in
      RecipeTextLayout(labels: labels).lines(for: recipe, width: width)
    }
    presenter.page.isFavourite = { [memory] in memory.isFavourite($0.idstr) }
    presenter.page.favouriteMark = dishes.favouriteMark
    checklist = ChecklistViewController(labels: labels)
    inspectorNavigation = NavigationController(root: checklist)
    split = SplitViewController(
      primary: NavigationController(root: menu), supplementary: NavigationController(root: dishes),
      settings: options.ladderSettings)
    application = Application(terminal: terminal, root: split, theme: theme)
    application.followsTerminalBackground = options.theme == .auto
    application.tooSmallMessage = { size, minimum in
      labels.terminalTooSmall(size: size, needs: minimum)
    }
    application.keyOverrides = options.keys
    split.showPrimaryButton.title =
      options.a11y ? labels.recipes : "\(theme.glyphs.menu) \(labels.recipes)"
    split.backTitle = labels.back

    // The flows, each told what it works with.
    let (application, split, menu, dishes, presenter) = (
      application, split, menu, dishes, presenter
    )
    let (store, warnings) = (store, warnings)
    popovers = PopoverFlow(
      application: application, options: options, labels: labels, dishes: dishes, store: store)
    help = HelpFlow(
      application: application, options: options, labels: labels, source: source, split: split,
      button: dishes.helpButton)
    favourites = FavouritesFlow(
      application: application, split: split, menu: menu, dishes: dishes, presenter: presenter,
      memory: memory, source: source, store: store, labels: labels, warnings: warnings)
    ladder = LadderFlow(
      application: application, split: split, menu: menu, dishes: dishes, presenter: presenter,
      checklist: checklist, inspectorNavigation: inspectorNavigation, labels: labels,
      memory: memory, store: store, favourites: favourites)
    shopping = ShoppingListFlow(
      application: application, split: split, inspectorNavigation: inspectorNavigation,
      presenter: presenter, dishes: dishes, source: source, options: options, labels: labels,
      store: store, warnings: warnings)
    whatCanICook = WhatCanICookFlow(
      application: application, source: source, labels: labels, ladder: ladder
    ) { [weak shopping] in shopping?.pantryQuery }
    cooking = CookingFlow(
      application: application, presenter: presenter, options: options, labels: labels,
      store: store, shopping: shopping, whatCanICook: whatCanICook)
    timers = TimersFlow(
      application: application, options: options, labels: labels, store: store, warnings: warnings)
    let references = ReferenceFlow(source: source, labels: labels, presenter: presenter)
    cookMode = CookModeFlow(
      application: application, split: split, presenter: presenter, dishes: dishes,
      labels: labels, store: store, cooking: cooking, timers: timers, ladder: ladder,
      favourites: favourites, references: references)
    palette = PaletteFlow(
      application: application, options: options, labels: labels, source: source, split: split,
      dishes: dishes, ladder: ladder, store: store, whatCanICook: whatCanICook)
    copying = CopyRecipeFlow(
      application: application, presenter: presenter, labels: labels, warnings: warnings)
    let watch = SourceWatchFlow(
      source: source, terminal: terminal, dishes: dishes, presenter: presenter,
      watching: !(terminal is HeadlessTerminal)
    ) { [weak favourites] in favourites?.updateMemoryRows() }
    sourceWatch = watch
    let recipeEdit = RecipeEditFlow(
      source: source, terminal: terminal, labels: labels, warn: { warnings.warn($0) }
    ) { [weak watch] paths, structural in watch?.refresh(paths: paths, structural: structural) }
    edit = EditKeysFlow(
      application: application, menu: menu, dishes: dishes, presenter: presenter, labels: labels,
      warnings: warnings, ladder: ladder, recipeEdit: recipeEdit)
    bottomLine = BottomLineFlow(
      application: application, split: split, dishes: dishes, options: options, labels: labels,
      store: store, warnings: warnings, timers: timers, cookMode: cookMode, cooking: cooking,
      ladder: ladder, edit: edit,
      accessibility: AccessibilityFlow(
        application: application, menu: menu, dishes: dishes, presenter: presenter,
        labels: labels, store: store, cookMode: cookMode))
    recipeButtons = RecipeButtonsFlow(
      page: presenter.page, options: options, labels: labels, store: store, cooking: cooking,
      cookMode: cookMode, favourites: favourites)
    persistence = PersistenceFlow(
      memory: memory, store: store, application: application, split: split, menu: menu,
      dishes: dishes, presenter: presenter, checklist: checklist, source: source, labels: labels,
      warnings: warnings, ladder: ladder, cookMode: cookMode)

    // The wiring between them, here and nowhere else. The place owns the
    // order, the accent and the split's options: the controllers are
    // given them after each intent.
    store.state.order = dishes.order
    store.state.accent = application.theme.accent
    store.push = { [weak dishes, weak application, weak split, weak checklist] old, new in
      if new.order != old.order { dishes?.setOrder(new.order) }
      if new.accent != old.accent, let accent = new.accent { application?.theme.accent = accent }
      if new.ticks != old.ticks { checklist?.restore(ticks: new.ticks) }
      guard let split else { return }
      let options = new.columnOptions(over: split.options)
      if options != split.options { split.updateOptions { $0 = options } }
    }
    references.amounts = { [weak cooking] id in cooking?.amounts(of: id) ?? PageAmounts() }
    checklist.amounts = { [weak cooking] id in cooking?.amounts(of: id) ?? PageAmounts() }
    references.warn = { warnings.warn($0) }
    references.present = { [weak application] list, anchor, chosen in
      application?.present(choice: list, anchor: anchor, onChoose: chosen)
    }
    presenter.page.onOpenReference = { [references] row in references.openFromRecipePage(row: row) }
    let (ladder, cookMode, palette, popovers, help) = (ladder, cookMode, palette, popovers, help)
    watch?.onRefresh = { [weak ladder, weak cookMode] in
      ladder?.rereadChecklist()
      cookMode?.reread()
    }
    application.beforeFrame = { [weak warnings, weak timers] in
      warnings?.expire()
      timers?.fireDue()
    }
    let collection = source as? CooklangSource
    dishes.isMenu = { collection?.isMenu($0.idstr) == true }
    dishes.showsOnlyKnownFacts = { [source] in source.isCooklangDish($0.idstr) }
    menu.onChoose = { [weak ladder] cuisine in ladder?.cuisineChosen(cuisine) }
    dishes.onChoose = { [weak ladder] dish in ladder?.open(dish) }
    application.presentationStyle.ladder = options.ladderSettings.ladder
    application.presentationStyle.arrows = [.up, .down]
    application.presentationStyle.closeTitle = labels.close
    dishes.onSearchEverywhere = { [weak palette] text in palette?.show(typing: text) }
    presenter.onEnd = { offset in warnings.warn(offset > 0 ? labels.lastDish : labels.firstDish) }
    presenter.neighbour = { [weak dishes] dish, offset in
      dishes?.highlightNeighbour(of: dish, offset: offset)
    }
    presenter.peekNeighbour = { [weak dishes] dish, offset in
      dishes?.neighbour(of: dish, offset: offset)
    }
    dishes.sortButton.action = { [weak popovers] in popovers?.showSort() }
    dishes.themeButton.action = { [weak popovers] in popovers?.showTheme() }
    dishes.helpButton.action = { [weak help] in help?.show() }
    keyRouting = KeyRoutingFlow(
      dishes: dishes, presenter: presenter, ladder: ladder, cookMode: cookMode, timers: timers,
      help: help, popovers: popovers, palette: palette, favourites: favourites, cooking: cooking,
      copying: copying, edit: edit, bottomLine: bottomLine, persistence: persistence,
      sourceWatch: watch)
    split.delegate = ladder
    application.delegate = keyRouting
    application.nextWake = { [weak self] in self?.nextWake() }
    menu.choose(index: 0)
    // What opening the source left for later (a Cooklang collection's
    // folders after the first category's) is done between keys, after
    // the first frame; nothing on screen changes by it.
    if source.isOpening {
      application.addIdleWork(redraws: false) { [source] in source.continueOpening() }
    }
    // The watches of the folders below the roots, likewise.
    if let watch, watch.isWatchingPending {
      application.addIdleWork(redraws: false) { [watch] in watch.continueWatching() }
    }
  }

  /// Runs until the user quits or the input ends.
  @discardableResult
  public func run() -> Application.ExitReason {
    application.run()
  }

  /// When the screen next changes by itself: a warning goes, the place is
  /// due to be saved, or a running timer's label turns a second.
  func nextWake() -> Duration? {
    switch (persistence.untilSaveIsDue(), timers.nextTurn()) {
    case (let a?, let b?): return min(a, b)
    case (let a?, nil): return a
    case (nil, let b): return b
    }
  }
}
