extension MenuViewController {
  /// The first row from `index` on (by `step`: 1 down, -1 up) that is not
  /// a heading; nil when there is none that way.
  func firstCategory(from index: Int, step: Int) -> Int? {
    var row = index
    while cuisines.indices.contains(row) {
      if !AppMemory.isHeading(cuisines[row]) { return row }
      row += step
    }
    return nil
  }
}
