#ifndef CTERMINALGUARD_H
#define CTERMINALGUARD_H
#include <stddef.h>

/// Saves the terminal's settings (termios of `fd`) and the bytes that undo a
/// full-screen session (leave the alternate screen, mouse off, cursor on,
/// attributes reset). Call before initscr().
int ctg_save(int fd);

/// Sets the bytes written by ctg_restore_now() and by the signal handlers.
/// At most 255 bytes are kept.
void ctg_set_restore_bytes(const char *bytes, size_t length);

/// Installs handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT and the trap and
/// fault signals (SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT). Each
/// runs every restore step (write the bytes, restore termios), even if one
/// fails, then re-raises the signal with its default action.
void ctg_install_handlers(void);

/// Makes sure the signals a full-screen program relies on reach it even
/// when its parent blocked or ignored them: unblocks SIGWINCH, SIGINT,
/// SIGTERM, SIGHUP, SIGCONT and SIGTSTP, and gives an ignored SIGWINCH its
/// default action (ncurses only installs its resize handler over the
/// default). Call before initscr().
void ctg_prepare_signals(void);

/// Restores the default signal actions.
void ctg_uninstall_handlers(void);

/// Runs the restore steps now (async-signal-safe). Returns 0 when both
/// steps succeeded.
int ctg_restore_now(void);

/// While on, the first SIGINT, SIGTERM or SIGHUP only records itself
/// (ctg_pending_leave) and interrupts the blocking read, so the main loop
/// can save and restore the terminal itself, then call
/// ctg_reraise_pending(). A second such signal, or the main loop not
/// ending within 3 seconds (SIGALRM), takes the immediate path: restore
/// and end by the signal.
void ctg_defer_leave_signals(int on);

/// The signal waiting for the main loop (see ctg_defer_leave_signals), or 0.
int ctg_pending_leave(void);

/// Ends the process by the pending signal's default action, if there is
/// one (call after the terminal is restored); returns otherwise.
void ctg_reraise_pending(void);

/// The number of the last signal that asked to leave (SIGINT/SIGTERM/SIGHUP),
/// or 0. Used by tests.
int ctg_last_signal(void);

/// Watches SIGWINCH for the input loop (call after ncurses has started,
/// which installed its own handler): a handler that counts the signal and
/// writes a byte to a non-blocking pipe, then runs the handler it replaced
/// (ncurses'), so a wait on `ctg_resize_fd()` wakes on a resize that came
/// at any moment, even when no read was under way to see it. Returns 0,
/// or -1 when the pipe could not be made (resizes are then only seen when
/// the size is checked).
int ctg_watch_resize(void);

/// The read end of the resize pipe (-1 when not watching).
int ctg_resize_fd(void);

/// How many SIGWINCH have come since the watch started.
unsigned long ctg_resize_count(void);

/// Empties the resize pipe (after a wake-up on it).
void ctg_drain_resize(void);

/// Gives SIGWINCH back to the handler it replaced and closes the pipe.
void ctg_unwatch_resize(void);
#endif
