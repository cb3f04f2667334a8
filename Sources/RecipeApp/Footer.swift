import RecipeKit
import TermUI

/// The footer of keys (like htop's and Textual's): the few keys that matter
/// where the focus is, each with a short label in the UI's language.
///
/// There is no list of hints here (issue 29, point 5): they are the
/// bindings with a footer slot and a short label among the focused chain's
/// binding tables (with the config's remaps), so the footer never shows a
/// key that does something else, and a controller that adds a hint does it
/// in its own table. The app's own tables are flagged for where the focus
/// is (`AppCoordinator+Footer.swift`).
enum Footer {
  /// Where the focus is, as far as the footer (and the place line of
  /// `--a11y`) cares.
  enum Place: Equatable {
    case cuisines, dishes, drawer, recipe, popover, palette
    /// Cook mode and the timers sheet (issue 14).
    case cooking, timers
    /// The shopping list and "What can I cook?" (issue 12).
    case shoppingList, whatCanICook
    /// The inspector's checklist, a column or a sheet (issue 30, item 3).
    case inspector
  }

  /// The footer's segments of `tables` (remapped): `key label` pairs, the
  /// key in the button colour, two spaces apart; a click on one presses
  /// its key. With a `width` (the row's, less what comes before the
  /// footer) the hints that do not fit are left out from the end, the way
  /// out (`esc close`, `? help`, `q quit`) last (issue 30, items 14 and 16).
  static func segments(
    _ tables: [KeyBindings], language: Labels.Language, width: Int? = nil
  ) -> [BottomLineSegment] {
    let hints = FooterHints.hints(tables).compactMap { binding in
      segment(binding, language: language).map { ($0, binding.footer?.isWayOut ?? false) }
    }
    guard let width else { return hints.map(\.0) }
    return fitted(hints, width: width)
  }

  /// The segment of a hint: its first key and its short label.
  static func segment(_ binding: KeyBinding, language: Labels.Language) -> BottomLineSegment? {
    guard let key = binding.keys.first, let short = binding.short else { return nil }
    let label = language == .zh ? short.chinese : short.english
    return BottomLineSegment(key: key.description, " " + label + "  ", press: key)
  }

  /// The width of the hints kept at every width (what the timers leave
  /// room for).
  static func keptWidth(_ tables: [KeyBindings], language: Labels.Language) -> Int {
    FooterHints.hints(tables).filter { $0.footer?.isWayOut ?? false }
      .compactMap { segment($0, language: language) }
      .reduce(0) { $0 + width(of: $1) }
  }

  /// The footer's name of `units` (`u` names the units it switches to:
  /// `u metric`, `u US`, `u original`).
  static func unitsLabel(_ units: UnitSystem) -> BindingLabel {
    switch units {
    case .original: BindingLabel("original", "原单位")
    case .metric: BindingLabel("metric", "公制")
    case .us: BindingLabel("US", "美制")
    }
  }

  /// `hints` in their order with the ones not kept left out from the end
  /// until the rest fits in `width` (the bottom line starts one column in).
  static func fitted(_ hints: [(segment: BottomLineSegment, keep: Bool)], width: Int)
    -> [BottomLineSegment]
  {
    var shown = hints
    var used = shown.reduce(0) { $0 + Self.width(of: $1.segment) }
    var index = shown.count - 1
    while used > width - 1 && index >= 0 {
      if !shown[index].keep {
        used -= Self.width(of: shown[index].segment)
        shown.remove(at: index)
      }
      index -= 1
    }
    return shown.map(\.segment)
  }

  /// The columns a segment takes.
  static func width(of segment: BottomLineSegment) -> Int {
    ColumnWidth.width(of: segment.key) + ColumnWidth.width(of: segment.text)
  }
}
