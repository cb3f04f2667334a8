/// The width wishes of the four columns.
///
/// `standard` (see DECISIONS.md, 2026-12-01, for the reasons):
///
/// | column | minimum | preferred | maximum |
/// | --- | --- | --- | --- |
/// | primary (cuisines) | 16 | 30 | 60, and 40% of the screen |
/// | supplementary (dishes) | 24 | 44 (the rest in the split mode) | no limit |
/// | secondary (recipe) | 30 | the rest | no limit |
/// | inspector | 24 | 32 | 48 |
public struct ColumnSpecs: Hashable, Sendable {
  public var primary: ColumnSpec
  public var supplementary: ColumnSpec
  public var secondary: ColumnSpec
  public var inspector: ColumnSpec

  public init(
    primary: ColumnSpec, supplementary: ColumnSpec, secondary: ColumnSpec, inspector: ColumnSpec
  ) {
    self.primary = primary
    self.supplementary = supplementary
    self.secondary = secondary
    self.inspector = inspector
  }

  /// The recipe browser's columns (the table above).
  public static let standard = ColumnSpecs(
    primary: ColumnSpec(minimum: 16, preferred: 30, maximum: 60, maximumPercent: 40),
    supplementary: ColumnSpec(minimum: 24, preferred: 44, maximum: .max),
    secondary: ColumnSpec(minimum: 30, preferred: 88, maximum: .max),
    inspector: ColumnSpec(minimum: 24, preferred: 32, maximum: 48))

  /// The spec of `role`.
  public subscript(role: ColumnRole) -> ColumnSpec {
    get {
      switch role {
      case .primary: primary
      case .supplementary: supplementary
      case .secondary: secondary
      case .inspector: inspector
      }
    }
    set {
      switch role {
      case .primary: primary = newValue
      case .supplementary: supplementary = newValue
      case .secondary: secondary = newValue
      case .inspector: inspector = newValue
      }
    }
  }
}
