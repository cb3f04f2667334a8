#define _XOPEN_SOURCE 700
#include "CWidth.h"
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>

int cw_wcwidth(uint32_t codepoint) { return wcwidth((wchar_t)codepoint); }

static int codeset_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0);
}

// Only the character type: the widths and ncurses need nothing else, and
// loading every category of the locale took most of a millisecond at start.
int cw_prepare_utf8_locale(void) {
  setlocale(LC_CTYPE, "");
  if (codeset_is_utf8()) return 1;
  setlocale(LC_CTYPE, "C.UTF-8");
  return codeset_is_utf8();
}
