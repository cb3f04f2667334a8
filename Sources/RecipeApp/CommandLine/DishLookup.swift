import RecipeKit

/// A dish named on the command line by its id or by its name
/// (`recipes --print 青椒肉丝`): an id wins; a name may be shared by
/// several dishes (the corpus has 三杯鸡 in three cuisines). With several
/// sources open an id is `SOURCE/ID`, and a member's own id works when
/// only one member has it.
enum DishLookup {
  enum Answer {
    case found(cuisine: Cuisine, dish: Dish)
    /// Several dishes have this name: each with its cuisine, in bundle order.
    case ambiguous([(cuisine: Cuisine, dish: Dish)])
    case unknown
  }

  /// The dish `text` names in `source` (surrounding spaces ignored).
  static func find(_ text: String, in source: any RecipeSource) -> Answer {
    let wanted = text.trimmingSpaces()
    if let (cuisine, dish) = source.dish(withID: wanted) {
      return .found(cuisine: cuisine, dish: dish)
    }
    if let composite = source as? CompositeSource {
      // Several sources: a member's own id (`Sauces/Hollandaise` for
      // `Cooklang/Sauces/Hollandaise`) names its dish when one member has it.
      let owned = composite.allDishes().filter { composite.member(of: $0.dish.idstr)?.id == wanted }
      if owned.count == 1 { return .found(cuisine: owned[0].cuisine, dish: owned[0].dish) }
      if owned.count > 1 { return .ambiguous(owned) }
    }
    var seen: Set<String> = []
    let named = source.allDishes().filter { entry in
      entry.dish.name == wanted && seen.insert(entry.dish.idstr).inserted
    }
    switch named.count {
    case 0: return .unknown
    case 1: return .found(cuisine: named[0].cuisine, dish: named[0].dish)
    default: return .ambiguous(named)
    }
  }
}

extension String {
  /// Without leading and trailing spaces (ASCII and ideographic).
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\u{3000}" || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
