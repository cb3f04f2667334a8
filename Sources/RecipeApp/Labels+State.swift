extension Labels {
  /// The row of favourite dishes at the top of the cuisines.
  public var favourites: String { language == .zh ? "★ 收藏" : "★ Favourites" }
  /// The row of dishes opened or cooked lately.
  public var recent: String { language == .zh ? "最近" : "Recent" }
  /// A history entry's line: `Opened 2026-12-01 14:05` / `打开于 2026-12-01 14:05`.
  func historyLine(_ kind: HistoryEntry.Kind, date: String) -> String {
    switch (kind, language) {
    case (.opened, .zh): "打开于 \(date)"
    case (.cooked, .zh): "做过 \(date)"
    case (.opened, .en): "Opened \(date)"
    case (.cooked, .en): "Cooked \(date)"
    }
  }
  /// Said when `f` marks a dish (issue 30, item 12), after the mark (`★ `).
  var addedToFavourites: String { language == .zh ? "已收藏" : "Added to favourites" }
  /// Said when `f` unmarks one.
  var removedFromFavourites: String {
    language == .zh ? "已取消收藏" : "Removed from favourites"
  }
  /// Said when `f` is pressed where no dish is highlighted.
  var noDishToFavour: String { language == .zh ? "没有可收藏的菜品" : "No dish to mark" }
}
