// glibc's allocator controls (mallopt), which the Glibc module does not include.
#include <malloc.h>
