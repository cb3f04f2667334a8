/// A controller's binding table: what its keys do. Dispatch reads it
/// (`action(for:)`), the help is made from it, and a config remaps it by
/// action name (`remapped(_:)`).
public struct KeyBindings: Hashable, Sendable, ExpressibleByArrayLiteral {
  public private(set) var entries: [KeyBinding]

  public init(_ entries: [KeyBinding]) { self.entries = entries }

  public init(arrayLiteral elements: KeyBinding...) { self.init(elements) }

  /// The action of the first binding that lists `key`, if any.
  public func action(for key: Key) -> ActionName? {
    entries.first { $0.keys.contains(key) }?.action
  }

  /// True when `key` triggers `action` in this table.
  public func binds(_ key: Key, to action: ActionName) -> Bool {
    entries.contains { $0.action == action && $0.keys.contains(key) }
  }

  /// The keys of `action` (empty when the table has no such action).
  public func keys(for action: ActionName) -> [Key] {
    entries.first { $0.action == action }?.keys ?? []
  }

  /// This table with the keys of the actions named in `overrides`
  /// replaced (a config's `[keys]`). A key given to an action is taken
  /// from the table's other actions, so the new binding wins; an empty
  /// list unbinds the action. Actions the table does not have are ignored
  /// (the overrides are shared by every controller's table).
  public func remapped(_ overrides: [ActionName: [Key]]) -> KeyBindings {
    guard !overrides.isEmpty else { return self }
    let mine = entries.compactMap { overrides[$0.action] }
    guard !mine.isEmpty else { return self }
    let taken = Set(mine.joined())
    var result = entries
    for index in result.indices {
      if let keys = overrides[result[index].action] {
        result[index].keys = keys
      } else {
        result[index].keys.removeAll { taken.contains($0) }
      }
    }
    return KeyBindings(result)
  }

  /// This table with the labels of the actions named in `labels` replaced
  /// (an app words the toolkit's actions for its own content).
  public func relabeled(_ labels: [ActionName: BindingLabel]) -> KeyBindings {
    KeyBindings(
      entries.map { entry in
        var copy = entry
        copy.label = labels[entry.action] ?? entry.label
        return copy
      })
  }

  /// This table with `action` a footer hint in `slot`, labelled `short`
  /// (or its own short label): how a controller puts a shared table's
  /// binding in its footer (a list's `down next` in the palette).
  /// A `nil` slot takes the binding out of the footer.
  public func footer(
    _ action: ActionName, _ slot: FooterSlot? = .action, short: BindingLabel? = nil
  ) -> KeyBindings {
    KeyBindings(
      entries.map { entry in
        guard entry.action == action else { return entry }
        var copy = entry
        copy.footer = slot
        copy.short = short ?? entry.short
        return copy
      })
  }

  /// This table with no footer hints (where the place shows none of them).
  public func withoutFooter() -> KeyBindings {
    KeyBindings(
      entries.map { entry in
        var copy = entry
        copy.footer = nil
        return copy
      })
  }

  /// This table with the short labels of the actions in `labels`
  /// replaced (the app's words for the toolkit's, or a label that follows
  /// the state: `u metric`).
  public func shortened(_ labels: [ActionName: BindingLabel]) -> KeyBindings {
    KeyBindings(
      entries.map { entry in
        var copy = entry
        copy.short = labels[entry.action] ?? entry.short
        return copy
      })
  }

  /// The rows with `actions` only (a table of one key shared with
  /// another controller).
  public func only(_ actions: Set<ActionName>) -> KeyBindings {
    KeyBindings(entries.filter { actions.contains($0.action) })
  }

  /// The table followed by `other`'s rows.
  public static func + (a: KeyBindings, b: KeyBindings) -> KeyBindings {
    KeyBindings(a.entries + b.entries)
  }
}
