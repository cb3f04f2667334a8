/// What `present(choice:from:onChoose:)`, `present(popover:from:)` and
/// `present(sheet:)` return: the way to take the presentation off the
/// screen again and to ask whether it still is on it.
///
/// It holds the presentation weakly: the run loop's stack keeps it alive
/// while it is shown, and nothing else needs to (no owner keeps handler
/// objects for it).
public struct PresentationHandle {
  /// The presentation, while something keeps it (the run loop's stack).
  public private(set) weak var presentation: PresentationController?

  public init(_ presentation: PresentationController) {
    self.presentation = presentation
  }

  /// True while it is on screen.
  public var isPresented: Bool { presentation?.application != nil }

  /// Takes it off the screen (no delegate is told); nothing when it is
  /// gone already.
  public func dismiss() { presentation?.dismiss() }

  /// True when `other` is the presentation handled here.
  public func handles(_ other: PresentationController?) -> Bool {
    other != nil && other === presentation
  }
}
