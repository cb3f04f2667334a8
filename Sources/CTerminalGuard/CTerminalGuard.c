// Restoring the terminal from a signal handler must be async-signal-safe:
// no allocation, no locks, no Swift runtime. So the handler lives in C and
// uses only write(2), tcsetattr(3), sigaction(2) and raise(3).
#include "CTerminalGuard.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_termios;
static int saved_fd = -1;
static int have_termios = 0;
static char restore_bytes[256];
static volatile size_t restore_length = 0;
static volatile sig_atomic_t last_signal = 0;
static volatile sig_atomic_t defer_leave = 0;
static volatile sig_atomic_t pending_leave = 0;

static const int guarded[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL,
                              SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define GUARDED_COUNT (sizeof(guarded) / sizeof(guarded[0]))

int ctg_save(int fd) {
  if (tcgetattr(fd, &saved_termios) != 0) return -1;
  saved_fd = fd;
  have_termios = 1;
  return 0;
}

void ctg_set_restore_bytes(const char *bytes, size_t length) {
  if (length > sizeof(restore_bytes)) length = sizeof(restore_bytes);
  restore_length = 0;
  memcpy(restore_bytes, bytes, length);
  restore_length = length;
}

int ctg_restore_now(void) {
  int result = 0;
  // Step 1: the escape sequences (each step runs even if the other fails).
  size_t length = restore_length;
  size_t written = 0;
  int out = saved_fd >= 0 ? saved_fd : STDOUT_FILENO;
  while (written < length) {
    ssize_t n = write(out, restore_bytes + written, length - written);
    if (n <= 0) { result = -1; break; }
    written += (size_t)n;
  }
  // Step 2: the line discipline (echo, canonical mode, signals).
  if (have_termios) {
    if (tcsetattr(saved_fd, TCSAFLUSH, &saved_termios) != 0) result = -1;
  }
  return result;
}

static struct sigaction previous[GUARDED_COUNT];
static int have_previous = 0;

static int is_leave_signal(int sig) {
  return sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT;
}

static void handler(int sig);

static int is_deferrable(int sig) { return sig == SIGINT || sig == SIGTERM || sig == SIGHUP; }

/// The main loop did not end in time after a deferred signal: leave now.
static void watchdog(int sig) {
  (void)sig;
  int pending = pending_leave;
  ctg_restore_now();
  struct sigaction dfl;
  memset(&dfl, 0, sizeof(dfl));
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(pending, &dfl, NULL);
  raise(pending);
}

static void handler(int sig) {
  if (is_leave_signal(sig)) last_signal = sig;
  if (defer_leave && is_deferrable(sig) && pending_leave == 0) {
    // The main loop saves and restores; a second signal comes back here
    // and takes the immediate path below (SA_RESETHAND reset us).
    pending_leave = sig;
    struct sigaction again;
    memset(&again, 0, sizeof(again));
    again.sa_handler = handler;
    sigemptyset(&again.sa_mask);
    again.sa_flags = SA_RESETHAND;
    sigaction(sig, &again, NULL);
    struct sigaction alarm_action;
    memset(&alarm_action, 0, sizeof(alarm_action));
    alarm_action.sa_handler = watchdog;
    sigemptyset(&alarm_action.sa_mask);
    sigaction(SIGALRM, &alarm_action, NULL);
    alarm(3);
    return;
  }
  ctg_restore_now();
  // A request to leave ends the process by the default action; a trap goes
  // on to whatever handled it before us (the Swift runtime's backtracer
  // prints its report on the restored terminal), else the default action.
  struct sigaction next;
  memset(&next, 0, sizeof(next));
  next.sa_handler = SIG_DFL;
  sigemptyset(&next.sa_mask);
  if (!is_leave_signal(sig) && have_previous) {
    for (size_t i = 0; i < GUARDED_COUNT; i++) {
      if (guarded[i] == sig && previous[i].sa_handler != SIG_IGN) next = previous[i];
    }
  }
  sigaction(sig, &next, NULL);
  raise(sig);
}

void ctg_install_handlers(void) {
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < GUARDED_COUNT; i++) sigaddset(&action.sa_mask, guarded[i]);
  action.sa_flags = SA_RESETHAND;
  for (size_t i = 0; i < GUARDED_COUNT; i++) sigaction(guarded[i], &action, &previous[i]);
  have_previous = 1;
}

void ctg_prepare_signals(void) {
  sigset_t wanted;
  sigemptyset(&wanted);
  sigaddset(&wanted, SIGWINCH);
  sigaddset(&wanted, SIGINT);
  sigaddset(&wanted, SIGTERM);
  sigaddset(&wanted, SIGHUP);
  sigaddset(&wanted, SIGCONT);
  sigaddset(&wanted, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &wanted, NULL);
  struct sigaction current;
  if (sigaction(SIGWINCH, NULL, &current) == 0 && current.sa_handler == SIG_IGN) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof(dfl));
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGWINCH, &dfl, NULL);
  }
}

void ctg_uninstall_handlers(void) {
  struct sigaction dfl;
  memset(&dfl, 0, sizeof(dfl));
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  for (size_t i = 0; i < GUARDED_COUNT; i++) {
    sigaction(guarded[i], have_previous ? &previous[i] : &dfl, NULL);
  }
  have_previous = 0;
}

int ctg_last_signal(void) { return (int)last_signal; }

void ctg_defer_leave_signals(int on) { defer_leave = on; }

int ctg_pending_leave(void) { return (int)pending_leave; }

void ctg_reraise_pending(void) {
  int pending = pending_leave;
  if (pending == 0) return;
  alarm(0);
  struct sigaction dfl;
  memset(&dfl, 0, sizeof(dfl));
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  sigaction(pending, &dfl, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, pending);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(pending);
}

// MARK: Resize watch

static int resize_pipe[2] = {-1, -1};
static volatile sig_atomic_t resize_count = 0;
static struct sigaction resize_previous;
static int watching_resize = 0;

static void resize_handler(int sig, siginfo_t *info, void *context) {
  int saved_errno = errno;
  resize_count = resize_count + 1;
  if (resize_pipe[1] >= 0) {
    char byte = 1;
    // A full pipe already wakes the reader: the byte may be dropped.
    ssize_t ignored = write(resize_pipe[1], &byte, 1);
    (void)ignored;
  }
  errno = saved_errno;
  if (resize_previous.sa_flags & SA_SIGINFO) {
    if (resize_previous.sa_sigaction != NULL) resize_previous.sa_sigaction(sig, info, context);
  } else if (resize_previous.sa_handler != SIG_DFL && resize_previous.sa_handler != SIG_IGN &&
             resize_previous.sa_handler != NULL) {
    resize_previous.sa_handler(sig);
  }
  errno = saved_errno;
}

static int make_nonblocking(int fd) {
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) < 0) return -1;
  int fdflags = fcntl(fd, F_GETFD);
  if (fdflags < 0 || fcntl(fd, F_SETFD, fdflags | FD_CLOEXEC) < 0) return -1;
  return 0;
}

int ctg_watch_resize(void) {
  if (watching_resize) return 0;
  if (pipe(resize_pipe) != 0) {
    resize_pipe[0] = resize_pipe[1] = -1;
    return -1;
  }
  if (make_nonblocking(resize_pipe[0]) != 0 || make_nonblocking(resize_pipe[1]) != 0) {
    close(resize_pipe[0]);
    close(resize_pipe[1]);
    resize_pipe[0] = resize_pipe[1] = -1;
    return -1;
  }
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_sigaction = resize_handler;
  sigemptyset(&action.sa_mask);
  // No SA_RESTART, as ncurses' own: a blocked wait returns at once.
  action.sa_flags = SA_SIGINFO;
  if (sigaction(SIGWINCH, &action, &resize_previous) != 0) {
    close(resize_pipe[0]);
    close(resize_pipe[1]);
    resize_pipe[0] = resize_pipe[1] = -1;
    return -1;
  }
  watching_resize = 1;
  return 0;
}

int ctg_resize_fd(void) { return resize_pipe[0]; }

unsigned long ctg_resize_count(void) { return (unsigned long)resize_count; }

void ctg_drain_resize(void) {
  if (resize_pipe[0] < 0) return;
  char buffer[64];
  while (read(resize_pipe[0], buffer, sizeof(buffer)) > 0) {
  }
}

void ctg_unwatch_resize(void) {
  if (!watching_resize) return;
  sigaction(SIGWINCH, &resize_previous, NULL);
  watching_resize = 0;
  close(resize_pipe[0]);
  close(resize_pipe[1]);
  resize_pipe[0] = resize_pipe[1] = -1;
}
