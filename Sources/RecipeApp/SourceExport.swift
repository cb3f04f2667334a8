import RecipeKit

/// Writes every recipe of a source into a folder (`recipes export`): as
/// `.cook` files, one folder a category (`RecipeCooklangWriter`), or as
/// one `recipes.json` array of the `--print --format json` objects.
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
      do throws(BundleError) {
        for dish in try source.dishes(of: category) { result.append((category, dish)) }
      } catch {
        report.problems.append(Sanitized.oneLine(category.name) + ": cannot be read")
      }
    }
    return result
  }

  /// The `.cook` files.
  func writeCooklang() -> Report {
    var report = Report()
    for (category, dish) in dishes(&report) {
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
