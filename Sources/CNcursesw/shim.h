#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
// The wide-character API (cchar_t, setcchar, mvadd_wch, get_wch) is only
// declared with NCURSES_WIDECHAR; many curses names are macros, so they are
// wrapped in static inline functions that Swift can call.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline int cnc_lines(void) { return LINES; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline int cnc_key_resize(void) { return KEY_RESIZE; }
static inline int cnc_key_mouse(void) { return KEY_MOUSE; }
static inline int cnc_key_code_yes(void) { return KEY_CODE_YES; }
static inline int cnc_err(void) { return ERR; }
static inline int cnc_ok(void) { return OK; }
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline WINDOW *cnc_curscr(void) { return curscr; }

/// Box-drawing characters as ncurses' wide ACS cells (DEC line drawing or
/// Unicode, whichever the terminal does well).
static inline const cchar_t *cnc_wacs_hline(void) { return WACS_HLINE; }
static inline const cchar_t *cnc_wacs_vline(void) { return WACS_VLINE; }
static inline const cchar_t *cnc_wacs_ulcorner(void) { return WACS_ULCORNER; }
static inline const cchar_t *cnc_wacs_urcorner(void) { return WACS_URCORNER; }
static inline const cchar_t *cnc_wacs_llcorner(void) { return WACS_LLCORNER; }
static inline const cchar_t *cnc_wacs_lrcorner(void) { return WACS_LRCORNER; }
static inline const cchar_t *cnc_wacs_ltee(void) { return WACS_LTEE; }
static inline const cchar_t *cnc_wacs_rtee(void) { return WACS_RTEE; }
static inline const cchar_t *cnc_wacs_ttee(void) { return WACS_TTEE; }
static inline const cchar_t *cnc_wacs_btee(void) { return WACS_BTEE; }
static inline const cchar_t *cnc_wacs_plus(void) { return WACS_PLUS; }

/// Builds a cell from up to 5 wide characters (a base and combining marks).
static inline int cnc_setcchar(cchar_t *cell, const wchar_t *wch, attr_t attrs, short pair) {
  return setcchar(cell, wch, attrs, pair, NULL);
}
static inline int cnc_key_f(int n) { return KEY_F(n); }
/// Until a screen has once been left (`endwin`) and drawn again, ncurses
/// flushes its output after every cursor movement it makes (its private
/// `_endwin` stays `ewInitial`, and `_nc_mvcur` then flushes for the sake
/// of low-level terminfo programs): a frame goes out in one `write` per
/// changed line, each waking the terminal. One leave-and-resume before the
/// first frame ends that; the terminal sees the alternate screen left and
/// entered again, and cleared, before anything was drawn on it. Called
/// before `start_color`, so the resume does not reset the palette (`oc`).
static inline void cnc_leave_initial_state(void) {
  endwin();
  doupdate();
}
#endif
