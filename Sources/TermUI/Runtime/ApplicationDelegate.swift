/// Receives the keys that no controller handled: the app's global commands
/// (quit, the popovers of the recipe browser).
public protocol ApplicationDelegate: AnyObject {
  /// A key that went up the whole responder chain unhandled while nothing
  /// was presented. Returns true when it was a command.
  func application(_ application: Application, unhandledKey key: Key) -> Bool

  /// A key that the presentation on top (a sheet) did not handle and that
  /// does not close it: a command that works over it too (`?` in a
  /// recipe). Returns true when it was one (false by default).
  func application(
    _ application: Application, unhandledKey key: Key, over presentation: PresentationController
  ) -> Bool

  /// Pasted text that no controller took (nothing by default).
  func application(_ application: Application, unhandledPaste text: String)

  /// After every event but a resize was handled (whoever took it): the
  /// moment to record what the user chose, before the next frame.
  func application(_ application: Application, didHandle event: InputEvent)

  /// `ctrl-z`, before the terminal is given back and the process stops:
  /// the moment to save what must survive if it is never continued.
  func applicationWillSuspend()

  /// After `fg`: the terminal is set up again; the next frame repaints
  /// every cell.
  func applicationDidResume()
  /// `q` is about to quit from the base screen: false keeps the app
  /// running (it asked the user first). `ctrl-c` quits without asking.
  /// True by default.
  func applicationShouldQuit(_ application: Application) -> Bool
}

extension ApplicationDelegate {
  public func application(
    _ application: Application, unhandledKey key: Key, over presentation: PresentationController
  ) -> Bool { false }

  public func application(_ application: Application, unhandledPaste text: String) {}
  public func application(_ application: Application, didHandle event: InputEvent) {}
  public func applicationWillSuspend() {}
  public func applicationDidResume() {}
  public func applicationShouldQuit(_ application: Application) -> Bool { true }
}
