import FoundationEssentials
import RecipeKit

/// Writes every recipe of a source into a folder (`recipes export`): as
/// `.cook` files, one folder a category (`RecipeCooklangWriter`; a
/// Cooklang collection's files are copied as they are, in their folders,
/// so nothing of them is lost and references between them still work), or
/// as one `recipes.json` array of the `--print --format json` objects.
/// Never writes outside `folder`: every file and folder name is made from
/// a title with no path in it (`ImportFileWriter.baseName`).
struct SourceExport {
  let source: any RecipeSource
  let folder: String

  /// What an export did: how many recipes it wrote, and one line a
  /// category or recipe it could not read or write (printable).
  struct Report {
    var written = 0
    var problems: [String] = []
  }

  /// Every dish of the source with its category, in the source's order;
  /// a category whose list cannot be read adds a problem.
  private func dishes(_ report: inout Report) -> [(Cuisine, Dish)] {
    var result: [(Cuisine, Dish)] = []
    for category in source.categories {
      // A collection's menus are plans, not recipes: `writeCooklang`
      // copies their files as they are, and the JSON has recipes only.
      if category.idstr == CooklangSource.menusCategoryID, source is CooklangSource { continue }
      do throws(BundleError) {
        for dish in try source.dishes(of: category) { result.append((category, dish)) }
      } catch {
        report.problems.append(Sanitized.oneLine(category.name) + ": cannot be read")
      }
    }
    return result
  }

  /// The `.cook` files (and a collection's `.menu` files, copied).
  func writeCooklang() -> Report {
    var report = Report()
    copyMenus(&report)
    for (category, dish) in dishes(&report) {
      if let copied = copyFile(of: dish) {
        if let problem = copied {
          report.problems.append(Sanitized.oneLine(dish.name) + ": " + problem)
        } else {
          report.written += 1
        }
        continue
      }
      guard let recipe = source.recipe(forDishID: dish.idstr) else {
        report.problems.append(Sanitized.oneLine(dish.name) + ": no recipe")
        continue
      }
      let text = RecipeCooklangWriter.text(for: recipe, dish: dish)
      let into = folder + "/" + ImportFileWriter.baseName(for: category.name)
      do throws(ImportError) {
        _ = try ImportFileWriter.write(text, picture: nil, title: dish.name, into: into)
        report.written += 1
      } catch {
        report.problems.append(Sanitized.oneLine(dish.name) + ": " + error.description)
      }
    }
    return report
  }

  /// Copies a Cooklang collection's file of `dish` to the same place
  /// under the folder: nil when the source has no such file (then the
  /// writer makes one), `.some(nil)` when copied, `.some(why)` when not.
  private func copyFile(of dish: Dish) -> String?? {
    guard let collection = source as? any RefreshableSource,
      let url = collection.fileURL(forDishID: dish.idstr)
    else { return nil }
    // The id is the file's path inside the collection without `.cook`:
    // its folders (none of them hidden or climbing) are the category's.
    let parents = dish.idstr.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    guard parents.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
    let name = url.lastPathComponent
    guard name.hasSuffix(".cook") else { return nil }
    let bytes: [UInt8]
    switch SafeFile.read(url.path, limit: Self.largestFile) {
    case .success(let read): bytes = read
    case .failure: return .some("cannot be read")
    }
    let into = ([folder] + parents.map(String.init)).joined(separator: "/")
    do throws(ImportError) {
      _ = try ImportFileWriter.write(
        String(decoding: bytes, as: UTF8.self), picture: nil, title: String(name.dropLast(5)),
        into: into)
      return .some(nil)
    } catch {
      return .some(error.description)
    }
  }

  /// Copies a Cooklang collection's `.menu` files to the same paths under
  /// the folder, byte for byte (a menu names its recipes by their paths,
  /// which the copied `.cook` files keep).
  private func copyMenus(_ report: inout Report) {
    guard let collection = source as? CooklangSource,
      let menus = try? collection.dishes(
        of: Cuisine(idstr: CooklangSource.menusCategoryID, name: "Menus"))
    else { return }
    for menu in menus where collection.isMenu(menu.idstr) {
      let parts = menu.idstr.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      guard let name = parts.last, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }),
        let url = collection.menuFileURL(menu.idstr),
        case .success(let bytes) = SafeFile.read(url.path, limit: Self.largestFile)
      else {
        report.problems.append(Sanitized.oneLine(menu.name) + ": cannot be read")
        continue
      }
      let into = ([folder] + parts.dropLast()).joined(separator: "/")
      do throws(ImportError) {
        do {
          try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
        } catch {
          throw ImportError.unreadable("cannot create the folder")
        }
        try ImportFileWriter.writeNew(bytes, named: name, in: into)
        report.written += 1
      } catch {
        report.problems.append(Sanitized.oneLine(menu.name) + ": " + error.description)
      }
    }
  }

  /// The largest Cooklang file copied (recipes are a few kilobytes).
  static let largestFile = 16 << 20

  /// `recipes.json`: `[` and one object a line, `]`.
  func writeJSON() -> Report {
    var report = Report()
    var objects: [String] = []
    for (_, dish) in dishes(&report) {
      guard let recipe = source.recipe(forDishID: dish.idstr) else {
        report.problems.append(Sanitized.oneLine(dish.name) + ": no recipe")
        continue
      }
      objects.append(RecipeExport.json(recipe, id: dish.idstr))
    }
    let text = "[\n" + objects.joined(separator: ",\n") + (objects.isEmpty ? "]\n" : "\n]\n")
    do throws(ImportError) {
      try ImportFileWriter.writeNew(Array(text.utf8), named: "recipes.json", in: folder)
      report.written = objects.count
    } catch {
      report.problems.append("recipes.json: " + error.description)
    }
    return report
  }
}
