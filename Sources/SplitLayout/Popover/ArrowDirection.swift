/// The directions a popover's arrow may point, as a set.
///
/// As on the iPad, the arrow points *at the anchor*: `.up` means the arrow
/// is on the popover's top edge and the popover hangs below the anchor.
public struct ArrowDirections: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Arrow on the top edge; the popover is below the anchor.
  public static let up = ArrowDirections(rawValue: 1 << 0)
  /// Arrow on the bottom edge; the popover is above the anchor.
  public static let down = ArrowDirections(rawValue: 1 << 1)
  /// Arrow on the left edge; the popover is right of the anchor.
  public static let left = ArrowDirections(rawValue: 1 << 2)
  /// Arrow on the right edge; the popover is left of the anchor.
  public static let right = ArrowDirections(rawValue: 1 << 3)
  public static let vertical: ArrowDirections = [.up, .down]
  public static let horizontal: ArrowDirections = [.left, .right]
  public static let any: ArrowDirections = [.up, .down, .left, .right]

  /// The single directions in this set, in the order `up, down, left, right`.
  public var directions: [ArrowDirection] {
    ArrowDirection.allCases.filter { contains($0.set) }
  }

  public var description: String {
    "[" + directions.map(\.rawValue).joined(separator: ",") + "]"
  }
}

/// One arrow direction (the side of the popover that carries the arrow).
public enum ArrowDirection: String, CaseIterable, Hashable, Sendable {
  case up, down, left, right

  /// This direction as a one-element set.
  @inlinable
  public var set: ArrowDirections {
    switch self {
    case .up: .up
    case .down: .down
    case .left: .left
    case .right: .right
    }
  }

  /// The popover's edge that carries the arrow.
  @inlinable
  public var edge: Edge {
    switch self {
    case .up: .top
    case .down: .bottom
    case .left: .left
    case .right: .right
    }
  }
}
