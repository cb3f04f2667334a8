#ifndef CWIDTH_H
#define CWIDTH_H
#include <stdint.h>

/// The C library's wcwidth(3) for one code point: columns it takes in the
/// current locale, or -1 when not printable. (wcwidth needs _XOPEN_SOURCE,
/// which Swift's Glibc module does not define, hence this wrapper.)
int cw_wcwidth(uint32_t codepoint);

/// Sets the locale from the environment and makes sure LC_CTYPE is UTF-8
/// (C.UTF-8 when the environment gives no UTF-8 locale). Returns 1 when the
/// character type is UTF-8 afterwards.
int cw_prepare_utf8_locale(void);
#endif
