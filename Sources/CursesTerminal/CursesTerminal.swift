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

  public internal(set) var size: Size
  public let capabilities: TerminalCapabilities
  let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  var previous: Canvas?
  var isRestored = false
  /// The read timeout in milliseconds (-1: block), see `setInputDelay`.
  var inputDelay: Int32 = -1
  var cursorVisible = false
  var pairs: [Int: Int16] = [:]
  /// The styles sent for one row (see `BlankCellStyle`).
  var rowStyles = BlankCellStyle()
  /// The cells of one run of changes, handed to ncurses in one call (as
  /// many as the screen has columns, written in place: no append per cell).
  var runCells: [cchar_t] = []
  let boxCells: [Glyph: cchar_t]
  let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
  let mouseOffSequence = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
  let pasteOnSequence = "\u{1B}[?2004h"
  let pasteOffSequence = "\u{1B}[?2004l"
  /// What the start-up queries found, and when answers are still due.
  var queries: TerminalQueries
  let options: Options
  /// The bytes that turn our modes on (mouse, paste, 2031), sent again
  /// after a suspend.
  var modesOnSequence = ""
  /// How this terminal is asked for a desktop notification (from `TERM`
  /// and `VTE_VERSION`).
  let notificationKind: NotificationSequence
  /// SIGWINCH and the real size, seen apart from ncurses' input.
  let sizeWatch = TerminalSizeWatch()
  /// The second descriptor a wait watches (-1: none), see
  /// `watch(descriptor:)`, and whether the last wait ended on it.
  var watchDescriptor: Int32 = -1
  var watchWoke = false

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
    // A terminal that cannot move the cursor (`TERM=dumb`) would show a
    // frame as one long line: refused before anything is sent.
    guard Self.hasCapability("cup") else {
      endwin()
      delscreen(screen)
      throw .cannotAddressCursor(term: term)
    }
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

  /// Whether the current terminfo entry has the string capability `name`.
  private static func hasCapability(_ name: String) -> Bool {
    !terminfoString(name).isEmpty
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
}
