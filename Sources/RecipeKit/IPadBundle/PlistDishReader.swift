/// Reads a cuisine's dish plist in parts for a `DishLoader`: an XML plist
/// is fed to libxml2 a few kilobytes at a time (`PlistLoader.XMLReader`) so
/// the file is never held whole; a binary plist is read and decoded at once.
/// Keeps each dish's entry index and the skipped entries' warnings for the
/// bundle (`RecipeBundle.keep`).
final class PlistDishReader: DishPartReader {
  /// The file, relative to the bundle (for messages).
  private let file: String
  /// The open file of a binary plist, read whole on the first part.
  private var binary: PlistLoader.OpenFile?
  private var reader: PlistLoader.XMLReader?
  /// The entry index of each dish read, and the warnings.
  private(set) var indices: [Int] = []
  private(set) var problems: [BundleProblem] = []

  /// A reader of the open file `opened`.
  init(_ opened: PlistLoader.OpenFile) {
    file = opened.file
    if opened.isBinary {
      binary = opened
    } else {
      reader = PlistLoader.XMLReader(opened)
    }
  }

  var fractionRead: Double { reader?.fractionRead ?? 0 }

  func readPart(upTo count: Int) throws(BundleError) -> DishPart {
    if let binary { return try readWhole(binary) }
    guard let reader else { return DishPart(dishes: [], isLast: true) }
    let raw: [PlistLoader.RawEntry?]
    do {
      raw = try reader.read(upTo: max(1, count))
    } catch {
      self.reader = nil
      throw error.bundleError(file: file)
    }
    var part = PlistLoader.Loaded<Dish>()
    PlistLoader.add(
      raw, from: reader.entriesRead - raw.count, file: file, to: &part, make: PlistLoader.dish)
    indices += part.entries.lazy.map(\.index)
    problems += part.problems
    let isLast = reader.isFinished
    if isLast { self.reader = nil }
    return DishPart(dishes: part.entries.map(\.value), isLast: isLast)
  }

  /// Reads and decodes the whole (binary) file, as `RecipeBundle.dishes(of:)` does.
  private func readWhole(_ opened: PlistLoader.OpenFile) throws(BundleError) -> DishPart {
    binary = nil
    let loaded = try PlistLoader.dishes(from: opened.readAll(), file: file)
    indices = loaded.entries.map(\.index)
    problems = loaded.problems
    return DishPart(dishes: loaded.entries.map(\.value), isLast: true, replacesAll: true)
  }
}
