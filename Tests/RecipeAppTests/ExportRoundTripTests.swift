import Foundation
import Testing
import TestSupport

@testable import RecipeApp
@testable import RecipeKit

/// Exporting a bundle to Cooklang and opening the result gives, dish for
/// dish, the same recipe: the title, the description, the difficulty and
/// time, the ingredient groups in order (name, quantity, unit; a vague
/// amount as written), the step texts and the notes (小贴士).
///
/// Text Cooklang cannot hold is compared as the exporter must write it:
/// a marker character by its look-alike (`CooklangSafeText`), a line break
/// inside a step as a space (a Cooklang step is one paragraph). How many
/// texts needed that is counted too, so a change there shows.
@Suite struct ExportRoundTripTests {
  /// One ingredient as compared: its name and its amount's parts.
  struct Item: Equatable, CustomStringConvertible {
    var name: String
    var kind: Amount.Kind
    var low: Double?
    var high: Double?
    var unit: String?
    var unitKind: AmountUnit.Kind?
    var prefix: String
    var note: String
    /// The amount as written, for one without a number.
    var vague: String?

    /// `ingredient` as read; as the exporter must write it when `exported`
    /// (its name and an amount written as text made safe, then shown).
    init(_ ingredient: Ingredient, exported: Bool) {
      name = ingredient.name
      var amount = ingredient.readAmount
      if exported {
        name = Digest.shown(CooklangSafeText.safe(name, in: .name))
        let safe = Digest.shown(CooklangSafeText.safe(amount.written, in: .amount))
        if safe != amount.written { amount = AmountReader.read(safe) }
      }
      kind = amount.kind
      low = amount.number.map { ($0.low * 1000).rounded() / 1000 }
      high = amount.number?.high.map { ($0 * 1000).rounded() / 1000 }
      unit = amount.unit?.written
      unitKind = amount.unit?.kind
      prefix = amount.prefix
      note = amount.note
      vague = amount.number == nil ? amount.written : nil
    }

    var description: String {
      "\(name) \(kind) \(low.map { String($0) } ?? "-")-\(high.map { String($0) } ?? "") "
        + "\(unit ?? "") \(prefix) \(note) \(vague ?? "")"
    }
  }

  /// A recipe as compared.
  struct Digest: Equatable {
    var title = ""
    var description = ""
    var difficulty: String?
    var time: String?
    var groups: [String] = []
    var items: [[Item]] = []
    var steps: [String] = []
    var notes: [String] = []

    /// The original: its page's blocks and its dish (the dish list's
    /// difficulty and time when the page has none).
    static func original(_ recipe: Recipe, dish: Dish) -> Digest {
      var digest = Digest()
      digest.title = CooklangDisplay.text(recipe.title ?? dish.name)
      var facts: (String?, String?) = (nil, nil)
      for block in recipe.blocks {
        switch block {
        case .introduction(let text): digest.description = shown(text)
        case .facts(let difficulty, let time): facts = (difficulty, time)
        case .ingredients(let group, let items):
          let items = items.filter { !CooklangSafeText.safe($0.name, in: .name).isEmpty }
          guard !items.isEmpty else { continue }
          digest.groups.append(CooklangSafeText.sectionName(group.isEmpty ? "Ingredients" : group))
          digest.items.append(items.map { Item($0, exported: true) })
        case .step(_, let text):
          let safe = shown(CooklangSafeText.plain(text))
          if !safe.isEmpty { digest.steps.append(safe) }
        case .tips(let items), .list(let items, _): digest.notes += items.map { shown(CooklangSafeText.plain($0)) }
        case .paragraph(let text), .note(let text): digest.notes.append(shown(CooklangSafeText.plain(text)))
        case .table(let rows):
          digest.notes += rows.map { shown(CooklangSafeText.plain($0.joined(separator: " · "))) }
        default: break
        }
      }
      digest.notes = digest.notes.filter { !$0.isEmpty }
      digest.difficulty = blank(facts.0 ?? dish.diff)
      digest.time = blank(facts.1 ?? dish.time)
      return digest
    }

    /// The exported file as the Cooklang source reads it.
    static func reread(_ recipe: Recipe, dish: Dish) -> Digest {
      var digest = Digest()
      digest.title = recipe.title ?? ""
      for block in recipe.blocks {
        switch block {
        case .introduction(let text): digest.description = text
        case .fact(.difficulty, let text): digest.difficulty = text
        case .fact(.time, let text): digest.time = text
        case .ingredients(let group, let items):
          digest.groups.append(group)
          digest.items.append(items.map { Item($0, exported: false) })
        case .step(_, let text): digest.steps.append(text)
        case .note(let text): digest.notes.append(text)
        default: break
        }
      }
      // The dish list must say the same as the page.
      if dish.diff != digest.difficulty { digest.difficulty = "list: \(dish.diff ?? "-")" }
      return digest
    }

    /// `text` as any Cooklang text is shown (`CooklangDisplay`): its line
    /// breaks are spaces, and white space between two wide characters is
    /// nothing (Cooklang joins a paragraph's lines with a space, which
    /// Chinese text does not have).
    static func shown(_ text: String) -> String {
      CooklangDisplay.text(text, limit: 20_000)
    }

    private static func blank(_ text: String?) -> String? {
      guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
      return text
    }

    /// The names of the fields that differ from `other`, with both values.
    func differences(from other: Digest) -> [String] {
      var result: [String] = []
      func check<T: Equatable>(_ name: String, _ a: T, _ b: T) {
        if a != b { result.append("\(name): \(a) ≠ \(b)") }
      }
      check("title", title, other.title)
      check("description", description, other.description)
      check("difficulty", difficulty, other.difficulty)
      check("time", time, other.time)
      check("groups", groups, other.groups)
      if items != other.items {
        for (index, (mine, theirs)) in zip(items, other.items).enumerated() where mine != theirs {
          for (a, b) in zip(mine, theirs) where a != b { result.append("item \(index): \(a) ≠ \(b)") }
          if mine.count != theirs.count { result.append("items \(index): \(mine.count) ≠ \(theirs.count)") }
        }
      }
      check("steps", steps, other.steps)
      check("notes", notes, other.notes)
      return result
    }
  }

  /// What a round trip found: dishes compared, the differences.
  struct Outcome {
    var compared = 0
    var ingredients = 0
    var steps = 0
    var differences: [String] = []
  }

  /// Exports `folder` into a temporary folder, opens that, compares.
  static func roundTrip(_ folder: URL) throws -> Outcome {
    let source = try RecipeSources.open(folder: folder)
    let into = FileManager.default.temporaryDirectory.appendingPathComponent(
      "export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: into) }
    try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
    let report = SourceExport(source: source, folder: into.path).writeCooklang()
    #expect(report.problems == [])
    let exported = try RecipeSources.open(folder: into)
    #expect(exported is CooklangSource)
    var exportedDishes: [String: Dish] = [:]
    for category in exported.categories {
      for dish in try exported.dishes(of: category) { exportedDishes[dish.idstr] = dish }
    }
    var outcome = Outcome()
    for category in source.categories {
      var used: [String: Int] = [:]
      let folderName = ImportFileWriter.baseName(for: category.name)
      for dish in try source.dishes(of: category) {
        let base = ImportFileWriter.baseName(for: dish.name)
        used[base, default: 0] += 1
        let stem = used[base] == 1 ? base : "\(base) (\(used[base] ?? 0))"
        let id = folderName + "/" + stem
        guard let original = source.recipe(forDishID: dish.idstr) else { continue }
        guard let found = exportedDishes[id], let read = exported.recipe(forDishID: id) else {
          outcome.differences.append("\(id): not exported")
          continue
        }
        let expected = Digest.original(original, dish: dish)
        let actual = Digest.reread(read, dish: found)
        outcome.compared += 1
        outcome.ingredients += expected.items.joined().count
        outcome.steps += expected.steps.count
        outcome.differences += expected.differences(from: actual).map { "\(id): " + $0 }
      }
    }
    if !outcome.differences.isEmpty {
      // Every difference, for a look beyond the test's first thirty.
      let file = PackagePaths.root.appendingPathComponent(".build/export-round-trip.txt")
      try? Data(outcome.differences.joined(separator: "\n").utf8).write(to: file)
    }
    return outcome
  }

  @Test func theBundledDataComesBackDishForDish() throws {
    let outcome = try Self.roundTrip(PackagePaths.data)
    #expect(outcome.compared == 144)
    #expect(outcome.differences.isEmpty, "\(outcome.differences.prefix(30).joined(separator: "\n"))")
    print("round trip Data/: \(outcome.compared) dishes, \(outcome.ingredients) ingredients, "
      + "\(outcome.steps) steps, \(outcome.differences.count) differences")
  }

  @Test(.enabled(if: PackagePaths.hasCorpus, "corpus absent: ../shared/corpus/ipad-recipes"))
  func theCorpusComesBackDishForDish() throws {
    let outcome = try Self.roundTrip(PackagePaths.corpus)
    #expect(outcome.compared > 800)
    #expect(outcome.differences.isEmpty, "\(outcome.differences.prefix(30).joined(separator: "\n"))")
    print("round trip corpus: \(outcome.compared) dishes, \(outcome.ingredients) ingredients, "
      + "\(outcome.steps) steps, \(outcome.differences.count) differences")
  }
}
