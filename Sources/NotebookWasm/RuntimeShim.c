// What the module needs from a C runtime that neither Embedded Swift's standard library nor wasi-libc's libc.a
// provides for wasm32 (the toolchain ships no compiler-rt builtins for it). Compiled by scripts/build-wasm.sh.
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <math.h>

// String-to-number parsing of the standard library (`Double(text)`, `Float(text)`): as the Swift runtime does it on
// Linux (stdlib/public/stubs/Stubs.cpp) — "snan" by name, everything else by the C library's strtod/strtof, whose
// locale is always "C" in wasi-libc. Returns the end of what was parsed.
static int is_signaling_nan(const char *text) {
    if (text[0] == '+' || text[0] == '-') text++;
    return strcasecmp(text, "snan") == 0;
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    if (is_signaling_nan(text)) {
        *result = __builtin_nans("");
        return text + strlen(text);
    }
    char *end;
    *result = strtod(text, &end);
    return end;
}

const char *_swift_stdlib_strtof_clocale(const char *text, float *result) {
    if (is_signaling_nan(text)) {
        *result = __builtin_nansf("");
        return text + strlen(text);
    }
    char *end;
    *result = strtof(text, &end);
    return end;
}

// 128-bit multiplication, which the compiler lowers to a call for wasm32 (Swift's overflow-checked and
// full-width 64-bit multiplications use it). The algorithm of compiler-rt's muldi3/multi3: four 32x32-bit
// products, so no 128-bit multiplication is asked of the compiler again.
typedef unsigned long long dword;
typedef unsigned __int128 qword;

static qword multiply_64x64(dword a, dword b) {
    const dword lower = 0xffffffffULL;
    dword low = (a & lower) * (b & lower);
    dword t = low >> 32;
    low &= lower;
    t += (a >> 32) * (b & lower);
    low += (t & lower) << 32;
    dword high = t >> 32;
    t = low >> 32;
    low &= lower;
    t += (b >> 32) * (a & lower);
    low += (t & lower) << 32;
    high += t >> 32;
    high += (a >> 32) * (b >> 32);
    return ((qword)high << 64) | low;
}

__int128 __multi3(__int128 a, __int128 b) {
    dword a_low = (dword)a, b_low = (dword)b;
    dword a_high = (dword)((qword)a >> 64), b_high = (dword)((qword)b >> 64);
    qword product = multiply_64x64(a_low, b_low);
    dword high = (dword)(product >> 64) + a_high * b_low + a_low * b_high;
    return (__int128)(((qword)high << 64) | (dword)product);
}
