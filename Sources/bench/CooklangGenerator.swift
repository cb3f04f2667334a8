import Foundation

/// Writes a deterministic Cooklang collection for measuring the browser
/// on many recipe files: `folders` folders (`Folder 001` …) of `files`
/// `.cook` files each, 10,000 in all by default. Every file has YAML front
/// matter (title, servings, tags, times), a section, four to eight steps
/// with ingredients (amounts, units, a fixed one, a preparation note),
/// cookware, timers and a comment, so that reading it exercises the whole
/// parser. The same seed and sizes give the same bytes on every machine.
///
/// Written under `.build/` at bench time (`BenchPaths.cooklangFolder`),
/// never committed; a stamp file lets the next run reuse it.
struct CooklangGenerator {
  var folders = 100
  var files = 100
  var seed: UInt64 = 11

  var stamp: String { "recipes-bench-cooklang v1 folders=\(folders) files=\(files) seed=\(seed)" }

  static let stampName = ".recipes-bench-stamp"

  /// Whether `folder` holds this very collection.
  func isGenerated(at folder: URL) -> Bool {
    let url = folder.appendingPathComponent(Self.stampName)
    return (try? String(contentsOf: url, encoding: .utf8)) == stamp
  }

  /// Writes the collection into `folder` (emptied first).
  func write(to folder: URL) throws {
    let manager = FileManager.default
    try? manager.removeItem(at: folder)
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    var random = SplitMix64(seed: seed)
    for f in 1...folders {
      let name = "Folder " + String(format: "%03d", f)
      let sub = folder.appendingPathComponent(name)
      try manager.createDirectory(at: sub, withIntermediateDirectories: true)
      for n in 1...files {
        let title = Self.title(&random, number: (f - 1) * files + n)
        let text = Self.recipe(&random, title: title)
        try Data(text.utf8).write(to: sub.appendingPathComponent("\(title).cook"))
      }
    }
    try Data(stamp.utf8).write(to: folder.appendingPathComponent(Self.stampName))
  }

  static let adjectives = [
    "Smoky", "Crispy", "Golden", "Spicy", "Tangy", "Herbed", "Roasted", "Braised", "Glazed",
    "Creamy", "Zesty", "Charred", "Honeyed", "Peppery", "Garlicky", "Lemony",
  ]
  static let mains = [
    "Chicken", "Tofu", "Lentils", "Salmon", "Mushrooms", "Chickpeas", "Pork", "Beef",
    "Aubergine", "Potatoes", "Prawns", "Cauliflower", "Noodles", "Rice", "Beans", "Squash",
  ]
  static let forms = ["Stew", "Salad", "Bake", "Soup", "Curry", "Skillet", "Tacos", "Bowl", "Pie"]
  static let produce = [
    "onion", "garlic", "carrot", "celery", "tomato", "spinach", "ginger", "lemon", "lime",
    "bell pepper", "courgette", "leek", "shallot", "cabbage", "kale", "peas", "sweetcorn",
  ]
  static let pantry = [
    "olive oil", "butter", "flour", "sugar", "salt", "black pepper", "cumin", "paprika",
    "soy sauce", "vinegar", "honey", "stock", "cream", "yoghurt", "coconut milk", "rice",
  ]
  static let units = ["g", "ml", "tbsp", "tsp", "cups", "kg", ""]
  static let cookware = ["pan", "pot", "baking tray", "bowl", "wok", "oven", "saucepan"]
  static let verbs = ["Chop", "Slice", "Stir in", "Add", "Fry", "Simmer", "Whisk", "Fold in"]

  static func title(_ random: inout SplitMix64, number: Int) -> String {
    "\(random.pick(adjectives)) \(random.pick(mains)) \(random.pick(forms)) \(number)"
  }

  static func ingredient(_ random: inout SplitMix64) -> String {
    let name = random.index(below: 2) == 0 ? random.pick(produce) : random.pick(pantry)
    switch random.index(below: 6) {
    case 0: return "@\(name){}"
    case 1: return "@\(name){=\(1 + random.index(below: 3))%tsp}"
    case 2: return "@\(name){\(1 + random.index(below: 4))/2%cups}(chopped)"
    default:
      let unit = random.pick(units)
      let amount = 1 + random.index(below: 500)
      return unit.isEmpty ? "@\(name){\(amount)}" : "@\(name){\(amount)%\(unit)}"
    }
  }

  static func recipe(_ random: inout SplitMix64, title: String) -> String {
    var text = "---\ntitle: \(title)\nservings: \(1 + random.index(below: 8))\n"
    text += "tags: [\(random.pick(forms).lowercased()), \(random.pick(mains).lowercased())]\n"
    text += "prep time: \(5 + random.index(below: 30)) minutes\n"
    text += "cook time: \(10 + random.index(below: 90)) minutes\n---\n\n"
    text += "-- A generated recipe for the benchmark.\n\n= Preparation\n\n"
    let steps = 4 + random.index(below: 5)
    for step in 0..<steps {
      if step == steps / 2 { text += "= Cooking\n\n" }
      text += "\(random.pick(verbs)) \(ingredient(&random)) and \(ingredient(&random))"
      text += " in the #\(random.pick(cookware)){}"
      if random.index(below: 2) == 0 {
        text += " for ~{\(1 + random.index(below: 40))%minutes}"
      } else {
        text += ", then rest it ~rest{\(1 + random.index(below: 10))%minutes}"
      }
      text += ". Season with \(ingredient(&random)) to taste.\n\n"
    }
    text += "> Keeps for three days in the fridge.\n"
    return text
  }
}
