import CNcursesw
import CTerminalGuard
import SplitLayout
import TermUI

#if canImport(Glibc)
  import Glibc
#endif

/// The ncursesw implementation of `Terminal`: the only code that talks to
/// ncurses.
///
/// It uses the wide-character API (`setcchar`, `mvwadd_wch`, `wget_wch`),
/// draws each frame into ncurses' virtual screen and calls `doupdate` once
/// (ncurses writes only the differences; nothing clears per frame), reads
/// xterm SGR mouse reports itself (modes 1000/1002/1006, so it works the same
/// under any `TERM`, tmux included), and puts the terminal back on every exit
/// path: `restore()`, and the signal handlers of `CTerminalGuard` for
/// SIGINT, SIGTERM, SIGHUP and crashes.
public final class CursesTerminal: Terminal {
  /// What the user allows.
  public struct Options: Sendable {
    /// Mouse reports on (`--no-mouse` turns them off).
    public var mouse: Bool
    /// The most colours to use (`.none` for `NO_COLOR` / `--no-color`).
    public var colors: ColorSupport

    /// Ask the terminal its background (OSC 11) and follow its dark/light
    /// reports (mode 2031): `--theme auto`.
    public var asksBackground: Bool
    /// `y` may put text on the clipboard with OSC 52 (the config's
    /// `clipboard`).
    public var clipboard: Bool

    public init(
      mouse: Bool = true, colors: ColorSupport = .direct, asksBackground: Bool = false,
      clipboard: Bool = true
    ) {
      self.mouse = mouse
      self.colors = colors
      self.asksBackground = asksBackground
      self.clipboard = clipboard
    }
  }

  public private(set) var size: Size
  public let capabilities: TerminalCapabilities
  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  private var previous: Canvas?
  private var isRestored = false
  /// The read timeout in milliseconds (-1: block), see `setInputDelay`.
  private var inputDelay: Int32 = -1
  private var cursorVisible = false
  private var pairs: [Int: Int16] = [:]
  /// The styles sent for one row (see `BlankCellStyle`).
  private var rowStyles = BlankCellStyle()
  /// The cells of one run of changes, handed to ncurses in one call (as
  /// many as the screen has columns, written in place: no append per cell).
  private var runCells: [cchar_t] = []
  private let boxCells: [Glyph: cchar_t]
  private let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  private let mouseOffSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
  private let pasteOnSequence = "\u{1B}[?2004h"
  private let pasteOffSequence = "\u{1B}[?2004l"
  /// What the start-up queries found, and when answers are still due.
  private var queries: TerminalQueries
  private let options: Options
  /// The bytes that turn our modes on (mouse, paste, 2031), sent again
  /// after a suspend.
  private var modesOnSequence = ""
  /// How this terminal is asked for a desktop notification (from `TERM`
  /// and `VTE_VERSION`).
  private let notificationKind: NotificationSequence
  /// SIGWINCH and the real size, seen apart from ncurses' input.
  private let sizeWatch = TerminalSizeWatch()

  /// Takes over the terminal on stdin/stdout: alternate screen, raw mode,
  /// keypad, mouse (if allowed), colours (if the terminal and the user allow
  /// them). Throws when stdin/stdout is not a terminal or ncurses cannot
  /// start; the terminal is untouched then.
  public init(options: Options = Options()) throws(CursesTerminalError) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
    _ = ColumnWidth.isLocaleReady  // setlocale before ncurses starts
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    let vte = getenv("VTE_VERSION").map { String(cString: $0) } ?? ""
    notificationKind = NotificationSequence.preferred(environment: [
      "TERM": term, "VTE_VERSION": vte,
    ])
    guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
      throw .notATerminal
    }
    _ = ctg_save(STDIN_FILENO)
    ctg_prepare_signals()
    guard let screen = newterm(nil, output, input) else {
      throw .cannotInitialize(term: term)
    }
    set_term(screen)
    self.screen = screen
    guard let window = cnc_stdscr() else {
      endwin()
      throw .cannotInitialize(term: term)
    }
    self.window = window
    raw()
    noecho()
    nonl()
    keypad(window, true)
    intrflush(window, false)
    set_escdelay(25)
    curs_set(0)
    // The cursor is hidden until a frame shows it: ncurses need not move it.
    leaveok(window, true)

    // Before colours are started (see the shim).
    cnc_leave_initial_state()
    // The resume turns the keypad's application mode on only at the next
    // read; on now, so keys typed before the first read come in its form.
    keypad(window, true)

    var colors = ColorSupport.none
    if options.colors != .none && has_colors() {
      start_color()
      use_default_colors()
      colors = min(options.colors, CursesTerminal.depth(colors: Int(cnc_colors())))
    }
    capabilities = TerminalCapabilities(colors: colors, mouse: options.mouse)
    self.options = options
    let wait = getenv("RECIPES_ANSWER_WAIT_MS").flatMap { Int(String(cString: $0)) }
    queries = TerminalQueries(
      term: term, asksBackground: options.asksBackground,
      backgroundWait: wait.map { .milliseconds(min(max($0, 0), 10_000)) }
        ?? TerminalQueries.backgroundWait)
    size = Size(width: Int(cnc_cols()), height: Int(cnc_lines()))
    boxCells = CursesTerminal.makeBoxCells()

    // Our own sequences: SGR mouse reports and bracketed paste.
    _ = define_key("\u{1B}[<", CursesKeyMap.sgrMouseCode)
    _ = define_key("\u{1B}[200~", CursesKeyMap.pasteStartCode)
    _ = define_key("\u{1B}[201~", CursesKeyMap.pasteEndCode)
    var restoreBytes = pasteOffSequence + queries.modesOff
    if options.mouse {
      modesOnSequence += mouseOnSequence
      restoreBytes = mouseOffSequence + restoreBytes
    }
    modesOnSequence += pasteOnSequence + queries.modesOn
    putp(modesOnSequence)
    // putp queues in a stdio buffer that ncurses' own output bypasses; left
    // there, these bytes only reached the terminal at exit (so mouse reports
    // and bracketed paste were never on during the session).
    fflush(nil)
    // The questions (2026, the background): the answers are read as they
    // come, the first frame does not wait for them.
    Self.writeOut(queries.start(now: ContinuousClock.now))
    for capability in ["rmkx", "sgr0", "cnorm", "rmcup"] {
      restoreBytes += CursesTerminal.terminfoString(capability)
    }
    restoreBytes.withCString { ctg_set_restore_bytes($0, strlen($0)) }
    ctg_install_handlers()
    sizeWatch.start()
    // SIGINT, SIGTERM and SIGHUP end the input instead, so the app saves
    // its state and restores the terminal itself (`endIfSignalled`).
    ctg_defer_leave_signals(1)
  }

  /// After a SIGINT, SIGTERM or SIGHUP ended the input (and the app saved
  /// and restored the terminal): ends the process by that signal, so the
  /// parent sees how it ended. Returns when there was none.
  public static func endIfSignalled() {
    ctg_reraise_pending()
  }

  deinit {
    restore()
  }

  /// The colour depth of the terminfo entry: 24-bit only where it says it
  /// takes RGB values (the `RGB` capability and 2^24 colours, as
  /// `xterm-direct`), since ncurses can send them nowhere else; `COLORTERM`
  /// alone cannot make ncurses send them (`--doctor` advises a `TERM`).
  /// The palette is never redefined (no `init_color`).
  static func depth(colors: Int) -> ColorSupport {
    let support = ColorSupport(colors: colors)
    if support == .direct && tigetflag("RGB") <= 0 { return .palette256 }
    return support
  }

  /// A terminfo string capability, or "" when the terminal has none.
  private static func terminfoString(_ name: String) -> String {
    guard let value = tigetstr(name) else { return "" }
    if Int(bitPattern: value) == -1 { return "" }
    return String(cString: value)
  }

  /// The box-drawing characters of `Glyphs.unicode` as ncurses' line-drawing
  /// cells, which draw one column wide on every terminal.
  private static func makeBoxCells() -> [Glyph: cchar_t] {
    let table: [(Character, UnsafePointer<cchar_t>?)] = [
      ("─", cnc_wacs_hline()), ("│", cnc_wacs_vline()), ("┌", cnc_wacs_ulcorner()),
      ("┐", cnc_wacs_urcorner()), ("└", cnc_wacs_llcorner()), ("┘", cnc_wacs_lrcorner()),
      ("├", cnc_wacs_ltee()), ("┤", cnc_wacs_rtee()), ("┬", cnc_wacs_ttee()),
      ("┴", cnc_wacs_btee()), ("┼", cnc_wacs_plus()),
    ]
    var cells: [Glyph: cchar_t] = [:]
    for (character, pointer) in table {
      if let pointer { cells[Glyph(character)] = pointer.pointee }
    }
    return cells
  }

  // MARK: Output

  public func present(_ canvas: Canvas) {
    let rows = min(canvas.size.height, Int(cnc_lines()))
    let columns = min(canvas.size.width, Int(cnc_cols()))
    let reuse = previous.map { $0.size == canvas.size } ?? false
    let cells = canvas.cells
    let old = reuse ? previous?.cells ?? [] : []
    let width = canvas.size.width
    let colors = capabilities.colors
    var cell = cchar_t()
    // The buffers as locals for the loop (a stored property's every use is
    // an exclusivity check), put back after it.
    var runCells: [cchar_t] = []
    var rowStyles = BlankCellStyle()
    swap(&runCells, &self.runCells)
    swap(&rowStyles, &self.rowStyles)
    defer {
      swap(&runCells, &self.runCells)
      swap(&rowStyles, &self.rowStyles)
    }
    if runCells.count < columns { runCells = Array(repeating: cchar_t(), count: columns) }
    var lastGlyph = Glyph.space
    var lastStyle = Style.plain.packed
    var hasLast = false
    // The attributes and colour pair of `lastStyle`: a row's cells mostly
    // change glyph, not style.
    var lastLook = Look(attributes: cnc_a_normal(), pair: 0)
    var changedRows = 0
    runCells.withUnsafeMutableBufferPointer { run in
      cells.withUnsafeBufferPointer { cells in
        old.withUnsafeBufferPointer { old in
          for y in 0..<rows {
            let start = y * width
            // A row equal to the one presented last is already in ncurses'
            // screen: most of a frame (a `down` changes about five rows).
            if reuse && Self.equalRows(cells, old, from: start, count: width) { continue }
            changedRows += 1
            rowStyles.update(row: UnsafeBufferPointer(rebasing: cells[start..<(start + width)])) {
              $0.downgraded(to: colors)
            }
            rowStyles.withStyles { styles in
              // Each run of changed cells goes to ncurses in one call (a
              // call per cell cost more than the rest of the frame);
              // unchanged cells are left as they were sent.
              var x = 0
              while x < columns {
                if reuse && old[start + x] == cells[start + x] {
                  x += 1
                  continue
                }
                // A changed right half is sent with its left half.
                let first = x > 0 && cells[start + x].isContinuation ? x - 1 : x
                var end = first
                var count = 0
                while end < columns {
                  let current = cells[start + end]
                  if end > x && !current.isContinuation && reuse && old[start + end] == current {
                    break
                  }
                  if !current.isContinuation {
                    if end + Int(current.width) > columns { break }
                    // Runs of one glyph in one style (blanks, mostly) share
                    // a cell: building one (colour pair, setcchar) is most
                    // of a full frame.
                    let style = styles[end]
                    if !hasLast || current.glyph != lastGlyph || style != lastStyle {
                      if !hasLast || style != lastStyle {
                        lastLook = look(of: Style(packed: style))
                      }
                      fill(&cell, with: current, look: lastLook)
                      lastGlyph = current.glyph
                      lastStyle = style
                      hasLast = true
                    }
                    run[count] = cell
                    count += 1
                  }
                  end += 1
                }
                if count > 0, let base = run.baseAddress {
                  mvwadd_wchnstr(window, Int32(y), Int32(first), base, Int32(count))
                }
                x = max(end, x + 1)
              }
            }
          }
        }
      }
    }
    if let cursor = canvas.cursor, cursor.x < columns, cursor.y < rows {
      if !cursorVisible {
        curs_set(1)
        cursorVisible = true
        leaveok(window, false)
      }
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    } else if cursorVisible {
      curs_set(0)
      cursorVisible = false
      // A hidden cursor may stay where the last change left it: no move
      // after every frame.
      leaveok(window, true)
    }
    wnoutrefresh(window)
    // Synchronized output only where the terminal said it has it: the
    // frame shows at once, without tearing.
    // A frame that changed nothing (a key with no effect) sends no wrapper.
    let wraps = queries.synchronizedOutput && changedRows > 0
    if wraps { Self.writeOut("\u{1B}[?2026h") }
    doupdate()
    if wraps { Self.writeOut("\u{1B}[?2026l") }
    previous = canvas
  }

  /// Whether `count` cells from `start` are the same in both frames.
  private static func equalRows(
    _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, from start: Int, count: Int
  ) -> Bool {
    guard start + count <= a.count, start + count <= b.count else { return false }
    for i in start..<(start + count) where a[i] != b[i] { return false }
    return true
  }

  /// Writes `text` to the terminal now, past ncurses (which has flushed
  /// its own output at the end of each `doupdate`).
  static func writeOut(_ text: String) {
    guard !text.isEmpty else { return }
    FileOutput.writeAll(Array(text.utf8), to: STDOUT_FILENO)
  }

  /// A style as ncurses takes it: attributes and a colour pair.
  private struct Look {
    var attributes: attr_t
    var pair: Int16
  }

  /// The ncurses attributes and colour pair of `style`.
  private func look(of style: Style) -> Look {
    var attributes = cnc_a_normal()
    if style.attributes.contains(.bold) { attributes |= cnc_a_bold() }
    if style.attributes.contains(.reverse) { attributes |= cnc_a_reverse() }
    if style.attributes.contains(.underline) { attributes |= cnc_a_underline() }
    if style.attributes.contains(.dim) { attributes |= cnc_a_dim() }
    return Look(attributes: attributes, pair: colorPair(style))
  }

  /// Sets `cell` to show `source`'s character (a line-drawing cell for box
  /// characters) in `look` (a style's attributes and colour pair).
  private func fill(_ cell: inout cchar_t, with source: Cell, look: Look) {
    let attributes = look.attributes
    let pair = look.pair
    let first = source.glyph.scalarValue(at: 0)
    if (0x2500...0x257F).contains(first), let box = boxCells[source.glyph] {
      var line = box
      withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
        var boxAttributes: attr_t = 0
        var boxPair: Int16 = 0
        guard let base = buffer.baseAddress else { return }
        getcchar(&line, base, &boxAttributes, &boxPair, nil)
        setcchar(&cell, base, boxAttributes | attributes, pair, nil)
      }
      return
    }
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { buffer in
      guard let base = buffer.baseAddress else { return }
      var count = 0
      while count < Glyph.capacity {
        let value = source.glyph.scalarValue(at: count)
        guard value != 0 else { break }
        base[count] = wchar_t(bitPattern: value)
        count += 1
      }
      base[count] = 0
      setcchar(&cell, base, attributes, pair, nil)
    }
  }

  /// The ncurses colour pair for a style's colours (0 for the defaults).
  private func colorPair(_ style: Style) -> Int16 {
    guard capabilities.colors != .none else { return 0 }
    let fg = colorNumber(style.foreground)
    let bg = colorNumber(style.background)
    if fg == -1 && bg == -1 { return 0 }
    let key = Int(fg + 1) << 32 | Int(bg + 1)
    if let pair = pairs[key] { return pair }
    let pair = alloc_pair(fg, bg)
    let result = pair > 0 && pair <= Int32(Int16.max) ? Int16(pair) : 0
    pairs[key] = result
    return result
  }

  /// The ncurses colour number: the index, or with 24-bit colour
  /// (`xterm-direct`, where numbers from 8 up are RGB values) the RGB
  /// value of any colour past the basic eight.
  private func colorNumber(_ color: Color) -> Int32 {
    switch color {
    case .default: return -1
    case .indexed(let index) where index < 8 || capabilities.colors != .direct:
      return Int32(index)
    case .indexed, .rgb:
      guard let value = color.rgbValue else { return -1 }
      return max(8, Int32(value.r) << 16 | Int32(value.g) << 8 | Int32(value.b))
    }
  }

  /// Writes the alert's bytes (`NotificationSequence.bytes(for:)`: made
  /// by us, data text cleaned) straight to the terminal, after the frame
  /// ncurses has already flushed.
  public func alert(_ alert: TerminalAlert) {
    fflush(nil)
    FileOutput.writeAll(notificationKind.bytes(for: alert), to: STDOUT_FILENO)
  }

  public func invalidate() {
    previous = nil
    clearok(cnc_curscr(), true)
  }

  // MARK: Input

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
      return takeResize().map { .event($0) } ?? .nothing
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
      switch sizeWatch.wait(milliseconds: left) {
      case .input: return wget_wch(window, &value)
      case .timeout, .interrupted: return nil
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

  // MARK: Suspend and clipboard

  /// `ctrl-z`: our modes off and curses left (as `restore` does, but
  /// without ending it), then the process stops with the default action
  /// of SIGTSTP; on `fg` curses comes back, our modes are set again and
  /// the next frame repaints every cell.
  public func suspend() {
    guard !isRestored else { return }
    Self.writeOut(options.mouse ? mouseOffSequence : "")
    Self.writeOut(pasteOffSequence + queries.modesOff)
    curs_set(1)
    endwin()
    var stop = sigaction()
    var previousAction = sigaction()
    stop.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&stop.sa_mask)
    sigaction(SIGTSTP, &stop, &previousAction)
    kill(0, SIGTSTP)
    // Here after SIGCONT (`fg`).
    sigaction(SIGTSTP, &previousAction, nil)
    reset_prog_mode()
    Self.writeOut(modesOnSequence)
    curs_set(cursorVisible ? 1 : 0)
    invalidate()
    size = Size(width: Int(cnc_cols()), height: Int(cnc_lines()))
  }

  /// OSC 52 with the text in base64 (no byte of it can end the sequence);
  /// false where the user turned it off (`clipboard = false`), the
  /// terminal is known not to take it, or the text is too long for one.
  public func copyToClipboard(_ text: String) -> Bool {
    guard options.clipboard, !isRestored, queries.allowsClipboard else { return false }
    let bytes = Array(text.utf8)
    guard bytes.count <= TerminalQueries.clipboardLimit else { return false }
    Self.writeOut("\u{1B}]52;c;" + Base64.encode(bytes) + "\u{1B}\\")
    return true
  }

  // MARK: Restore

  /// Leaves curses mode: mouse reports and bracketed paste off, keypad and
  /// attributes reset, cursor shown, alternate screen left, the line
  /// discipline restored. Safe to call more than once.
  public func restore() {
    guard !isRestored else { return }
    isRestored = true
    if capabilities.mouse { putp(mouseOffSequence) }
    putp(pasteOffSequence + queries.modesOff)
    fflush(nil)
    curs_set(1)
    endwin()
    delscreen(screen)
    sizeWatch.stop()
    ctg_defer_leave_signals(0)
    ctg_uninstall_handlers()
  }
}
