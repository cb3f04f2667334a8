/// Asked and told about dismissals of a popover that the user made: a click
/// outside it, `esc`, `q`, or `[Close]` when shown as a sheet. A choice made
/// inside the content closes the popover through the content's own
/// delegate, and these methods are not called for it.
public protocol PopoverControllerDelegate: AnyObject {
  /// Whether the popover may close; `true` by default.
  func popoverControllerShouldDismiss(_ popover: PopoverController) -> Bool
  /// After the popover closed at the user's request.
  func popoverControllerDidDismiss(_ popover: PopoverController)
}

extension PopoverControllerDelegate {
  public func popoverControllerShouldDismiss(_ popover: PopoverController) -> Bool { true }
  public func popoverControllerDidDismiss(_ popover: PopoverController) {}
}
