#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// Debian builds libxml2 with ICU, so <libxml/encoding.h> would include the
// system's ICU headers, which clash with the copy of ICU inside Foundation
// ("UErrorCode has different definitions") in any module that sees both.
// We never touch libxml2's encoding handlers except through pointers, so the
// ICU members of xmlCharEncodingHandler are hidden from Swift here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/parser.h>
#endif
