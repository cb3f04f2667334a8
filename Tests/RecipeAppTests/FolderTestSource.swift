import Foundation
import RecipeKit

/// A minimal editable source for the watching flow's tests: each
/// sub-folder of `folder` is a category, each `.cook` file in it a dish
/// (its title the file name), each non-empty line of a file a step. It
/// reads the disk afresh after `reload`/`invalidate`, as a real folder
/// source does, and keeps what it read otherwise (so a test sees that the
/// flow told it).
final class FolderTestSource: RefreshableSource {
  let folder: URL
  let name = "test"
  private(set) var categories: [Cuisine] = []
  private var kept: [String: [String]] = [:]
  private(set) var reloadCount = 0
  private(set) var invalidated: [String] = []

  init(folder: URL) {
    self.folder = folder
    reload()
    reloadCount = 0
  }

  func reload() {
    reloadCount += 1
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    categories = names.sorted().filter { !$0.hasPrefix(".") }.map { Cuisine(idstr: $0, name: $0) }
    kept = [:]
  }

  func invalidate(path: String) {
    invalidated.append(path)
    kept[String(path.dropLast(5))] = nil
  }

  func fileURL(forDishID id: String) -> URL? {
    folder.appendingPathComponent(id + ".cook")
  }

  func dishLoader(for category: Cuisine, keeping: Bool) throws(BundleError) -> DishLoader {
    let path = folder.appendingPathComponent(category.idstr).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let dishes = names.filter { $0.hasSuffix(".cook") }.sorted().map { name in
      let title = String(name.dropLast(5))
      return Dish(
        idstr: category.idstr + "/" + title, name: title, diff: nil, time: nil, imageUrl: nil,
        url: nil)
    }
    return DishLoader(cuisine: category, dishes: dishes)
  }

  private func lines(of id: String) -> [String]? {
    if let lines = kept[id] { return lines }
    guard let text = try? String(contentsOf: fileURL(forDishID: id)!, encoding: .utf8) else {
      return nil
    }
    let lines = text.split(separator: "\n").map(String.init)
    kept[id] = lines
    return lines
  }

  func recipe(forDishID id: String) -> Recipe? {
    guard let lines = lines(of: id) else { return nil }
    return Recipe(
      blocks: lines.enumerated().map { .step(number: $0.offset + 1, text: $0.element) })
  }

  func ingredientLines(forDishID id: String, amounts: Bool) -> [IngredientLine] { [] }

  func fingerprint() -> SourceFingerprint {
    SourceFingerprint(path: folder.path, stamps: [], dishIDs: [], categoryIDs: [])
  }

  func check() -> BundleReport { BundleReport(unopened: .missingFolder(folder.path)) }
}
