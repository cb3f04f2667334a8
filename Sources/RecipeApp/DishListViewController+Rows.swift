import RecipeKit
import TermUI

// The dish list's rows: the data source of its list view.
extension DishListViewController {
  func numberOfRows(in list: ListView) -> Int { model.visible.count }

  func listView(_ list: ListView, rowAt row: Int) -> ListRow {
    let index = model.visible[row]
    let dish = model.dishes[index]
    let detail = model.cuisine.flatMap { detailLine?($0, dish) } ?? subtitle(ofDishAt: index)
    let place = model.cuisine.flatMap { rowCuisine?($0, dish) }
    return ListRow(
      title: isFavourite?(dish) == true ? favouriteMark + dish.name : dish.name,
      subtitle: place.map { $0 + "  " + detail } ?? detail)
  }

  /// The usual second line (difficulty and time; for a Cooklang recipe
  /// only those it gives, see `showsOnlyKnownFacts`) of `model.dishes[index]`,
  /// kept for the rows drawn lately: every frame asks for every row on
  /// screen, and building the line was most of a row's cost. What is kept
  /// is let go when the model's dishes change (`revision`), and when more
  /// than a few screenfuls are kept.
  func subtitle(ofDishAt index: Int) -> String {
    if subtitlesRevision != model.revision || subtitles.count >= Self.keptSubtitles {
      subtitles.removeAll(keepingCapacity: true)
      subtitlesRevision = model.revision
    }
    if let kept = subtitles[index] { return kept }
    let dish = model.dishes[index]
    let text: String
    if isMenu?(dish) == true {
      text = labels.menuRow
    } else if showsOnlyKnownFacts(dish) {
      // `-` is what `Dish` says for a missing or blank field.
      let difficulty = dish.difficultyText
      let time = labels.timeText(of: dish)
      text = labels.subtitle(
        knownDifficulty: difficulty == "-" ? nil : difficulty, time: time == "-" ? nil : time)
    } else {
      text = labels.subtitle(difficulty: dish.difficultyText, time: labels.timeText(of: dish))
    }
    subtitles[index] = text
    return text
  }

  /// At most this many second lines are kept (a tall screen shows 50 rows).
  static let keptSubtitles = 256
}
