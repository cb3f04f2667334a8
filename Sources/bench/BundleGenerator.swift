import Foundation

/// Writes a deterministic recipe bundle in the iPad app's layout, for
/// measuring the browser on many dishes:
///
/// ```
/// Plist/food_types.plist            16 cuisines (家常菜 … 甜品)
/// Plist/type_<k>_foods.plist        `dishesPerCuisine` dishes each (XML, tab-indented)
/// Html/food/<id>.html               a page for the first `pagesPerCuisine` dishes of each
/// Html/css/recipe.css               a small stylesheet
/// ```
///
/// Dish `n` (from 1) of cuisine `k` has the id `k * 1_000_000 + n`, so ids
/// are unique across the bundle. The same seed and sizes give the same
/// bytes on every machine.
struct BundleGenerator {
  /// Cuisines written (at most 16, the iPad bundle's).
  var cuisines = 16
  /// Dishes in each cuisine's plist (at most 999,999 so ids stay unique).
  var dishesPerCuisine = 100_000
  /// Pages written per cuisine (the first dishes); pages for every dish of
  /// a 1.6-million-dish bundle would be 1.6 million files for nothing.
  var pagesPerCuisine = 300
  /// Fixes every name, difficulty, time and page.
  var seed: UInt64 = 7

  /// A problem with the sizes asked for.
  struct InvalidSize: Error, CustomStringConvertible {
    let description: String
  }

  /// Checks the sizes; throws with a one-line reason.
  func validate() throws(InvalidSize) {
    guard (1...DishVocabulary.cuisines.count).contains(cuisines) else {
      throw InvalidSize(description: "--cuisines must be 1...\(DishVocabulary.cuisines.count)")
    }
    guard (1...999_999).contains(dishesPerCuisine) else {
      throw InvalidSize(description: "--dishes must be 1...999999")
    }
    guard pagesPerCuisine >= 0 else { throw InvalidSize(description: "--pages must be >= 0") }
  }

  /// A one-line description of what is generated, kept in the folder's
  /// stamp file so that a folder can be reused only for the same request.
  var stamp: String {
    "recipes-bench-bundle v1 cuisines=\(cuisines) dishes=\(dishesPerCuisine) "
      + "pages=\(pagesPerCuisine) seed=\(seed)"
  }

  /// The stamp file inside a generated folder.
  static let stampFile = ".generated"

  /// Whether `folder` already holds exactly this bundle (its stamp matches).
  func isGenerated(at folder: URL) -> Bool {
    let stampURL = folder.appendingPathComponent(Self.stampFile)
    guard let data = try? Data(contentsOf: stampURL) else { return false }
    return String(decoding: data, as: UTF8.self) == stamp + "\n"
  }

  /// Writes the bundle into `folder` (created if needed; files of the same
  /// names are replaced). The stamp is written last, so an interrupted run
  /// is never mistaken for a complete one.
  func write(to folder: URL) throws {
    try validate()
    let manager = FileManager.default
    try? manager.removeItem(at: folder.appendingPathComponent(Self.stampFile))
    let plistFolder = folder.appendingPathComponent("Plist")
    let foodFolder = folder.appendingPathComponent("Html/food")
    let cssFolder = folder.appendingPathComponent("Html/css")
    for path in [plistFolder, foodFolder, cssFolder] {
      try manager.createDirectory(at: path, withIntermediateDirectories: true)
    }
    try Data(cuisineList().utf8).write(to: plistFolder.appendingPathComponent("food_types.plist"))
    try Data(Self.stylesheet.utf8).write(to: cssFolder.appendingPathComponent("recipe.css"))
    for cuisine in 1...cuisines {
      var random = SplitMix64(seed: seed &+ UInt64(cuisine) &* 0x1_0000_0001)
      var plist = PlistText()
      plist.beginArray()
      for number in 1...dishesPerCuisine {
        let dish = GeneratedDish(cuisine: cuisine, number: number, random: &random)
        plist.append(dish)
        if number <= pagesPerCuisine {
          let page = RecipePageText.page(for: dish, random: &random)
          try Data(page.utf8).write(to: foodFolder.appendingPathComponent("\(dish.idstr).html"))
        }
      }
      plist.endArray()
      try plist.data.write(to: plistFolder.appendingPathComponent("type_\(cuisine)_foods.plist"))
    }
    try Data((stamp + "\n").utf8).write(to: folder.appendingPathComponent(Self.stampFile))
  }

  /// `Plist/food_types.plist`: `idstr` and `name` of each cuisine.
  private func cuisineList() -> String {
    var plist = PlistText()
    plist.beginArray()
    for (offset, name) in DishVocabulary.cuisines.prefix(cuisines).enumerated() {
      plist.appendDictionary([("idstr", String(offset + 1)), ("name", name)])
    }
    plist.endArray()
    return String(decoding: plist.data, as: UTF8.self)
  }

  /// A short stylesheet for the pages (the reader ignores it; the bundle
  /// check wants it present).
  static let stylesheet = """
    /* generated bundle for benchmarks */
    body { margin: 0; font-family: sans-serif; line-height: 1.6; }
    .recinfo h1 { font-size: 24px; }
    .xtip { color: #555; }

    """
}
