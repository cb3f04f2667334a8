import SplitLayout

extension BrowserState {
  /// The split view's options as this place asks for them, over `options`
  /// (its stack page kept): the dragged width, the zoom, the inspector,
  /// the drawer and the hidden cuisines. With `old`, only the choices
  /// that differ from `old` are taken (the others stay the split's, which
  /// may have moved since the place was recorded).
  func columnOptions(over options: ColumnOptions, since old: BrowserState? = nil) -> ColumnOptions {
    var options = options
    if old == nil || old?.primaryWidth != primaryWidth { options.userPrimaryWidth = primaryWidth }
    if old == nil || old?.zoomed != zoomed { options.zoomed = zoomed }
    if old == nil || old?.inspector != inspector { options.inspector = inspector }
    if old == nil || old?.isDrawerOpen != isDrawerOpen { options.isDrawerOpen = isDrawerOpen }
    if old == nil || old?.isPrimaryHidden != isPrimaryHidden {
      options.isPrimaryHiddenByUser = isPrimaryHidden
    }
    return options
  }
}
