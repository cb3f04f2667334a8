/// The one density table: what a spoon or cup of a solid (or of a thick
/// syrup such as honey) weighs, so that metric shows it in grams.
///
/// Looked up by the ingredient's name in English or Chinese: bracketed
/// notes, spaces and case are ignored (`白糖（细）` is `白糖`, `Brown Sugar`
/// is `brown sugar`), and an English plural is folded (`oats`, `raisins`).
/// Names match whole, never by a part: `水淀粉` (a starch slurry) is not
/// `淀粉`, and `peanut butter` is not `butter`. Liquids (water, milk, oil,
/// soy sauce, vinegar, wine) are not in it and stay volumes. The entries
/// and their sources are in `DensityTable+Data.swift`.
public enum DensityTable {
  /// The entry for `name`, or nil when the table does not know it.
  public static func entry(for name: String?) -> DensityEntry? {
    guard let name else { return nil }
    let key = IngredientNames.cleaned(name)
    guard !key.isEmpty else { return nil }
    if let index = byName[key] { return entries[index] }
    for singular in singulars(of: key) {
      if let index = byName[singular] { return entries[index] }
    }
    return nil
  }

  /// Grams in a millilitre of `name`, or nil when the table does not know it.
  public static func gramsPerMillilitre(of name: String?) -> Double? {
    entry(for: name)?.gramsPerMillilitre
  }

  /// Each cleaned name and the index of its entry.
  static let byName: [String: Int] = {
    var names: [String: Int] = [:]
    for (index, entry) in entries.enumerated() {
      for name in entry.english + entry.chinese {
        let key = IngredientNames.cleaned(name)
        if names[key] == nil { names[key] = index }
      }
    }
    return names
  }()

  /// English singulars `key` may be the plural of: `berries` → `berry`,
  /// `tomatoes` → `tomato`, `oats` → `oat`.
  static func singulars(of key: String) -> [String] {
    guard key.last == "s", key.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
    var forms = [String(key.dropLast())]
    if key.hasSuffix("ies") { forms.append(String(key.dropLast(3)) + "y") }
    if key.hasSuffix("es") { forms.append(String(key.dropLast(2))) }
    return forms
  }
}
