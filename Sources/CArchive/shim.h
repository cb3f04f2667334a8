#ifndef CARCHIVE_SHIM_H
#define CARCHIVE_SHIM_H
// libarchive (Debian's libarchive-dev): reads the zip of a Paprika export
// and the gzip inside each of its entries, so no archive format is parsed
// by hand here.
#include <archive.h>
#include <archive_entry.h>
#endif
