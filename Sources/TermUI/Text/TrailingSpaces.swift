extension StringProtocol {
  /// The text without the spaces at its end: how screen rows are printed
  /// (`Canvas.text`, `--render`, `--print`) and compared.
  public func droppingTrailingSpaces() -> String {
    var trimmed = self[...]
    while trimmed.last == " " { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }
}
