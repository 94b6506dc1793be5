#ifndef NOTEBOOK_CCMARK_SHIM_H
#define NOTEBOOK_CCMARK_SHIM_H
#include <cmark.h>
#endif
