/// A label in the two languages of the UI (the help, `--help`, a footer).
public struct BindingLabel: Hashable, Sendable {
  public var english: String
  public var chinese: String

  public init(_ english: String, _ chinese: String) {
    self.english = english
    self.chinese = chinese
  }
}

/// One row of a controller's binding table: the keys that trigger an
/// action, and what the help calls it (like Textual's
/// `Binding("q", "quit", "Quit")`).
///
/// Bindings that share a label are one line of the help (`up down  k j`
/// for `move-up` and `move-down`).
public struct KeyBinding: Hashable, Sendable {
  public var action: ActionName
  /// The keys, the main one first; empty when the user unbound the action.
  public var keys: [Key]
  public var label: BindingLabel

  public init(_ action: ActionName, _ keys: [Key], _ label: BindingLabel) {
    self.action = action
    self.keys = keys
    self.label = label
  }
}
