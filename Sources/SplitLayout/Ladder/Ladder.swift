/// The width ladder: four thresholds that turn the terminal's width into a
/// display mode (`LadderMode`).
///
/// ```
///  width:  1 ....... A | A+1 ..... B | B+1 ..... C-1 | C ........... | D ...
///  mode:   stack       | drawer      | split         | triple        | triple
///                                                                    + inspector
/// ```
/// With the defaults (`60,100,140,200`): stack up to 60 columns, drawer 61–100,
/// split 101–139, triple from 140, and the inspector column from 200.
///
/// A `Ladder` is always valid: `0 <= A < B < C < D <= 10_000`. Build one with
/// `init(stack:drawer:triple:inspector:)`, which checks, or parse the text of
/// `--ladder` with `Ladder.parse(_:)`.
public struct Ladder: Hashable, Sendable, CustomStringConvertible {
  /// A: the widest stack (one full-screen page); `width <= A` is the stack.
  public let stackLimit: Int
  /// B: the widest drawer; `A < width <= B` is the drawer (`--breakpoint`).
  public let drawerLimit: Int
  /// C: the narrowest triple; `B < width < C` is the split, `width >= C` the
  /// triple.
  public let tripleWidth: Int
  /// D: the narrowest width that shows the inspector as a column (in the
  /// triple mode).
  public let inspectorWidth: Int

  /// The range every threshold must lie in: columns a terminal can have.
  public static let validRange = 0...10_000

  /// `60,100,140,200`.
  public static let standard = Ladder(unchecked: 60, 100, 140, 200)

  /// A ladder of four thresholds, checked: each in `validRange`, strictly
  /// increasing. The error names the first rule broken.
  public init(stack a: Int, drawer b: Int, triple c: Int, inspector d: Int) throws(LadderError) {
    let values = [a, b, c, d]
    for (index, value) in values.enumerated() where !Self.validRange.contains(value) {
      throw .outOfRange(position: index + 1, value: value)
    }
    for index in 1..<values.count where values[index] <= values[index - 1] {
      throw .notIncreasing(
        position: index + 1, previous: values[index - 1], value: values[index])
    }
    self.init(unchecked: a, b, c, d)
  }

  private init(unchecked a: Int, _ b: Int, _ c: Int, _ d: Int) {
    stackLimit = a
    drawerLimit = b
    tripleWidth = c
    inspectorWidth = d
  }

  /// The four thresholds in order, `[A, B, C, D]`.
  public var thresholds: [Int] { [stackLimit, drawerLimit, tripleWidth, inspectorWidth] }

  /// The mode at `width` (any `Int`; a negative width is the stack).
  @inlinable
  public func mode(width: Int) -> LadderMode {
    LadderMode(width: width, ladder: self)
  }

  /// True when `mode` at `width` shows the inspector as a trailing column:
  /// the triple mode at `D` columns or more.
  @inlinable
  public func showsInspectorColumn(width: Int, mode: LadderMode) -> Bool {
    mode == .triple && width >= inspectorWidth
  }

  /// `A,B,C,D`, the form `--ladder` takes (parsing it gives this ladder back).
  public var description: String {
    "\(stackLimit),\(drawerLimit),\(tripleWidth),\(inspectorWidth)"
  }
}
