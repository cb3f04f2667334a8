import SplitLayout

extension BrowserState {
  /// The split view's options as this place derives them, over `options`
  /// (its stack page kept): the dragged width, the zoom, the inspector,
  /// the drawer and the hidden cuisines. The split holds no second truth:
  /// the place is pushed to it after every intent.
  func columnOptions(over options: ColumnOptions) -> ColumnOptions {
    var options = options
    options.userPrimaryWidth = primaryWidth
    options.zoomed = zoomed
    options.inspector = inspector
    options.isDrawerOpen = isDrawerOpen
    options.isPrimaryHiddenByUser = isPrimaryHidden
    return options
  }

  /// The intents of what the user did to the split's columns: the
  /// options it asked for (`wanted`) against those it has (`old`).
  static func intents(from old: ColumnOptions, to wanted: ColumnOptions) -> [BrowserIntent] {
    var intents: [BrowserIntent] = []
    if wanted.userPrimaryWidth != old.userPrimaryWidth {
      intents.append(.dragDivider(width: wanted.userPrimaryWidth))
    }
    if wanted.zoomed != old.zoomed { intents.append(.zoom(wanted.zoomed)) }
    if wanted.isPrimaryHiddenByUser != old.isPrimaryHiddenByUser {
      intents.append(.hidePrimary(wanted.isPrimaryHiddenByUser))
    }
    if wanted.isDrawerOpen != old.isDrawerOpen {
      intents.append(.setDrawer(open: wanted.isDrawerOpen))
    }
    if wanted.inspector != old.inspector { intents.append(.setInspector(wanted.inspector)) }
    return intents
  }
}
