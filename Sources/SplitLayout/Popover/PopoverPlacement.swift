/// A placed popover: its frame (border included), the side of its arrow and
/// the arrow's cell.
///
/// The arrow cell lies on the frame's edge that faces the anchor, not on a
/// corner, and is next to the anchor: for `.up` it is on the frame's top row,
/// which is the row right below the anchor, in one of the anchor's columns.
/// ```
///      [Sort]          <- anchor
///   +----^------+      <- arrow cell on the top edge, under the anchor
///   | content   |
///   +-----------+
/// ```
public struct PopoverFrame: Hashable, Sendable {
  public var frame: Rect
  public var arrow: ArrowDirection
  public var arrowCell: Point

  public init(frame: Rect, arrow: ArrowDirection, arrowCell: Point) {
    self.frame = frame
    self.arrow = arrow
    self.arrowCell = arrowCell
  }

  /// The content's frame: inside the 1-cell border.
  public var contentFrame: Rect { frame.inset(by: Insets(all: 1)) }
}

/// Where a popover goes.
public enum PopoverPlacement: Hashable, Sendable {
  /// Beside its anchor, with an arrow.
  case popover(PopoverFrame)
  /// Presented as a sheet instead: the width is compact, the anchor is off
  /// screen, or no permitted side has room.
  case sheet

  /// The smallest popover worth showing, border included: 5 columns by 3
  /// rows (one row of content beside the arrow's corners).
  public static let minimumFrameSize = Size(width: 5, height: 3)

  /// Places the popover of `request`.
  ///
  /// Picks, among the permitted sides where the whole preferred size fits,
  /// the one with the most room (free cells on that side of the anchor);
  /// when it fits on no side, the side where the shrunk popover is largest.
  /// The frame stays inside the screen less the margin, except that on the
  /// axis across the arrow the margin gives way when that is the only way
  /// for the arrow to reach an anchor near the screen's edge.
  public static func place(_ request: PopoverRequest) -> PopoverPlacement {
    let screen = Rect(size: request.screen)
    if request.screen.width <= request.breakpoint { return .sheet }
    let anchor = request.anchor.intersection(screen)
    if anchor.isEmpty { return .sheet }
    let permitted = request.permittedDirections.isEmpty ? .any : request.permittedDirections
    let wanted = Size(
      width: request.contentSize.width.adding(saturating: 2),
      height: request.contentSize.height.adding(saturating: 2))
    let margin = Swift.max(0, request.margin)

    var best: (candidate: Candidate, fits: Bool)?
    for direction in permitted.directions {
      guard
        let candidate = Candidate.make(
          direction, screen: request.screen, anchor: anchor, wanted: wanted, margin: margin)
      else { continue }
      let fits = candidate.placed.frame.size == wanted
      if let current = best {
        let better: Bool
        if fits != current.fits {
          better = fits
        } else if fits {
          better = candidate.room > current.candidate.room
        } else {
          better = candidate.placed.frame.size.area > current.candidate.placed.frame.size.area
        }
        if better { best = (candidate, fits) }
      } else {
        best = (candidate, fits)
      }
    }
    guard let chosen = best else { return .sheet }
    return .popover(chosen.candidate.placed)
  }
}

/// One side tried by `PopoverPlacement.place`.
struct Candidate {
  var placed: PopoverFrame
  /// Free cells on this side of the anchor (for choosing a side).
  var room: Int

  /// The popover on the side of `direction`. Left and right are worked out
  /// as up and down on the transposed screen (columns and rows swapped), so
  /// one piece of code places all four sides.
  static func make(
    _ direction: ArrowDirection, screen: Size, anchor: Rect, wanted: Size, margin: Int
  ) -> Candidate? {
    let minimum = PopoverPlacement.minimumFrameSize
    switch direction {
    case .up, .down:
      return vertical(
        below: direction == .up, screen: screen, anchor: anchor, wanted: wanted, margin: margin,
        minimum: minimum
      ).map {
        Candidate(
          placed: PopoverFrame(frame: $0.frame, arrow: direction, arrowCell: $0.arrow),
          room: $0.room)
      }
    case .left, .right:
      return vertical(
        below: direction == .left, screen: screen.transposed, anchor: anchor.transposed,
        wanted: wanted.transposed, margin: margin, minimum: minimum.transposed
      ).map {
        Candidate(
          placed: PopoverFrame(
            frame: $0.frame.transposed, arrow: direction, arrowCell: $0.arrow.transposed),
          room: $0.room)
      }
    }
  }

  /// A popover below the anchor (`below`, arrow up) or above it (arrow
  /// down): its frame, its arrow cell and the room on that side.
  static func vertical(
    below: Bool, screen: Size, anchor: Rect, wanted: Size, margin: Int, minimum: Size
  ) -> (frame: Rect, arrow: Point, room: Int)? {
    // Rows between the anchor and the screen's edge, less the margin.
    let available =
      below
      ? screen.height.subtracting(saturating: margin).subtracting(saturating: anchor.maxY)
      : anchor.minY.subtracting(saturating: margin)
    let height = Swift.min(wanted.height, available)
    guard height >= minimum.height else { return nil }
    guard
      let (x, width, arrowX) = crossAxis(
        span: anchor.minX..<anchor.maxX, extent: screen.width, wanted: wanted.width,
        margin: margin, minimum: minimum.width)
    else { return nil }
    let y = below ? anchor.maxY : anchor.minY - height
    let frame = Rect(x: x, y: y, width: width, height: height)
    let arrow = Point(x: arrowX, y: below ? frame.minY : frame.maxY - 1)
    return (frame, arrow, available.multiplied(saturating: screen.width))
  }

  /// Places the popover across the arrow's axis: centred on the anchor's
  /// span, inside `margin...extent-margin`, with the arrow on a cell of the
  /// span that is not one of the frame's corners. Retries without the margin
  /// when the anchor is too close to the edge for the arrow to reach it.
  /// Returns the start, the length and the arrow's coordinate.
  static func crossAxis(
    span: Range<Int>, extent: Int, wanted: Int, margin: Int, minimum: Int
  ) -> (start: Int, length: Int, arrow: Int)? {
    for edgeGap in margin == 0 ? [0] : [margin, 0] {
      let room = extent.subtracting(saturating: edgeGap.multiplied(saturating: 2))
      let length = Swift.min(wanted, room)
      guard length >= minimum else { continue }
      let lowest = edgeGap
      let highest = extent - edgeGap - length
      // The arrow can be on any cell of the anchor's span that a frame
      // inside the gap can carry on a non-corner cell.
      let arrowLow = Swift.max(span.lowerBound, lowest + 1)
      let arrowHigh = Swift.min(span.upperBound - 1, highest + length - 2)
      guard arrowLow <= arrowHigh else { continue }
      let middle = span.lowerBound + (span.count - 1) / 2
      let arrow = middle.clamped(arrowLow, arrowHigh)
      // Centre the frame on the anchor, as far as the arrow and gap allow.
      let start = (middle - length / 2).clamped(
        Swift.max(lowest, arrow - (length - 2)), Swift.min(highest, arrow - 1))
      return (start, length, arrow)
    }
    return nil
  }
}
