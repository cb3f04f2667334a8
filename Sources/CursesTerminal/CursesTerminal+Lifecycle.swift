import CNcursesw
import CTerminalGuard
import SplitLayout
import TermUI

#if canImport(Glibc)
  import Glibc
#endif

/// Lifecycle: suspend and resume, the clipboard, and the restore on exit.
extension CursesTerminal {
  /// `ctrl-z`: our modes off and curses left (as `restore` does, but
  /// without ending it), then the process stops with the default action
  /// of SIGTSTP; on `fg` curses comes back, our modes are set again and
  /// the next frame repaints every cell.
  public func suspend() {
    handOver {
      var stop = sigaction()
      var previousAction = sigaction()
      stop.__sigaction_handler.sa_handler = SIG_DFL
      sigemptyset(&stop.sa_mask)
      sigaction(SIGTSTP, &stop, &previousAction)
      kill(0, SIGTSTP)
      // Here after SIGCONT (`fg`).
      sigaction(SIGTSTP, &previousAction, nil)
    }
  }

  /// The terminal given to `work` (an editor, or the shell for ctrl-z)
  /// and taken back after it, exactly as for ctrl-z.
  public func handOver(_ work: () -> Void) {
    guard !isRestored else { return }
    Self.writeOut(options.mouse ? mouseOffSequence : "")
    Self.writeOut(pasteOffSequence + queries.modesOff)
    curs_set(1)
    endwin()
    work()
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
