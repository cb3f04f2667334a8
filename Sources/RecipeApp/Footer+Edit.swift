import TermUI

// The footer's entries for editing a Cooklang folder (issue 26 §4): `e`
// where a recipe is under the focus, `E` on the categories.
extension Footer {
  /// The edit entries of `place` (none where neither key means anything).
  static func editEntries(_ place: Place) -> [Entry] {
    let table = AppCoordinator.editBindings
    switch place {
    case .cuisines, .drawer:
      return [Entry(table: table, action: .newRecipe, label: BindingLabel("new recipe", "新建菜谱"))]
    case .dishes, .recipe, .cooking:
      return [Entry(table: table, action: .editRecipe, label: BindingLabel("edit", "编辑"))]
    default:
      return []
    }
  }

  /// `segments` with the edit entries of `place` after its own first
  /// keys, so a narrow footer keeps them before the common ones.
  static func addingEditEntries(
    to segments: [BottomLineSegment], _ place: Place, language: Labels.Language,
    overrides: [ActionName: [Key]]
  ) -> [BottomLineSegment] {
    var added: [BottomLineSegment] = []
    for entry in editEntries(place) {
      guard let key = entry.table.remapped(overrides).keys(for: entry.action).first else {
        continue
      }
      let label = language == .zh ? entry.label.chinese : entry.label.english
      added.append(BottomLineSegment(key: key.description, " " + label + "  "))
    }
    // After the place's own first keys (`] next  [ previous` stay together).
    let own = place == .recipe || place == .cooking ? 2 : 1
    var result = segments
    result.insert(contentsOf: added, at: min(own, result.count))
    return result
  }
}
