import SplitLayout

/// Text attributes that every terminal supports, colour or not.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
  @inlinable public static var bold: TextAttributes { TextAttributes(rawValue: 1 << 0) }
  @inlinable public static var reverse: TextAttributes { TextAttributes(rawValue: 1 << 1) }
  @inlinable public static var underline: TextAttributes { TextAttributes(rawValue: 1 << 2) }
  @inlinable public static var dim: TextAttributes { TextAttributes(rawValue: 1 << 3) }
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
  public var foreground: Color
  public var background: Color
  public var attributes: TextAttributes

  @inlinable
  public init(
    foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default colours, no attributes.
  @inlinable public static var plain: Style { Style() }

  @inlinable
  public static func == (a: Style, b: Style) -> Bool {
    a.attributes.rawValue == b.attributes.rawValue && a.foreground.packed == b.foreground.packed
      && a.background.packed == b.background.packed
  }

  /// The style as one number: the foreground's `Color.packed` in bits
  /// 0–25, the background's in 26–51, the attributes in 52–59 (`Cell`
  /// keeps its width in the four bits above).
  @inlinable
  public var packed: UInt64 {
    UInt64(foreground.packed) | UInt64(background.packed) << 26
      | UInt64(attributes.rawValue) << 52
  }

  /// The bits `packed` uses.
  @inlinable public static var packedMask: UInt64 { (1 << 60) - 1 }

  /// The style `packed` gave `bits`.
  @inlinable
  public init(packed bits: UInt64) {
    self.init(
      foreground: Color(packed: UInt32(truncatingIfNeeded: bits & 0x3FF_FFFF)),
      background: Color(packed: UInt32(truncatingIfNeeded: bits >> 26 & 0x3FF_FFFF)),
      attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: bits >> 52)))
  }

  /// This style with `attributes` added.
  @inlinable
  public func adding(_ attributes: TextAttributes) -> Style {
    var copy = self
    copy.attributes.formUnion(attributes)
    return copy
  }

  /// This style as a terminal with `support` shows it. Without colours a
  /// coloured background (a highlight) becomes `reverse`, so selections stay
  /// visible under `NO_COLOR`.
  public func downgraded(to support: ColorSupport) -> Style {
    if support == .direct { return self }
    var copy = self
    copy.foreground = foreground.downgraded(to: support)
    copy.background = background.downgraded(to: support)
    if support == .none, background != .default {
      copy.attributes.insert(.reverse)
    }
    return copy
  }
}
