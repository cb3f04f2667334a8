import RecipeKit

/// What the dish list shows, without any UI: the chosen cuisine's dishes
/// (decoded part by part through a `DishLoader`), in the chosen order, the
/// names prepared for the filter, and the rows the filter lets through.
///
/// A large cuisine arrives in parts: `show(_:loading:)` decodes the first
/// `firstPart` dishes (in a sorted order `firstSortedPart`), and each `loadMore(upTo:)` (the run loop's idle
/// work) the next ones, until `isLoading` is false. The result is always
/// that of decoding the whole file at once.
struct DishListModel {
  /// Dishes decoded before the first frame in the bundle's order when no
  /// terminal size says how many show (`fitFirstPart`): more than a tall
  /// screenful, and under a quarter of the largest corpus cuisine, whose
  /// whole file took half the start's instructions before the first frame.
  static let defaultFirstPart = 80
  /// The same in a sorted order, where the first rows are right only once
  /// the whole file is read: every corpus cuisine in one go.
  static let firstSortedPart = 500
  /// This list's first part in the bundle's order: `defaultFirstPart`, or
  /// a screenful of the terminal it is shown on (`fitFirstPart`).
  private(set) var firstPart = Self.defaultFirstPart

  /// The dishes to decode before the first frame in the current order.
  private var firstPartInOrder: Int { order == .bundle ? firstPart : Self.firstSortedPart }

  /// Reads first as many dishes as `rows` terminal lines can show, and a
  /// few more (a dish takes one or two lines).
  mutating func fitFirstPart(toRows rows: Int) {
    firstPart = max(24, rows + 8)
  }
  /// Dishes decoded per idle step later (a few milliseconds each).
  static let laterPart = 1_000

  /// What a change did to the rows, so a view knows how to follow it.
  enum Change: Equatable {
    /// Nothing but the progress (the title) changed.
    case progress
    /// Rows were added at the end; the existing ones did not move.
    case appended
    /// The rows were replaced (sorted again, or emptied by an error).
    case reordered
  }

  private(set) var cuisine: Cuisine?
  /// The cuisine's dishes in the current order. In the bundle's order
  /// this is the loader's own array (shared, not copied).
  private(set) var dishes: [Dish] = [] {
    didSet { revision &+= 1 }
  }
  /// Changes whenever `dishes` is set (a cuisine shown, a part read, a new
  /// order), so what a view keeps per position in `dishes` (the rows'
  /// second lines) knows when to let go of it.
  private(set) var revision = 0
  /// Indices into `dishes` of the rows shown (all, or the filter's matches).
  private(set) var visible: [Int] = []
  private(set) var order: DishOrder = .bundle
  private(set) var filterText = ""
  /// Why the cuisine's dishes could not be read, if they could not.
  private(set) var loadError: String?
  /// Decodes the cuisine's dishes; nil once they are all there.
  private var loader: DishLoader?
  /// The dishes in the bundle's order, once all are read (while a large
  /// cuisine loads, its loader holds them: a second reference here would
  /// make every appended part copy the whole array).
  private var bundleOrder: [Dish] = []
  /// The names prepared for filtering, in the order of `dishes`: made
  /// when the filter is first used (a list that is never filtered never
  /// pays for them), then kept up to date as parts arrive.
  private var searchNames: [SearchText] = []
  private var hasSearchNames = false

  /// True while dishes remain to be decoded.
  var isLoading: Bool { loader != nil }

  /// Identifies the loading in progress, so that work scheduled for one
  /// cuisine stops when another is shown.
  var loadingID: ObjectIdentifier? { loader.map(ObjectIdentifier.init) }

  /// The dish on visible row `row`.
  func dish(atRow row: Int) -> Dish? {
    visible.indices.contains(row) ? dishes[visible[row]] : nil
  }

  /// The visible row of `dish`, if the filter lets it through.
  func row(of dish: Dish) -> Int? {
    visible.firstIndex { dishes[$0] == dish }
  }

  /// Shows `cuisine` again when it is the one shown and read without an
  /// error (a restored state choosing the cuisine the start chose): what
  /// is read is kept, not read again; the filter is cleared; a sorted
  /// order gets its (larger) first part. False when `cuisine` is another
  /// one.
  mutating func showAgain(_ cuisine: Cuisine) -> Bool {
    guard self.cuisine == cuisine, loadError == nil else { return false }
    setFilter("")
    if let loader, loader.dishes.count < firstPartInOrder {
      _ = loadMore(upTo: firstPartInOrder - loader.dishes.count)
    }
    return true
  }

  /// Shows `cuisine`, whose loader `result` gives (or the error that
  /// opening its list gave): the filter is cleared, the order kept, the
  /// first part decoded.
  mutating func show(_ cuisine: Cuisine, loading result: Result<DishLoader, BundleError>) {
    self.cuisine = cuisine
    filterText = ""
    dishes = []
    bundleOrder = []
    loadError = nil
    loader = nil
    switch result {
    case .success(let newLoader):
      // A cuisine read before comes complete, with its dishes.
      if newLoader.isComplete { bundleOrder = newLoader.dishes }
      dishes = order.sorted(newLoader.dishes)
      if !newLoader.isComplete {
        loader = newLoader
        _ = loadMore(upTo: firstPartInOrder)
      }
    case .failure(let error):
      loadError = error.description
    }
    dropSearchNames()
    applyFilter()
  }

  /// Decodes up to `count` more dishes and adds them: at the end in the
  /// bundle's order, else by sorting again. Sorting again is done only when
  /// the dishes read have doubled since the last sort, and at the end, so
  /// a sort chosen while 100,000 dishes load costs about two sorts in all
  /// rather than one per part.
  mutating func loadMore(upTo count: Int) -> Change {
    guard let loader else { return .progress }
    let step: DishLoader.Step
    // In the bundle's order `dishes` shares the loader's array: let go of
    // it while the loader appends, so the append does not copy it.
    if order == .bundle { dishes = [] }
    do {
      step = try loader.loadMore(upTo: count)
    } catch {
      self.loader = nil
      dishes = []
      bundleOrder = []
      dropSearchNames()
      loadError = error.description
      applyFilter()
      return .reordered
    }
    if order == .bundle { dishes = loader.dishes }
    if loader.isComplete {
      self.loader = nil
      bundleOrder = loader.dishes
    }
    if case .appended(let range) = step, order == .bundle {
      guard !range.isEmpty else { return .progress }
      let first = range.lowerBound
      if filterText.isEmpty {
        visible += first..<dishes.count
      }
      if hasSearchNames {
        let names = loader.dishes[range].map { SearchText($0.name) }
        searchNames += names
        if !filterText.isEmpty {
          let query = SearchText(filterText)
          visible += names.indices.lazy.filter { names[$0].contains(query) }.map { first + $0 }
        }
      }
      return .appended
    }
    if step != .replaced && !loader.isComplete && loader.dishes.count < 2 * dishes.count {
      return .progress
    }
    resort(loader.dishes)
    return .reordered
  }

  /// Sorts from the bundle's order (so `.bundle` gives it back); false when
  /// `newOrder` is the order already.
  mutating func setOrder(_ newOrder: DishOrder) -> Bool {
    guard newOrder != order else { return false }
    order = newOrder
    resort(loader?.dishes ?? bundleOrder)
    return true
  }

  /// Filters the rows by `text` (characters of the names, case-insensitive).
  mutating func setFilter(_ text: String) {
    filterText = text
    applyFilter()
  }

  /// The list's title: the cuisine and the loading progress (the position
  /// and the filter's count are `position(_:row:)`, which a title bar keeps
  /// when it cuts the title).
  func title(_ labels: Labels) -> String {
    var title = cuisine?.name ?? ""
    if let loader {
      title += "  \(labels.loading) \(Int(loader.fractionLoaded * 100))%"
    }
    return title
  }

  /// Where the highlight is, after the title: `4/351`; with a filter, the
  /// matches and the whole (`4/12 of 351`, `4/12（共 351）`). Empty before
  /// a cuisine is shown.
  func position(_ labels: Labels, row: Int?) -> String {
    guard cuisine != nil else { return "" }
    let index = row.map { $0 + 1 } ?? 0
    return labels.position(
      index, of: visible.count, total: filterText.isEmpty ? nil : dishes.count)
  }

  /// What an empty list says: the error, no dishes, or no matches (in
  /// which cuisine, and where to look instead: issue 30, item 9).
  func emptyText(_ labels: Labels) -> String {
    loadError
      ?? (dishes.isEmpty
        ? labels.noDishes : labels.noMatches(in: cuisine.map { Sanitized.oneLine($0.name) }))
  }

  private mutating func resort(_ source: [Dish]) {
    dishes = order.sorted(source)
    dropSearchNames()
    applyFilter()
  }

  private mutating func applyFilter() {
    if filterText.isEmpty {
      visible = Array(dishes.indices)
    } else {
      if !hasSearchNames {
        searchNames = dishes.map { SearchText($0.name) }
        hasSearchNames = true
      }
      let query = SearchText(filterText)
      visible = searchNames.indices.filter { searchNames[$0].contains(query) }
    }
  }

  /// Forgets the search names (made again when the filter needs them).
  private mutating func dropSearchNames() {
    searchNames = []
    hasSearchNames = false
  }
}
