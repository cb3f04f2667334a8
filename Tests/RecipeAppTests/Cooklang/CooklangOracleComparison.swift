import Foundation
import RecipeKit

/// Our reader against the oracle's answer for one text: the differences,
/// one line each (empty when they agree). Ingredients (a fixed amount seen
/// through the oracle's scaling: it stays when the recipe is doubled),
/// cookware, timers, the steps' items and the metadata.
struct CooklangOracleComparison {
  let recipe: CooklangRecipe
  let oracle: [String: Any]
  private(set) var differences: [String] = []

  init(text: String, oracle: [String: Any]) {
    recipe = CooklangParser.parse(text).recipe
    self.oracle = oracle
    compareIngredients()
    compareCookware()
    compareTimers()
    compareSteps()
    compareMetadata()
  }

  private mutating func differ(_ what: String, _ ours: Any?, _ theirs: Any?) {
    differences.append(
      "\(what): ours \(ours.map { "\($0)" } ?? "nil"), cooklang-rs \(theirs.map { "\($0)" } ?? "nil")"
    )
  }

  private func list(_ key: String) -> [[String: Any]] { oracle[key] as? [[String: Any]] ?? [] }

  private static func text(_ value: Any?) -> String? {
    guard let value, !(value is NSNull) else { return nil }
    return value as? String
  }

  /// Whether our quantity is the oracle's value (a number by value, a text
  /// or a range by its text).
  private static func same(_ quantity: CooklangQuantity?, _ value: Any?) -> Bool {
    guard let quantity else { return value == nil || value is NSNull }
    switch quantity.value {
    case .number(let number):
      guard let theirs = value as? NSNumber, !(value is String) else { return false }
      return abs(theirs.doubleValue - number) <= 1e-9 * max(1, abs(number))
    case .range, .text:
      return (value as? String) == quantity.text
    }
  }

  private mutating func compareIngredients() {
    let ours = recipe.ingredients
    let theirs = list("ingredients")
    guard ours.count == theirs.count else {
      return differ("ingredients", ours.map(\.name), theirs.map { $0["name"] ?? "" })
    }
    for (index, (mine, their)) in zip(ours, theirs).enumerated() {
      if mine.name != Self.text(their["name"]) {
        differ("ingredient \(index) name", mine.name, their["name"])
      }
      if !Self.same(mine.quantity, their["quantity"]) {
        differ("ingredient \(index) quantity", mine.quantity?.text, their["quantity"])
      }
      if mine.unit != Self.text(their["unit"]) {
        differ("ingredient \(index) unit", mine.unit, their["unit"])
      }
      if mine.preparation != Self.text(their["note"]) {
        differ("ingredient \(index) preparation", mine.preparation, their["note"])
      }
      if mine.reference != Self.text(their["reference"]) {
        differ("ingredient \(index) reference", mine.reference, their["reference"])
      }
      if let number = mine.quantity?.number, number != 0, let scaled = their["scaled"] as? NSNumber
      {
        let theirsFixed = abs(scaled.doubleValue - number) <= 1e-9 * max(1, abs(number))
        if mine.fixed != theirsFixed {
          differ("ingredient \(index) fixed", mine.fixed, theirsFixed)
        }
      }
    }
  }

  private mutating func compareCookware() {
    let ours = recipe.cookware
    let theirs = list("cookware")
    guard ours.count == theirs.count else {
      return differ("cookware", ours.map(\.name), theirs.map { $0["name"] ?? "" })
    }
    for (index, (mine, their)) in zip(ours, theirs).enumerated() {
      if mine.name != Self.text(their["name"]) {
        differ("cookware \(index) name", mine.name, their["name"])
      }
      if !Self.same(mine.quantity, their["quantity"]) {
        differ("cookware \(index) quantity", mine.quantity?.text, their["quantity"])
      }
    }
  }

  private mutating func compareTimers() {
    let ours = recipe.timers
    let theirs = list("timers")
    guard ours.count == theirs.count else {
      return differ("timers", ours.map { $0.name ?? "" }, theirs.map { $0["name"] ?? "" })
    }
    for (index, (mine, their)) in zip(ours, theirs).enumerated() {
      if mine.name != Self.text(their["name"]) {
        differ("timer \(index) name", mine.name, their["name"])
      }
      if !Self.same(mine.quantity, their["quantity"]) {
        differ("timer \(index) quantity", mine.quantity?.text, their["quantity"])
      }
      if mine.unit != Self.text(their["unit"]) {
        differ("timer \(index) unit", mine.unit, their["unit"])
      }
    }
  }

  /// Each step as text runs and component kinds, adjacent text joined.
  private static func shape(_ items: [(kind: String, text: String?)]) -> [String] {
    var result: [String] = []
    var text: String?
    for item in items {
      if let value = item.text {
        text = (text ?? "") + value
        continue
      }
      if let pending = text { result.append("text " + pending) }
      text = nil
      result.append(item.kind)
    }
    if let pending = text { result.append("text " + pending) }
    return result
  }

  private mutating func compareSteps() {
    let ours = recipe.steps.map { step in
      Self.shape(
        step.items.map { item in
          switch item {
          case .text(let text): ("text", text)
          case .ingredient: ("ingredient", nil)
          case .cookware: ("cookware", nil)
          case .timer: ("timer", nil)
          }
        })
    }
    let theirs = (oracle["steps"] as? [[[String: Any]]] ?? []).map { step in
      Self.shape(
        step.map { item in
          let kind = item["type"] as? String ?? ""
          return (kind, kind == "text" ? (item["value"] as? String ?? "") : nil)
        })
    }
    if ours != theirs { differ("steps", ours, theirs) }
  }

  /// The oracle's standard keys by its names, each against our canonical
  /// key; its other keys against ours as written.
  private mutating func compareMetadata() {
    let standard: [String: CooklangMetadataKey] = [
      "title": .title, "description": .description, "author": .author, "source": .source,
      "course": .course, "time": .time, "prep_time": .prepTime, "cook_time": .cookTime,
      "difficulty": .difficulty, "cuisine": .cuisine, "diet": .diet, "images": .images,
      "locale": .locale, "servings": .servings,
    ]
    let theirs = oracle["metadata"] as? [String: Any] ?? [:]
    for (key, value) in theirs {
      let theirText = (value as? [Any]).map { $0.map { "\($0)" } } ?? ["\(value)"]
      let ourText: [String]
      if key == "tags" {
        ourText = recipe.metadata.tags
      } else if let canonical = standard[key] {
        ourText = recipe.metadata.text(canonical).map { [$0] } ?? []
      } else {
        ourText = recipe.metadata[key]?.text.map { [$0] } ?? []
      }
      if ourText != theirText { differ("metadata \(key)", ourText, theirText) }
    }
  }
}
