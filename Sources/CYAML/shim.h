#ifndef CYAML_SHIM_H
#define CYAML_SHIM_H
// Debian's libyaml (libyaml-dev): the event parser reads a Cooklang recipe's
// front matter (RecipeKit/Cooklang/CooklangYAML.swift).
#include <yaml.h>
#endif
