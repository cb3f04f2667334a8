/// One dish of a generated bundle: the fields of a plist entry.
struct GeneratedDish {
  let idstr: String
  let name: String
  let diff: String
  let time: String
  /// The main ingredient (also in the name), for the page.
  let ingredient: String

  /// Dish `number` (from 1) of cuisine `cuisine`, its name, difficulty and
  /// time drawn from `random`.
  init(cuisine: Int, number: Int, random: inout SplitMix64) {
    idstr = String(cuisine * 1_000_000 + number)
    let method = random.pick(DishVocabulary.methods)
    ingredient = random.pick(DishVocabulary.ingredients)
    let form = random.pick(DishVocabulary.forms)
    name = method + ingredient + form
    diff = random.pick(DishVocabulary.difficulties)
    time = random.pick(DishVocabulary.times)
  }
}
