extension BundleProblem {
  /// The same problem with its file named from `folder` (a member of a
  /// `CompositeSource`): `Data/Plist/x.plist`; a path that is absolute
  /// already, or the folder's own, stays as it is.
  func inFolder(_ folder: String) -> BundleProblem {
    var base = folder
    while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
    let path =
      file.hasPrefix("/") || file == base ? file : file == "." ? base : base + "/" + file
    return BundleProblem(
      severity, file: path, entry: entry, line: lineNumber, column: column, message: message)
  }
}
