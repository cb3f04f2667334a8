import CNcursesw
import CTerminalGuard
import SplitLayout
import TermUI

#if canImport(Glibc)
  import Glibc
#endif

/// Input: keys, mouse reports, pastes, terminal answers and resizes, read
/// from ncurses and the size watch.
extension CursesTerminal {
  /// What one read from ncurses gave.
  private enum Read {
    case event(InputEvent)
    /// Input we do not use (an unknown key, a malformed mouse report).
    case ignored
    /// Nothing: a timeout, or an error.
    case nothing
  }

  public func nextEvent() -> InputEvent? {
    var failures = 0
    while true {
      if ctg_pending_leave() != 0 { return nil }
      switch readEvent() {
      case .event(let event): return event
      case .ignored: failures = 0
      case .nothing:
        if isInputGone() { return nil }
        failures += 1
        // `get_wch` fails on a hung-up terminal; give up after a few tries.
        if failures > 100 { return nil }
      }
    }
  }

  public func pendingEvent() -> InputEvent? {
    if ctg_pending_leave() != 0 { return nil }
    setInputDelay(0)
    defer { setInputDelay(-1) }
    while true {
      switch readEvent() {
      case .event(let event): return event
      case .ignored: continue
      case .nothing: return nil
      }
    }
  }

  /// Waits at most `timeout` (rounded up to a millisecond, so the
  /// deadline has passed when it times out).
  public func nextEvent(within timeout: Duration) -> TimedEvent {
    setInputDelay(Self.milliseconds(roundingUp: timeout))
    defer { setInputDelay(-1) }
    if ctg_pending_leave() != 0 { return .ended }
    let read = readEvent()
    if ctg_pending_leave() != 0 { return .ended }
    switch read {
    case .event(let event): return .event(event)
    case .ignored: return .timedOut
    case .nothing: return isInputGone() ? .ended : .timedOut
    }
  }

  public func watch(descriptor: Int32?) {
    watchDescriptor = descriptor ?? -1
  }

  /// `duration` in whole milliseconds, rounded up (0 for a negative one).
  private static func milliseconds(roundingUp duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds))
  }

  private func isInputGone() -> Bool {
    isatty(STDIN_FILENO) != 1
  }

  /// One `wget_wch` turned into an event; a resize first when the
  /// terminal's size is not the one laid out for.
  private func readEvent() -> Read {
    if let resize = takeResize() { return .event(resize) }
    var value: wint_t = 0
    guard let result = waitAndRead(&value) else {
      if let resize = takeResize() { return .event(resize) }
      if watchWoke {
        watchWoke = false
        return .event(.fileChange([]))
      }
      return .nothing
    }
    if result == cnc_key_code_yes() {
      let code = Int32(bitPattern: value)
      // ncurses' own resize: told once, by `takeResize` (it may be one
      // we have already told, or one it met inside a sequence).
      if code == cnc_key_resize() { return takeResize().map { .event($0) } ?? .ignored }
      if code == CursesKeyMap.sgrMouseCode { return readMouse().map { .event($0) } ?? .ignored }
      if code == CursesKeyMap.pasteStartCode { return readPaste().map { .event($0) } ?? .ignored }
      return CursesKeyMap.key(forCode: code).map { .event(.key($0)) } ?? .ignored
    }
    if result == cnc_ok() {
      if value == 0x1B { return readAfterEscape() }
      return CursesKeyMap.key(forCharacter: value).map { .event(.key($0)) } ?? .ignored
    }
    return .nothing
  }

  /// `wget_wch` without waiting (what ncurses has queued, or what the tty
  /// has ready), then, when that was nothing, a wait on the tty and the
  /// resize pipe together for as long as `inputDelay` says, and the read
  /// once a byte is there. Nil when the wait ended without input: the
  /// time ran out, a signal cut it, or the size changed.
  private func waitAndRead(_ value: inout wint_t) -> Int32? {
    wtimeout(window, 0)
    let queued = wget_wch(window, &value)
    wtimeout(window, inputDelay)
    if queued != cnc_err() || inputDelay == 0 { return queued }
    let deadline = ContinuousClock.now + .milliseconds(Int(inputDelay))
    while true {
      var left = inputDelay
      if inputDelay > 0 {
        let rest = deadline - ContinuousClock.now
        guard rest > .zero else { return nil }
        left = Self.milliseconds(roundingUp: rest)
      }
      switch sizeWatch.wait(milliseconds: left, watch: watchDescriptor) {
      case .input: return wget_wch(window, &value)
      case .timeout, .interrupted: return nil
      case .watch:
        watchWoke = true
        return nil
      case .resize:
        // A SIGWINCH that left the size as it was (a drag back, a
        // second signal for one change) wakes nobody; with an unknown
        // size, ncurses' next read looks at its own flag.
        if sizeWatch.currentSize() != size { return nil }
      }
    }
  }

  /// The terminal's real size when it is not `size` (ncurses resized to
  /// it, `size` follows, the next frame repaints every cell), as the
  /// resize event to hand out; nil when nothing changed, so a resize is
  /// told once however many ways (SIGWINCH, ncurses' KEY_RESIZE, a later
  /// read) it is seen.
  private func takeResize() -> InputEvent? {
    let curses = Size(width: Int(cnc_cols()), height: Int(cnc_lines()))
    let real = sizeWatch.currentSize() ?? curses
    guard real != size else { return nil }
    if real != curses { resizeterm(Int32(real.height), Int32(real.width)) }
    let resized = Size(width: Int(cnc_cols()), height: Int(cnc_lines()))
    guard resized != size else { return nil }
    size = resized
    previous = nil
    return .resize(size)
  }

  /// `wget_wch` for the rest of a sequence: a resize that comes meanwhile
  /// does not end it (ncurses' KEY_RESIZE, or a wait the SIGWINCH cut
  /// short, is read past; `takeResize` tells the resize after the
  /// sequence).
  private func readInSequence(_ value: inout wint_t) -> Int32 {
    var tries = 0
    while true {
      let before = sizeWatch.resizeCount
      let result = wget_wch(window, &value)
      tries += 1
      guard tries < 8 else { return result }
      if result == cnc_key_code_yes() && Int32(bitPattern: value) == cnc_key_resize() { continue }
      if result == cnc_err() && sizeWatch.resizeCount != before { continue }
      return result
    }
  }

  /// An `ESC` ncurses did not match: the rest of a sequence it does not
  /// know is already waiting (ncurses waited `ESCDELAY` for it), so what
  /// follows is read without blocking and `EscapeSequence` says what it
  /// is. Only a lone `ESC` is the `esc` key.
  private func readAfterEscape() -> Read {
    let saved = inputDelay
    // While answers are due, the rest of one may come a little later.
    setInputDelay(queries.awaitsAnswers(now: ContinuousClock.now) ? 100 : 5)
    defer { setInputDelay(saved) }
    let outcome = EscapeSequence.read { [self] in
      var next: wint_t = 0
      return readInSequence(&next) == cnc_ok() ? UInt32(next) : nil
    }
    switch outcome {
    case .escape: return .event(.key(.escape))
    case .key(let key): return .event(.key(key))
    case .dropped: return .ignored
    case .report(let report):
      let (event, query) = queries.take(report, now: ContinuousClock.now)
      if let query { Self.writeOut(query) }
      return event.map { .event(.report($0)) } ?? .ignored
    }
  }

  /// Sets how long a read waits (ms; -1 blocks), remembered so nested
  /// reads give back the caller's.
  private func setInputDelay(_ milliseconds: Int32) {
    inputDelay = milliseconds
    wtimeout(window, milliseconds)
  }

  /// Reads the rest of an SGR mouse report (`b;x;yM`), which follows the
  /// `ESC [ <` that ncurses matched.
  private func readMouse() -> InputEvent? {
    let saved = inputDelay
    setInputDelay(50)
    defer { setInputDelay(saved) }
    var body = ""
    while body.count < 24 {
      var value: wint_t = 0
      guard readInSequence(&value) == cnc_ok(), let scalar = Unicode.Scalar(value) else { break }
      body.unicodeScalars.append(scalar)
      if scalar == "M" || scalar == "m" { break }
    }
    guard let mouse = SGRMouse.decode(body), capabilities.mouse else { return nil }
    return .mouse(mouse)
  }

  /// Reads a bracketed paste up to its end marker (at most 64 KiB).
  private func readPaste() -> InputEvent? {
    let saved = inputDelay
    setInputDelay(100)
    defer { setInputDelay(saved) }
    var text = ""
    var count = 0
    while count < 65_536 {
      var value: wint_t = 0
      let result = readInSequence(&value)
      if result == cnc_key_code_yes() && Int32(bitPattern: value) == CursesKeyMap.pasteEndCode {
        break
      }
      guard result == cnc_ok(), let scalar = Unicode.Scalar(value) else { break }
      // Pasted line breaks and controls are not typed as keys.
      if scalar.value >= 0x20 && scalar.value != 0x7F { text.unicodeScalars.append(scalar) }
      count += 1
    }
    return .paste(text)
  }
}
