extension Amount {
  /// The note as shown with a scaled or converted amount: a quantity at its
  /// start (`（约500g）`, `500克左右`, `1kg多`) is scaled with the amount and
  /// converted with it; a note that only repeats the amount's own measure in
  /// brackets (`1茶匙（5ml）` in millilitres) is dropped. Anything else is
  /// kept as written.
  func shownNote(unit: AmountUnit) -> String {
    guard !note.isEmpty, scale != 1 || convertedTo != nil else { return note }
    var text = Substring(note)
    var opening = ""
    if let first = text.first, Self.openers.contains(first) {
      opening = String(first)
      text = text.dropFirst()
    }
    var inner = AmountReader.read(String(text))
    guard inner.kind == .quantity, let innerUnit = inner.unit, inner.note.count < text.count
    else { return note }
    let closing = inner.note
    inner.note = ""
    // `1汤匙（15ml）` converted: the bracket only says the amount again.
    if convertedTo != nil, !opening.isEmpty, closing.count == 1,
      Self.isMeasure(innerUnit), Self.isMeasure(unit)
    {
      return ""
    }
    inner = inner.scaled(by: scale)
    if let convertedTo { inner = inner.converted(to: convertedTo) }
    inner.isAsWritten = false
    return opening + inner.text + closing
  }

  /// Brackets a note may open with.
  static let openers: Set<Character> = ["(", "（", "[", "【"]

  /// A unit of mass or volume (a spoon too).
  private static func isMeasure(_ unit: AmountUnit) -> Bool {
    unit.grams != nil || unit.millilitres(options: .standard) != nil
  }
}
