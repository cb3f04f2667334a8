/// How much of an ingredient a recipe asks for: read from a page's cell
/// (`AmountReader`), or given structured by a source (`structured(...)`).
///
/// `written` is always the text as the source gave it (trimmed), so that its
/// own text can be shown whenever nothing was scaled or converted.
/// Quantities and counts also carry their `number` and `unit`; anything the
/// reader did not understand after them is kept in `note` and shown as is.
public struct Amount: Hashable, Sendable {
  /// The five kinds of amount.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A number and a unit of mass or volume, or a spoon: `100克`, `1汤匙`.
    case quantity
    /// A number and a measure word (or none): `2个`, `两瓣`, `3`.
    case count
    /// No number on purpose: `适量`, `少许`, `几片`.
    case vague
    /// The page gives no amount.
    case empty
    /// Anything else, kept as written.
    case text
  }

  /// The kind.
  public var kind: Kind
  /// The cell as written, trimmed; `""` for `.empty`.
  public var written: String
  /// The number, for `.quantity` and `.count`.
  public var number: AmountNumber?
  /// The unit (`.quantity`) or measure word (`.count`, `""` when bare).
  public var unit: AmountUnit?
  /// Written before the number and kept: `约` (about) or `各` (each).
  public var prefix: String
  /// Written after the amount and kept: `（5ml）`, `左右`, `（切块）`.
  public var note: String
  /// True while the amount is the page's own (not scaled or converted):
  /// its text is then `written`, byte for byte.
  public var isAsWritten: Bool
  /// The product of the factors the amount was scaled by (for the note).
  public var scale: Double
  /// True once converted to metric units (a note's quantity follows).
  public var isMetric: Bool
  /// True for an amount that stays the same however many are cooked for
  /// (a Cooklang `{=1%tsp}`); the bundle's amounts never are.
  public var isFixed: Bool
  /// The system the amount was converted to (a note's quantity follows);
  /// nil while it is in the page's units.
  public var convertedTo: UnitSystem?

  public init(
    kind: Kind, written: String, number: AmountNumber? = nil, unit: AmountUnit? = nil,
    prefix: String = "", note: String = ""
  ) {
    self.kind = kind
    self.written = written
    self.number = number
    self.unit = unit
    self.prefix = prefix
    self.note = note
    self.isAsWritten = true
    self.scale = 1
    self.isMetric = false
    self.isFixed = false
  }

  /// No amount.
  public static let empty = Amount(kind: .empty, written: "")

  /// True for quantities and counts: amounts with a number to scale.
  public var isMeasured: Bool { number != nil && unit != nil }
}
