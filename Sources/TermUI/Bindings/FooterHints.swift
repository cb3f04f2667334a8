/// The footer's hints read from binding tables (issue 29, point 5): the
/// bindings with a footer slot, in slot order, and within a slot in the
/// order of the tables (the focused chain's, the first responder's
/// first). An action is shown once, at its first flagged binding; one
/// without keys (unbound by a config) is not shown.
public enum FooterHints {
  /// The hints of `tables` (already remapped).
  public static func hints(_ tables: [KeyBindings]) -> [KeyBinding] {
    var seen: Set<ActionName> = []
    var found: [KeyBinding] = []
    for binding in tables.flatMap(\.entries) {
      guard binding.footer != nil, binding.short != nil, !binding.keys.isEmpty,
        seen.insert(binding.action).inserted
      else { continue }
      found.append(binding)
    }
    // A stable sort: by slot, then as found.
    return found.enumerated().sorted { a, b in
      let (slotA, slotB) = (a.element.footer ?? .more, b.element.footer ?? .more)
      return slotA == slotB ? a.offset < b.offset : slotA < slotB
    }.map(\.element)
  }
}
