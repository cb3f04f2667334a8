import CTerminalGuard
import SplitLayout

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal's size as state of its own, not as an input event: ncurses
/// only looks at its SIGWINCH flag when a read comes back empty, so a
/// resize that came while it was not blocked in a read (while we drew,
/// while it matched a key, while we read the rest of a paste or a mouse
/// report) waited there until some later read failed, and a blocking read
/// then slept until the next key. So the input loop waits on the tty and
/// on `CTerminalGuard`'s resize pipe together (`wait`), and compares the
/// real size (`TIOCGWINSZ`) with the one it laid out for after every read.
struct TerminalSizeWatch {
  /// What ended a `wait`.
  enum Wake: Equatable {
    /// A byte is waiting on the tty (or it hung up: the read will say).
    case input
    /// A SIGWINCH came (the pipe is emptied).
    case resize
    /// The time ran out.
    case timeout
    /// The watch descriptor (`Terminal.watch(descriptor:)`) is readable.
    case watch
    /// Another signal (a deferred SIGINT, SIGTERM or SIGHUP) cut the wait.
    case interrupted
  }

  /// Starts watching SIGWINCH (after ncurses has started, so its own
  /// handler still runs behind ours).
  func start() {
    _ = ctg_watch_resize()
  }

  func stop() {
    ctg_unwatch_resize()
  }

  /// How many SIGWINCH have come so far: a nested read that comes back
  /// empty while this changed was cut short by the resize, not by time.
  var resizeCount: UInt {
    UInt(ctg_resize_count())
  }

  /// The size the kernel has for the terminal now; nil when it cannot
  /// tell (not a tty, or 0 by 0).
  func currentSize() -> Size? {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return nil }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Waits at most `milliseconds` (-1: no limit) for a byte on standard
  /// input, a resize, or the watch descriptor `watch` (-1: none) becoming
  /// readable, whichever comes first: one `poll` on all of them, so an
  /// idle app costs no CPU. Input is told before the watch.
  func wait(milliseconds: Int32, watch: Int32 = -1) -> Wake {
    let resizeFD = ctg_resize_fd()
    // poll ignores a negative descriptor, so the array is always three.
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: resizeFD, events: Int16(POLLIN), revents: 0),
      pollfd(fd: watch, events: Int16(POLLIN), revents: 0),
    ]
    let before = ctg_resize_count()
    let result = poll(&descriptors, 3, milliseconds)
    if descriptors[1].revents != 0 || ctg_resize_count() != before {
      ctg_drain_resize()
      return .resize
    }
    if result < 0 { return .interrupted }
    if result == 0 { return .timeout }
    if descriptors[0].revents == 0 && descriptors[2].revents != 0 { return .watch }
    return .input
  }
}
