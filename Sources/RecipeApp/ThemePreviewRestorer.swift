import TermUI

/// Gives the accent back when the theme popover is closed without a
/// choice (a choice closes it without asking its delegate).
final class ThemePreviewRestorer: PopoverControllerDelegate {
  private let restore: () -> Void
  init(restore: @escaping () -> Void) { self.restore = restore }
  func popoverControllerDidDismiss(_ popover: PopoverController) { restore() }
}
