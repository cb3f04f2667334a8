/// The unit words of English, German, French and Dutch ingredient lines and
/// their canonical spellings (short lowercase English tokens, singular; see
/// the labels' README). Chinese units are `AmountReader`'s.
enum IngredientUnitTable {
  /// Each canonical unit with the ways it is written (any case). A spelling
  /// ending in `.` needs the dot; any other may be followed by one (`tsp.`).
  static let spellings: [(canonical: String, written: [String])] = [
    ("g", ["g", "gr", "gm", "gms", "gram", "grams", "gramme", "grammes", "gramm", "gramos"]),
    ("kg", ["kg", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
    ("mg", ["mg", "milligram", "milligrams"]),
    ("ml", ["ml", "millilitre", "millilitres", "milliliter", "milliliters"]),
    ("cl", ["cl", "centilitre", "centilitres"]),
    ("dl", ["dl", "decilitre", "decilitres", "deciliter"]),
    ("l", ["l", "litre", "litres", "liter", "liters", "ltr"]),
    ("oz", ["oz", "ozs", "ounce", "ounces"]),
    ("lb", ["lb", "lbs", "pound", "pounds"]),
    (
      "fl oz",
      ["fl oz", "fl. oz.", "fl.oz.", "fl. oz", "fl.oz", "fluid ounce", "fluid ounces", "floz"]
    ),
    (
      "cup",
      ["cup", "cups", "c.", "tasse", "tassen", "tasses", "kop", "kopje", "kopjes", "taza", "tazas"]
    ),
    (
      "tbsp",
      [
        "tbsp", "tbsps", "tbs", "tb", "tbl", "tablespoon", "tablespoons", "el", "esslöffel",
        "eetlepel", "msk", "ss", "cucharada", "cucharadas", "cucchiaio", "cucchiai",
        "eetlepels", "c. à s.", "c. à s", "c.à.s.", "c.à.s", "c à s", "càs", "cas",
        "cuillère à soupe", "cuillères à soupe", "cuillere à soupe", "cuilleres à soupe",
        "cuillerée à soupe", "cuillerées à soupe", "cuil. à soupe", "cuill. à soupe",
        "c. à soupe", "c à soupe", "cuil à soupe", "c. a s.", "c.a.s", "cuillère a soupe",
        "cuillères a soupe", "c. a. s.", "c. a. s", "c. à. s.", "c.a.s.", "c à s.", "e.l.",
        "e.l",
      ]
    ),
    (
      "tsp",
      [
        "tsp", "tsps", "teaspoon", "teaspoons", "tl", "teelöffel", "theelepel", "theelepels",
        "tsk", "ts", "cucharadita", "cucharaditas", "cucchiaino", "cucchiaini",
        "c. à c.", "c. à c", "c.à.c.", "c.à.c", "c à c", "càc", "cac", "cuillère à café",
        "cuillères à café", "cuillere à café", "cuilleres à café", "cuillerée à café",
        "cuillerées à café", "cuil. à café", "cuill. à café", "c. à café", "c à café",
        "cuil à café", "c. a c.", "c.a.c", "cuillère a café", "cuillères a café",
        "c. a. c.", "c. a. c", "c. à. c.", "c.a.c.", "c à c.", "t.l.", "t.l",
      ]
    ),
    ("dessertspoon", ["dessertspoon", "dessertspoons", "dsp"]),
    ("pint", ["pint", "pints", "pt"]),
    ("quart", ["quart", "quarts", "qt"]),
    ("gallon", ["gallon", "gallons"]),
    ("cm", ["cm"]),
    ("inch", ["inch", "inches"]),
    ("pinch", ["pinch", "pinches", "prise", "prisen", "pincée", "pincées", "snufje", "snufjes"]),
    ("knife tip", ["msp.", "msp", "messerspitze", "messerspitzen"]),
    ("dash", ["dash", "dashes", "trait", "traits"]),
    ("splash", ["splash", "splashes", "schuss", "spritzer", "scheutje", "scheutjes"]),
    ("drizzle", ["drizzle"]),
    ("drop", ["drop", "drops", "tropfen", "goutte", "gouttes", "druppel", "druppels"]),
    ("handful", ["handful", "handfuls", "handvoll", "poignée", "poignées", "handje", "handvol"]),
    ("knob", ["knob", "knobs", "klontje"]),
    (
      "clove",
      ["clove", "cloves", "zehe", "zehen", "gousse", "gousses", "teen", "teentje", "teentjes"]
    ),
    (
      "can",
      [
        "can", "cans", "dose", "dosen", "boîte", "boîtes", "boite", "blik", "blikken", "blikje",
        "blikjes",
      ]
    ),
    ("tin", ["tin", "tins"]),
    (
      "packet",
      [
        "packet", "packets", "package", "packages", "pkg", "pkg.", "pck.", "pck", "envelope",
        "envelopes", "sachet", "sachets", "päckchen", "packung", "packungen", "zakje", "zakjes",
        "pakje", "pakjes",
      ]
    ),
    ("pack", ["pack", "packs", "pak", "pakken"]),
    ("jar", ["jar", "jars", "glas", "gläser", "bocal", "potje", "potjes"]),
    (
      "bottle",
      ["bottle", "bottles", "flasche", "flaschen", "bouteille", "bouteilles", "fles", "flessen"]
    ),
    ("box", ["box", "boxes"]),
    ("bag", ["bag", "bags", "beutel"]),
    ("carton", ["carton", "cartons"]),
    (
      "tub",
      ["tub", "tubs", "becher", "pot", "pots", "bakje", "bakjes", "container", "containers"]
    ),
    ("punnet", ["punnet", "punnets"]),
    ("block", ["block", "blocks"]),
    (
      "bunch", ["bunch", "bunches", "bund", "botte", "bottes", "bouquet", "bos", "bosje", "bosjes"]
    ),
    ("sprig", ["sprig", "sprigs", "zweig", "zweige", "brin", "brins", "takje", "takjes"]),
    ("leaf", ["leaf", "leaves", "blatt", "blätter", "feuille", "feuilles", "blaadje", "blaadjes"]),
    ("head", ["head", "heads", "kopf", "köpfe", "krop"]),
    ("stalk", ["stalk", "stalks", "stange", "stangen", "branche", "branches", "stengel"]),
    (
      "slice",
      [
        "slice", "slices", "scheibe", "scheiben", "tranche", "tranches", "plak", "plakken",
        "skivor", "skiver",
        "plakje", "plakjes",
      ]
    ),
    (
      "piece",
      [
        "piece", "pieces", "stück", "stk.", "stk", "morceau", "morceaux", "stuk", "stuks",
        "stukken",
      ]
    ),
    ("stick", ["stick", "sticks"]),
    ("sheet", ["sheet", "sheets"]),
    ("rasher", ["rasher", "rashers"]),
    ("strip", ["strip", "strips"]),
    ("fillet", ["fillet", "fillets", "filet", "filets"]),
    ("ball", ["ball", "balls"]),
    ("cube", ["cube", "cubes", "würfel", "blokje", "blokjes"]),
    ("ear", ["ear", "ears"]),
    ("glass", ["glass", "glasses", "verre", "verres"]),
  ]

  /// Every spelling, lowercased, with its canonical unit; longest first so
  /// `fl oz` wins over nothing and `tbsps` over `tbs`.
  static let entries: [(written: [Character], canonical: String)] =
    spellings
    .flatMap { unit in unit.written.map { (Array($0.lowercased()), unit.canonical) } }
    .sorted { $0.written.count > $1.written.count }

  /// The unit at the start of `text` (no leading space) and the text after
  /// it, or nil. The unit must end at a word's end; a trailing `.` after an
  /// abbreviation is taken with it. `filet d'huile` is a drizzle and `noix
  /// de beurre` a knob; any other `noix` is no unit.
  static func unit(at text: Substring) -> (canonical: String, rest: Substring)? {
    for entry in entries {
      guard var index = matchEnd(of: entry.written, in: text) else { continue }
      if entry.written.last != ".", index < text.endIndex, text[index] == "." {
        index = text.index(after: index)
      }
      if entry.written.last != ".", index < text.endIndex, text[index].isLetter { continue }
      let rest = text[index...]
      if entry.canonical == "fillet", rest.drop(while: { $0 == " " }).hasFrenchOilAfter {
        return ("drizzle", rest)
      }
      // `bouquet garni` is an ingredient, not a bunch of garni.
      if entry.canonical == "bunch", rest.droppingSpaces().lowercased().hasPrefix("garni") {
        return nil
      }
      return (entry.canonical, rest)
    }
    if matchEnd(of: Array("noix de beurre"), in: text) != nil {
      return ("knob", text.dropFirst("noix".count))
    }
    return nil
  }

  /// Where `written` (lowercase) ends when `text` starts with it in any case.
  static func matchEnd(of written: [Character], in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    for character in written {
      guard index < text.endIndex else { return nil }
      let found = text[index]
      if found != character, found.lowercased() != String(character) { return nil }
      index = text.index(after: index)
    }
    return index
  }
}

extension Substring {
  /// True at `d'huile` (a `filet d'huile` is a drizzle of oil).
  fileprivate var hasFrenchOilAfter: Bool {
    let lowered = prefix(8).lowercased()
    return lowered.hasPrefix("d'huile") || lowered.hasPrefix("d’huile")
  }
}
