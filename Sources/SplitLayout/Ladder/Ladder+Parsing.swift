extension Ladder {
  /// The values `--breakpoint` accepts: B must leave room for A below it and
  /// for C and D above it within `validRange`.
  public static let breakpointRange = (validRange.lowerBound + 1)...(validRange.upperBound - 2)

  /// Reads the text of `--ladder`: `A,B,C,D`, four whole numbers in
  /// `validRange`, strictly increasing. Spaces around a number are allowed;
  /// signs, decimals and anything else are not.
  ///
  /// `Ladder.parse("60,100,140,200") == .standard`.
  public static func parse(_ text: String) throws(LadderError) -> Ladder {
    let parts = text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else { throw .wrongCount(found: parts.count) }
    var values: [Int] = []
    for (index, part) in parts.enumerated() {
      values.append(try number(part, position: index + 1))
    }
    return try Ladder(stack: values[0], drawer: values[1], triple: values[2], inspector: values[3])
  }

  /// One part of the text: ASCII digits, with spaces around them.
  private static func number(_ part: Substring, position: Int) throws(LadderError) -> Int {
    let digits = part.utf8.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed()
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
      throw .notANumber(position: position)
    }
    // 18 digits always fit in an Int; longer is out of range anyway.
    guard digits.count <= 18 else { throw .outOfRange(position: position, value: nil) }
    let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    return value
  }

  /// This ladder with B set to `breakpoint` (`--breakpoint N` alone: the
  /// drawer up to N columns, the split above), moving A, C and D out of the
  /// way when they would no longer increase: `A` becomes at most `N - 1`,
  /// `C` at least `N + 1`, `D` at least `C + 1`.
  ///
  /// `Ladder.standard.settingDrawerLimit(120)` is `60,120,140,200`;
  /// `settingDrawerLimit(40)` is `39,40,140,200`.
  public func settingDrawerLimit(_ breakpoint: Int) throws(LadderError) -> Ladder {
    guard Self.breakpointRange.contains(breakpoint) else {
      throw .breakpointOutOfRange(value: breakpoint)
    }
    let a = Swift.min(stackLimit, breakpoint - 1)
    let c = Swift.max(tripleWidth, breakpoint + 1)
    let d = Swift.max(inspectorWidth, c + 1)
    return try Ladder(stack: a, drawer: breakpoint, triple: c, inspector: d)
  }

  /// The ladder the command line asks for.
  ///
  /// - `--ladder` alone: that ladder.
  /// - `--breakpoint N` alone: the standard ladder with B = N
  ///   (`settingDrawerLimit(_:)`).
  /// - both: the ladder, when its B is N; otherwise an error.
  /// - neither: `.standard`.
  public static func resolve(ladder text: String?, breakpoint: Int?) throws(LadderError) -> Ladder {
    switch (text, breakpoint) {
    case (nil, nil):
      return .standard
    case (let text?, nil):
      return try parse(text)
    case (nil, let breakpoint?):
      return try standard.settingDrawerLimit(breakpoint)
    case (let text?, let breakpoint?):
      let ladder = try parse(text)
      guard ladder.drawerLimit == breakpoint else {
        throw .breakpointDisagrees(breakpoint: breakpoint, ladder: ladder)
      }
      return ladder
    }
  }
}
