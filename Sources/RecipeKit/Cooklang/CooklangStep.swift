/// One step: a paragraph of the recipe, as text and the components at
/// their places.
public struct CooklangStep: Sendable, Equatable {
  /// Adjacent text is one `.text` item.
  public var items: [CooklangItem]
  /// The index of its section in `CooklangRecipe.sections`.
  public var section: Int
  /// The line it starts on (from 1).
  public var line: Int

  public init(items: [CooklangItem], section: Int, line: Int) {
    self.items = items
    self.section = section
    self.line = line
  }

  /// The step as plain text, each component by its name (a timer without a
  /// name by its quantity and unit).
  public var text: String {
    items.map { item in
      switch item {
      case .text(let text): text
      case .ingredient(let ingredient): ingredient.name
      case .cookware(let cookware): cookware.name
      case .timer(let timer): timer.name ?? timer.durationText
      }
    }.joined()
  }
}
