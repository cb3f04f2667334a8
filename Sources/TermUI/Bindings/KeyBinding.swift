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
///
/// A binding may also be a hint of the footer: `short` is its footer label
/// (`open`, `close`) and `footer` its slot there; the footer is made from
/// the focused chain's bindings that have one (see `FooterSlot`).
public struct KeyBinding: Hashable, Sendable {
  public var action: ActionName
  /// The keys, the main one first; empty when the user unbound the action.
  public var keys: [Key]
  public var label: BindingLabel
  /// The footer's label (a word or two).
  public var short: BindingLabel?
  /// The footer slot, when the binding is a footer hint where it is used.
  public var footer: FooterSlot?

  public init(
    _ action: ActionName, _ keys: [Key], _ label: BindingLabel, short: BindingLabel? = nil,
    footer: FooterSlot? = nil
  ) {
    self.action = action
    self.keys = keys
    self.label = label
    self.short = short
    self.footer = footer
  }

  /// The binding as the help sees it: its action, keys and label (two
  /// tables that only flag it differently for the footer show one row).
  public var helpIdentity: KeyBinding {
    KeyBinding(action, keys, label)
  }
}
