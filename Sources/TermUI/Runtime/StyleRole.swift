/// What a piece of text is, rather than how it looks: views and styled text
/// carry a role, and the `Theme` turns it into a `Style` when drawing
/// (`Theme.style(_:)`), so a change of theme recolours everything at once,
/// text laid out earlier included.
///
/// The set is closed on purpose: a theme (and a contrast check) must answer
/// for every case.
public enum StyleRole: String, Hashable, Sendable, CaseIterable, Codable {
  /// Body text, in the terminal's own colours.
  case text
  /// Subtitles, hints, amounts, empty-list messages.
  case secondary
  /// Text in the accent colour without further emphasis.
  case accent
  /// A heading inside content (recipe sections, help keys).
  case heading
  /// A pane's, sheet's or recipe's title.
  case title
  /// A bar button such as `[Sort]`, and the filter's prompt.
  case button
  /// Borders, dividers and rules.
  case border
  /// The selected row of a list that does not have the focus.
  case selection
  /// The selected row of the focused list.
  case focusedSelection
  /// A row the user chose earlier (the cuisine whose dishes are shown).
  case chosen
  /// What a sheet dims underneath it (see `Theme.dim(_:)`).
  case dim
  /// A list's or page's scroll thumb.
  case scrollThumb
}
