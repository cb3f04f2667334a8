import RecipeKit
import SplitLayout
import TermUI

/// The composition root: builds the controllers and connects their
/// delegates, as the iPad app's main split controller did. Only this type
/// knows every piece; the panes never refer to each other.
///
/// ```
/// menu ──onChoose(Cuisine)──▶ coordinator ──▶ dish list
/// dish list ──onChoose(Dish)──▶ coordinator ──▶ recipe presenter
/// split ──SplitViewControllerDelegate──▶ coordinator (modes, bar buttons)
/// application ──ApplicationDelegate──▶ coordinator (q, s, t, i, ?, places)
/// ```
/// The coordinator owns the user's place (`BrowserState`) and sets each
/// mode up from it (`AppCoordinator+Ladder.swift`).
public final class AppCoordinator: ApplicationDelegate {
  public let application: Application
  let split: SplitViewController
  let menu: MenuViewController
  let dishes: DishListViewController
  let presenter: RecipePresenter
  /// The inspector's checklist, and the bar over it.
  let checklist: ChecklistViewController
  let inspectorNavigation: NavigationController
  /// The place: what the user has chosen (see `BrowserState`).
  var state = BrowserState()
  /// Favourites, history and the state file (`AppCoordinator+State.swift`).
  let memory: AppMemory
  /// The inspector's sheet, while one is on screen.
  weak var inspectorSheet: SheetController?
  let labels: Labels
  let source: any RecipeSource
  let options: Options
  /// The time, for the warnings' 5 seconds (a test moves it).
  var clock: () -> ContinuousClock.Instant = { ContinuousClock.now }
  /// The warning on the bottom line and when it goes.
  private(set) var warning: (text: String, until: ContinuousClock.Instant)?
  /// The running timers as one line, when there are some: the timers' UI
  /// (issue 14) sets it; the bottom line shows it below a warning.
  var timersLine: (() -> String?)?
  /// The timers' clock (issue 14): the wall clock, a `ManualClock` in tests.
  var wallClock: any WallClock = SystemClock()
  /// The help (`?`, `f1`), while it is on screen.
  var helpPopover: PresentationHandle?
  /// The timers sheet (`T`), while it is on screen.
  var timersSheet: PresentationHandle?
  /// The search palette's index, from its first opening on, and the
  /// palette's content while one is open (`AppCoordinator+Palette.swift`).
  var paletteSearch: PaletteSearch?
  weak var paletteContent: PaletteViewController?
  /// Scale, units, the shopping list, "What can I cook?" (issue 12).
  let cooking = CookingParts()
  /// Sources and file watching: a folder that changes on disk shows it.
  private(set) var sourceWatch: SourceWatchFlow?
  /// `e` and `E` on a folder whose files can change (nil for the bundle).
  private(set) var recipeEdit: RecipeEditFlow?
  /// `E`'s question on the bottom line, while it is asked.
  weak var titlePrompt: TitlePromptController?

  /// Builds the app on `terminal` for `bundle`, with the first cuisine
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
    split.showPrimaryButton.title =
      options.a11y ? labels.recipes : "\(theme.glyphs.menu) \(labels.recipes)"
    split.backTitle = labels.back

    // The delegates, connected here and nowhere else.
    menu.onChoose = { [weak self] cuisine in self?.cuisineChosen(cuisine) }
    dishes.onChoose = { [weak self] dish in self?.open(dish) }
    application.presentationStyle.ladder = options.ladderSettings.ladder
    application.presentationStyle.arrows = [.up, .down]
    application.presentationStyle.closeTitle = labels.close
    dishes.onSearchEverywhere = { [weak self] text in self?.showPalette(typing: text) }
    presenter.onEnd = { [weak self] offset in
      self?.warn(offset > 0 ? labels.lastDish : labels.firstDish)
    }
    application.bottomLine = { [weak self] width in self?.bottomLine(width: width) }
    application.keyOverrides = options.keys
    // (The timers' wake-up takes in the deferred save and the warning.)
    setUpTimers()
    presenter.neighbour = { [weak dishes] dish, offset in
      dishes?.highlightNeighbour(of: dish, offset: offset)
    }
    presenter.peekNeighbour = { [weak dishes] dish, offset in
      dishes?.neighbour(of: dish, offset: offset)
    }
    split.delegate = self
    application.delegate = self
    dishes.sortButton.action = { [weak self] in self?.showSort() }
    dishes.themeButton.action = { [weak self] in self?.showTheme() }
    dishes.helpButton.action = { [weak self] in self?.showHelp() }
    setUpCooking()
    presenter.page.isFavourite = { [memory] in memory.isFavourite($0.idstr) }
    presenter.page.favouriteMark = dishes.favouriteMark
    sourceWatch = SourceWatchFlow(
      source: source, terminal: terminal, dishes: dishes, presenter: presenter,
      watching: !(terminal is HeadlessTerminal)
    ) { [weak self] in self?.updateMemoryRows() }
    sourceWatch?.onRefresh = { [weak self] in self?.followChangedFiles() }
    recipeEdit = RecipeEditFlow(
      source: source, terminal: terminal, labels: labels, warn: { [weak self] in self?.warn($0) }
    ) { [weak self] paths, structural in
      self?.sourceWatch?.refresh(paths: paths, structural: structural)
    }
    if recipeEdit != nil { dishes.emptyHint = labels.newRecipeHint }
    menu.choose(index: 0)
    capture()
  }

  // MARK: The bottom line

  /// Shows `text` on the bottom line for 5 seconds (over the footer).
  func warn(_ text: String) {
    warning = (text, clock() + BottomLine.warningDuration)
  }

  /// Takes a warning that is due away: before the frame (the run loop's
  /// `beforeFrame`), never during its layout.
  func expireWarning() {
    if let warning, clock() >= warning.until { self.warning = nil }
  }

  /// The time left of the warning, so the run loop wakes to take it away
  /// with no input; nil when there is none or it is due.
  func untilWarningGoes() -> Duration? {
    guard let warning else { return nil }
    let left = warning.until - clock()
    return left > .zero ? left : nil
  }

  /// What the bottom line shows now (see `BottomLine`); nil gives the row
  /// to the lists (or to the filter's input line).
  func bottomLine(width: Int) -> [BottomLineSegment]? {
    if let asking = titlePromptLine(width: width) { return asking }
    let chosen = BottomLine.choose(
      isTyping: dishes.isEditingFilter && application.presentations.isEmpty,
      warning: warning?.text, timers: timersLine?(), showsFooter: options.footer)
    switch chosen {
    case .input, .nothing: return nil
    case .warning(let text): return [BottomLineSegment(text, role: .accent)]
    case .timers: return timerSegments(width: width)
    case .footer:
      if options.a11y { return [BottomLineSegment(placeLine(), role: .text)] }
      let segments = Footer.segments(
        footerPlace, language: labels.language, overrides: application.keyOverrides,
        units: state.units, stepHasTimer: cookPage?.stepHasTimer ?? true)
      let all =
        recipeEdit == nil
        ? segments
        : Footer.addingEditEntries(
          to: segments, footerPlace, language: labels.language,
          overrides: application.keyOverrides)
      return Footer.fitted(
        all, keeping: Footer.keptSegments(
          footerPlace, language: labels.language, overrides: application.keyOverrides),
        width: width)
    }
  }

  /// Where the focus is, for the footer.
  var footerPlace: Footer.Place {
    if let place = cookFooterPlace { return place }
    if let place = cookingFooterPlace { return place }
    if let top = application.presentations.last {
      if top is PaletteController { return .palette }
      if top === inspectorSheet { return .inspector }
      return top is PopoverController ? .popover : .recipe
    }
    if split.isDrawerOpen { return .drawer }
    switch split.focusedColumn {
    case .primary: return .cuisines
    case .secondary: return .recipe
    case .inspector: return .inspector
    default: return .dishes
    }
  }

  // MARK: Popovers

  /// `s`: the Sort popover; the choice sorts the dishes and closes it.
  func showSort() {
    let orders: [(title: String, item: DishOrder)] = DishOrder.allCases.map { order in
      (dishes.label(for: order), order)
    }
    let list = ChoiceListViewController(title: labels.sort, items: orders, current: dishes.order)
    application.present(choice: list, from: dishes.sortButton) { [weak self] order in
      self?.dishes.setOrder(order)
    }
  }

  /// `t`: the Theme popover; the chosen colour becomes the accent.
  func showTheme() {
    let grid = ThemeViewController(
      labels: labels, current: application.theme.accent, colors: application.theme.colors,
      halfBlocks: !options.ascii && !options.a11y)
    // Moving the highlight previews the colour; closing without a choice
    // (esc, q, a click outside) gives the old one back.
    let original = application.theme.accent
    grid.onHighlight = { [weak self] accent in self?.application.theme.accent = accent }
    application.present(
      choice: grid, from: dishes.themeButton,
      onDismiss: { [weak self] in self?.application.theme.accent = original }
    ) { [weak self] accent in
      self?.application.theme.accent = accent
    }
  }

  /// Runs until the user quits or the input ends.
  @discardableResult
  public func run() -> Application.ExitReason {
    application.run()
  }

  // MARK: ApplicationDelegate

  /// After each event the user made: record the place, and let the third
  /// column follow the highlight.
  public func application(_ application: Application, didHandle event: InputEvent) {
    sourceWatch?.handle(event)
    capture()
    syncPreview()
    syncCooking()
    syncReferences()
  }

  /// Text pasted while the cuisines have the focus filters the dishes.
  public func application(_ application: Application, unhandledPaste text: String) {
    dishes.becomeFocused()
    dishes.paste(text)
  }

  /// The app's commands, from any pane (`q` is the run loop's: it quits
  /// when nothing took it).
  static let bindings: KeyBindings = [
    KeyBinding(
      .filter, [.character("/")],
      BindingLabel("filter the dishes by name as you type", "按名称筛选菜品")),
    KeyBinding(
      .sort, [.character("s")],
      BindingLabel(
        "Sort: default, name (pinyin), difficulty, time", "排序：默认、名称（拼音）、难度、时间")),
    KeyBinding(.theme, [.character("t")], BindingLabel("Theme popover: the accent colour", "主题颜色")),
    KeyBinding(
      .help, [.character("?"), .function(1)],
      BindingLabel(
        "Help: the keys of where you are", "帮助：当前位置的按键")),
    KeyBinding(
      .inspector, [.character("i")],
      BindingLabel("show / hide the ingredients inspector", "显示或隐藏用料检查器")),
    KeyBinding(
      .favourite, [.character("f")],
      BindingLabel("mark / unmark the dish as a favourite (★)", "收藏或取消收藏菜品（★）")),
    KeyBinding(
      .cook, [.character("c")],
      BindingLabel("cook mode: the recipe one step at a time", "烹饪模式：一次看一步")),
    KeyBinding(
      .timers, [.character("T")],
      BindingLabel("Timers: pause, resume, cancel", "计时器：暂停、继续、取消")),
    KeyBinding(
      .search, [.control("p"), .character(":")],
      BindingLabel("search everything (pinyin too)", "搜索全部（也可用拼音）")),
  ]

  /// `?` works over a recipe too: the help opens on top of it; so does
  /// the search palette.
  public func application(
    _ application: Application, unhandledKey key: Key, over presentation: PresentationController
  ) -> Bool {
    let action = Self.bindings.remapped(application.keyOverrides).action(for: key)
    // The help over anything but itself (`?` where it is not text, `f1`
    // in input lines too).
    if action == .help {
      if helpPopover?.handles(presentation) != true { showHelp() }
      return true
    }
    // `T` everywhere; `c` in the recipe's sheet.
    if action == .timers {
      showTimers()
      return true
    }
    if action == .cook, presentation === presenter.sheet {
      startCooking()
      return true
    }
    guard !(presentation is PopoverController), !(presentation is PaletteController) else {
      return false
    }
    if handleTerminalKey(key) { return true }
    if presentation === presenter.sheet, handleEditKey(key, overSheet: true) { return true }
    if handleCookingKeyOverSheet(key) { return true }
    switch action {
    case .help: showHelp()
    case .favourite: toggleFavourite()
    case .search: showPalette()
    // Over the inspector's sheet `i` closes it; over a recipe's it opens.
    case .inspector: toggleInspector()
    default: return false
    }
    return true
  }

  public func application(_ application: Application, unhandledKey key: Key) -> Bool {
    if handleTerminalKey(key) { return true }
    if handleEditKey(key) { return true }
    if handleCookingKey(key) { return true }
    switch Self.bindings.remapped(application.keyOverrides).action(for: key) {
    case .filter:
      dishes.becomeFocused()
      dishes.beginFilter()
    case .sort: showSort()
    case .theme: showTheme()
    case .help: showHelp()
    case .inspector: toggleInspector()
    case .favourite: toggleFavourite()
    case .cook: startCooking()
    case .timers: showTimers()
    case .search: showPalette()
    default:
      // (`q` on the stack's pushed page pops it: the split's
      // `closeTopLayer`, asked by the run loop.)
      return false
    }
    return true
  }
}
