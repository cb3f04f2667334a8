/// A Cooklang recipe as read from its text (`CooklangParser.parse`): the
/// metadata, the steps with their items, the sections and the notes.
///
/// Steps are numbered across sections: a section lists the indexes of its
/// steps in `steps`. Whatever did not parse is text, as the spec says; what
/// was doubtful is in the problems beside the recipe (`CooklangParseResult`).
public struct CooklangRecipe: Sendable, Equatable {
  /// Front matter or `>> key: value` lines, in the order written.
  public var metadata: CooklangMetadata
  /// Every step of every section, in order.
  public var steps: [CooklangStep]
  /// The sections in order; a recipe without `=` lines has one unnamed
  /// section (none when it has no steps).
  public var sections: [CooklangSection]
  /// The `>` notes in order.
  public var notes: [CooklangNote]

  public init(
    metadata: CooklangMetadata = CooklangMetadata(), steps: [CooklangStep] = [],
    sections: [CooklangSection] = [], notes: [CooklangNote] = []
  ) {
    self.metadata = metadata
    self.steps = steps
    self.sections = sections
    self.notes = notes
  }

  /// Every ingredient mention, in the order of the steps.
  public var ingredients: [CooklangIngredient] {
    steps.flatMap { step in
      step.items.compactMap { item in
        if case .ingredient(let ingredient) = item { return ingredient }
        return nil
      }
    }
  }

  /// Every cookware mention, in the order of the steps.
  public var cookware: [CooklangCookware] {
    steps.flatMap { step in
      step.items.compactMap { item in
        if case .cookware(let cookware) = item { return cookware }
        return nil
      }
    }
  }

  /// Every timer, in the order of the steps.
  public var timers: [CooklangTimer] {
    steps.flatMap { step in
      step.items.compactMap { item in
        if case .timer(let timer) = item { return timer }
        return nil
      }
    }
  }
}
