/// A `.menu` file of a Cooklang collection: days as sections, each line a
/// reference to a recipe with how much of it (`@./Mains/Roast Chicken{4%servings}`,
/// `{2}`, `{}`, a yield unit).
public struct CooklangMenu: Equatable, Sendable {
  /// One recipe of a day.
  public struct Entry: Equatable, Sendable {
    /// The referenced recipe's id in the collection (`Mains/Roast Chicken`).
    public var dishID: String
    /// Its name as the menu writes it (the path's last part).
    public var name: String
    public var quantity: CooklangQuantity?
    public var unit: String?

    /// `4 servings`, `×2`, `12 cookies`, or `""` for `{}`.
    public var amountText: String {
      guard let quantity else { return "" }
      let unit = (unit ?? "").trimmingAmountSpaces()
      if unit.isEmpty { return quantity.number != nil ? "×" + quantity.text : quantity.text }
      let wide = unit.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false
      return quantity.text + (wide ? "" : " ") + unit
    }
  }

  /// One day: its heading and recipes.
  public struct Day: Equatable, Sendable {
    public var name: String
    public var entries: [Entry]
  }

  /// The title: the metadata's, else the file's name.
  public var title: String
  public var description: String?
  public var days: [Day]

  /// Every entry of every day, in order.
  public var entries: [Entry] { days.flatMap(\.entries) }

  /// Reads `text`, a menu named `fileName` (without `.menu`).
  public init(text: String, fileName: String) {
    let result = CooklangParser.parse(text)
    let recipe = result.recipe
    let named = recipe.metadata.text(.title).map { CooklangDisplay.text($0) } ?? ""
    title = named.isEmpty ? CooklangDisplay.text(fileName) : named
    description = recipe.metadata.text(.description).map { CooklangDisplay.text($0) }
    var days: [Day] = []
    for section in recipe.sections {
      var entries: [Entry] = []
      for index in section.steps where recipe.steps.indices.contains(index) {
        for case .ingredient(let ingredient) in recipe.steps[index].items {
          guard let reference = ingredient.reference,
            let id = CooklangMenu.dishID(forReference: reference)
          else { continue }
          entries.append(
            Entry(
              dishID: id, name: CooklangDisplay.text(ingredient.name),
              quantity: ingredient.quantity, unit: ingredient.unit))
        }
      }
      let name = section.name.map { CooklangDisplay.text($0) } ?? ""
      if !entries.isEmpty || !name.isEmpty { days.append(Day(name: name, entries: entries)) }
    }
    self.days = days
  }

  /// The dish id of a reference path (`./Sauces/Hollandaise` →
  /// `Sauces/Hollandaise`): relative to the collection's root, `.cook`
  /// dropped; nil for a path that leaves the collection or is empty.
  public static func dishID(forReference reference: String) -> String? {
    var parts: [Substring] = []
    for part in reference.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    guard var id = parts.isEmpty ? nil : parts.joined(separator: "/") else { return nil }
    if id.lowercased().hasSuffix(".cook") { id.removeLast(5) }
    return id.isEmpty ? nil : id
  }
}
