/// A Cooklang folder is watched while it is open: its `reload()`,
/// `invalidate(path:)` and `fileURL(forDishID:)` are what `RefreshableSource`
/// asks for (`SourceWatchFlow` starts for every source that conforms).
extension CooklangSource: RefreshableSource {}
