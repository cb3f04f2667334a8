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
}
