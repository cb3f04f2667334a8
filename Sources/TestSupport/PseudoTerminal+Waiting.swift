import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whether the child has read every key and waits for the next one, told
/// by the kernel rather than by a pause: a test that needs the child to
/// have caught up (drawn its last frame, saved its last change) asks this
/// instead of assuming that a second or two is enough on a loaded machine.
extension PseudoTerminal {
  /// How the child's main thread waits in `poll`.
  public enum PollWait: Equatable, Sendable {
    /// With no time limit: nothing is due until input comes.
    case untilInput
    /// With a time limit: something is due (a save, a message to clear).
    case limited
  }

  /// Bytes written to the terminal that the child has not read yet.
  public var unreadInput: Int32 {
    var count: Int32 = 0
    return ioctl(slave, UInt(FIONREAD), &count) == 0 ? count : -1
  }

  /// How the child's main thread is blocked in `poll`/`ppoll` on
  /// `descriptors` descriptors (its run loop's wait), from
  /// `/proc/PID/syscall`; nil when it is running or in any other call.
  public func pollWait(descriptors: Int) -> PollWait? {
    guard
      let text = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)
    else { return nil }
    let fields = text.split(separator: " ").map(String.init)
    guard fields.count > 3, UInt64(fields[2].dropFirst(2), radix: 16) == UInt64(descriptors)
    else { return nil }
    #if arch(x86_64)
      let (poll, ppoll) = ("7", "271")
    #elseif arch(arm64)
      let (poll, ppoll) = ("-", "73")
    #else
      let (poll, ppoll) = ("-", "-")
    #endif
    switch fields[0] {
    case poll:
      // The timeout is an int: -1 (in 32 or 64 bits) waits for ever.
      let forever = fields[3] == "0xffffffff" || fields[3] == "0xffffffffffffffff"
      return forever ? .untilInput : .limited
    case ppoll:
      // A null timespec waits for ever.
      return fields[3] == "0x0" ? .untilInput : .limited
    default:
      return nil
    }
  }

  /// Reads the output until the child waits in `poll` on `descriptors`
  /// descriptors with every typed byte read (and, when `untilInput`, with
  /// nothing due), seen twice in a row; at most `limit`. False when that
  /// did not come (or `/proc` cannot tell).
  public func waitUntilWaiting(
    descriptors: Int, untilInput: Bool, limit: Duration = .seconds(60),
    reading: (Duration) -> Void
  ) -> Bool {
    let deadline = ContinuousClock.now + limit
    var seen = 0
    while ContinuousClock.now < deadline {
      let wait = pollWait(descriptors: descriptors)
      let waiting = untilInput ? wait == .untilInput : wait != nil
      seen = waiting && unreadInput == 0 ? seen + 1 : 0
      if seen == 2 { return true }
      reading(.milliseconds(10))
    }
    return false
  }
}
