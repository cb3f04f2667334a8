import SplitLayout

// One way to present (issue 29, point 3): each `present` returns a handle
// that dismisses; a choice closes its popover and then calls the closure.
// No handler objects are kept alive anywhere.
extension Application {
  /// Shows `content` in a popover pointing at `button` (a sheet where it
  /// does not fit, or in the stack mode of `presentationStyle.ladder`). A
  /// button the narrow title bar had no room for anchors at the top right
  /// corner, where it would be. `onDismiss` is told when the user closes
  /// it (`esc`, `q`, a click outside), not when the app does.
  @discardableResult
  public func present(
    popover content: ViewController, from button: BarButtonItem,
    onDismiss: (() -> Void)? = nil
  ) -> PresentationHandle {
    let terminal = self.terminal
    return present(
      popover: content,
      anchor: { [weak button] in
        button?.frame ?? Rect(x: max(0, terminal.size.width - 2), y: 0, width: 1, height: 1)
      }, onDismiss: onDismiss)
  }

  /// Shows `content` in a popover beside `anchor` (asked on every layout;
  /// nil when it is gone, which closes the popover after the layout).
  @discardableResult
  public func present(
    popover content: ViewController, anchor: @escaping () -> Rect?,
    onDismiss: (() -> Void)? = nil
  ) -> PresentationHandle {
    let popover = PopoverController(
      content: content, anchor: anchor, permittedArrowDirections: presentationStyle.arrows)
    popover.ladder = presentationStyle.ladder
    popover.closeButton.title = presentationStyle.closeTitle
    popover.onDismiss = onDismiss
    present(popover)
    return PresentationHandle(popover)
  }

  /// Shows `content` (a choice list, the theme's colours) under a title
  /// bar in a popover pointing at `button`; choosing an item closes the
  /// popover, then calls `onChoose` with it. Closing it without a choice
  /// calls `onDismiss`.
  @discardableResult
  public func present<Content: Choosing>(
    choice content: Content, from button: BarButtonItem,
    onDismiss: (() -> Void)? = nil, onChoose: @escaping (Content.Item) -> Void
  ) -> PresentationHandle {
    let handle = present(
      popover: NavigationController(root: content), from: button, onDismiss: onDismiss)
    content.onChoose = { item in
      handle.dismiss()
      onChoose(item)
    }
    return handle
  }

  /// `present(choice:from:onChoose:)` beside an anchor that may go.
  @discardableResult
  public func present<Content: Choosing>(
    choice content: Content, anchor: @escaping () -> Rect?,
    onChoose: @escaping (Content.Item) -> Void
  ) -> PresentationHandle {
    let handle = present(popover: NavigationController(root: content), anchor: anchor)
    content.onChoose = { item in
      handle.dismiss()
      onChoose(item)
    }
    return handle
  }

  /// Shows `content` under a title bar in a sheet of `style` (`esc`, `q`,
  /// `[Close]` close it). Content that is a navigation controller keeps
  /// its own title bar.
  @discardableResult
  public func present(sheet content: ViewController, style: SheetStyle = .recipe)
    -> PresentationHandle
  {
    let navigation = content as? NavigationController ?? NavigationController(root: content)
    let sheet = SheetController(content: navigation, style: style)
    sheet.closeButton.title = presentationStyle.closeTitle
    present(sheet)
    return PresentationHandle(sheet)
  }
}
