extension Rect {
  /// The rect with `insets` removed from its edges; never negative in size
  /// (an inset larger than the rect leaves an empty rect at the clamped
  /// origin).
  public func inset(by insets: Insets) -> Rect {
    let nx = x.adding(saturating: insets.left)
    let ny = y.adding(saturating: insets.top)
    let w = width.subtracting(saturating: insets.left).subtracting(saturating: insets.right)
    let h = height.subtracting(saturating: insets.top).subtracting(saturating: insets.bottom)
    return Rect(x: nx, y: ny, width: Swift.max(0, w), height: Swift.max(0, h))
  }

  /// The first `count` rows of the rect (all of them when it has fewer).
  public func top(_ count: Int) -> Rect {
    Rect(x: x, y: y, width: width, height: count.clamped(0, height))
  }

  /// The rect below its first `count` rows.
  public func droppingTop(_ count: Int) -> Rect {
    inset(by: Insets(top: count.clamped(0, height)))
  }

  /// The last `count` rows of the rect.
  public func bottom(_ count: Int) -> Rect {
    let h = count.clamped(0, height)
    return Rect(x: x, y: maxY - h, width: width, height: h)
  }

  /// The rect without its last `count` rows.
  public func droppingBottom(_ count: Int) -> Rect {
    inset(by: Insets(bottom: count.clamped(0, height)))
  }
}
