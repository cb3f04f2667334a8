import FoundationEssentials

/// The collection's `.menu` files: a category `Menus` after the folders,
/// each menu a dish whose id is its path (`Weeknight Dinners.menu`) and
/// whose page lists its days.
extension CooklangSource {
  /// The id of the menus' category (no folder starts with a dot).
  public static let menusCategoryID = ".menus"

  /// True for the id of a menu of this collection.
  public func isMenu(_ id: String) -> Bool { walk.menus.contains(id) }

  /// The file of the menu whose id is `path`; nil when it is not one of
  /// the collection's menus.
  public func menuFileURL(_ path: String) -> URL? {
    walk.menus.contains(path) ? URL(fileURLWithPath: root + "/" + path) : nil
  }

  /// The menus' category, when the collection has any.
  var menusCategory: Cuisine? {
    walk.menus.isEmpty ? nil : Cuisine(idstr: Self.menusCategoryID, name: "Menus")
  }

  /// Every menu as a dish, in path order.
  var menuDishes: [Dish] {
    walk.menus.map { path in
      let title = menu(path)?.title ?? CooklangDisplay.text(Self.menuFileName(path))
      return Dish(idstr: path, name: title, diff: nil, time: nil, imageUrl: nil, url: nil)
    }
  }

  /// The menu at `path` (inside the collection), read now; nil when it is
  /// not one of the collection's menus or cannot be read.
  public func menu(_ path: String) -> CooklangMenu? {
    guard walk.menus.contains(path),
      case .success(let text) = CooklangReading.text(atPath: root + "/" + path)
    else { return nil }
    return CooklangMenu(text: text, fileName: Self.menuFileName(path))
  }

  /// `Plans/Weekly.menu` → `Weekly`.
  static func menuFileName(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    return last.lowercased().hasSuffix(".menu") ? String(last.dropLast(5)) : last
  }

  /// A menu's page: its title, description, then each day (a table's group)
  /// with its recipes and their amounts (`Roast Chicken — 4 servings`).
  func menuRecipe(_ path: String) -> Recipe? {
    guard walk.menus.contains(path) else { return nil }
    guard let menu = menu(path) else {
      return Recipe(blocks: [.title(CooklangDisplay.text(Self.menuFileName(path))), .problem("error: cannot be read")])
    }
    var blocks: [RecipeBlock] = [.title(menu.title)]
    if let description = menu.description, !description.isEmpty {
      blocks.append(.introduction(description))
    }
    for day in menu.days {
      let items = day.entries.map { entry in
        let title = fileByIDTitle(entry.dishID) ?? entry.name
        return Ingredient(name: title, amount: CooklangDisplay.text(entry.amountText))
      }
      if !items.isEmpty { blocks.append(.ingredients(group: day.name, items: items)) }
    }
    return Recipe(blocks: blocks)
  }

  /// The title of recipe `id`, when the collection has it.
  private func fileByIDTitle(_ id: String) -> String? {
    filePath(forDishID: id) == nil ? nil : recipeDish(forID: id)?.name
  }

  /// The dish of recipe `id`, when the collection has it.
  public func recipeDish(forID id: String) -> Dish? {
    scan.files.first { $0.id == id }.map { dish(for: $0) }
  }
}
