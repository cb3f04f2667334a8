extension ViewController {
  /// `table` with the application's key overrides applied (the table as
  /// declared when the controller is not on screen).
  public func remapped(_ table: KeyBindings) -> KeyBindings {
    table.remapped(application?.keyOverrides ?? [:])
  }

  /// The action `key` triggers in `table`, remapped as above.
  public func action(for key: Key, in table: KeyBindings) -> ActionName? {
    remapped(table).action(for: key)
  }

  /// What `list` makes of `event` in a controller whose `activate` action
  /// (in `table`) activates the highlighted row: other keys go to the
  /// list's own bindings, a click activates the row under it; `nil` for
  /// events a list does not take.
  public func listAction(
    for event: InputEvent, in list: ListView, activating activate: ActionName,
    table: KeyBindings
  ) -> ListAction? {
    switch event {
    case .key(let key):
      return action(for: key, in: table) == activate
        ? list.activateSelection() : list.handle(key, bindings: remapped(ListView.bindings))
    case .mouse(let mouse): return list.handle(mouse, activateOnClick: true)
    default: return nil
    }
  }
}
