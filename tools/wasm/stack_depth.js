#!/usr/bin/env node
// How deep the live cells' module evaluates before the JavaScript engine's own stack runs out.
//
//   node tools/wasm/stack_depth.js MODULE.wasm ...
//
// The evaluator's limits (Limits.maximumCallDepth, maximumEvaluationDepth) bound its own stack, but in a browser
// the module runs on the engine's native stack (about 1 MB in V8), whose use per level depends on how the engine
// compiles each function: a size optimiser that reshapes functions (wasm-opt -Oz inlines and merges) can make
// the same recursion trap sooner. For each module this prints, for a Swift and an Objective-C function that recurses
// 63 times through K nested negations (`return -(-(f(n - 1) + 1))` for K = 2), the largest K that evaluates
// without a trap, with V8's baseline compiler only (Liftoff) and with its optimising one only (TurboFan): Chromium
// runs a mix of the two. K stops at 45: nesting deeper than that meets the parser's nesting limit (each `-(` counts
// twice against Limits.maximumNesting) or the evaluator's depth limit, which end the listing with a diagnostic
// before it goes deeper. Each try is a fresh process, so one overflow cannot colour the next.
//
// Exits 1 when a module traps at K = 0, a plain 64-deep recursion (Limits.maximumCallDepth), in either compiler:
// scripts/test.sh runs it on the module it built, so a build step that makes V8's frames larger shows.
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');

const SOURCES = {
  swift: k => `func f(_ n: Int) -> Int { if n == 0 { return 0 }\n return ${nest(k)} }\nlet x = f(63)`,
  objc: k => `int f(int n) { if (n == 0) return 0; return ${nest(k)}; }\nint x = f(63);`,
};
const TIERS = { liftoff: ['--liftoff', '--no-wasm-tier-up'], turbofan: ['--no-liftoff'] };

function nest(k) { return '-('.repeat(k) + 'f(n - 1) + 1' + ')'.repeat(k); }

// One evaluation in this process: exit status 0 when it returned a result, 3 when the engine trapped.
async function evaluateOnce(modulePath, dialect, source) {
  let memory;
  const wasi = {
    fd_write: (fd, iovs, count, written) => {
      const view = new DataView(memory.buffer);
      let total = 0;
      for (let i = 0; i < count; i++) total += view.getUint32(iovs + 8 * i + 4, true);
      view.setUint32(written, total, true);
      return 0;
    },
    fd_close: () => 0, fd_seek: () => 0,
    random_get: (pointer, length) => { new Uint8Array(memory.buffer, pointer, length).fill(7); return 0; },
  };
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(modulePath), { wasi_snapshot_preview1: wasi });
  const exports = instance.exports;
  memory = exports.memory;
  const put = text => {
    const bytes = new TextEncoder().encode(text);
    const pointer = exports.notebook_alloc(bytes.length);
    new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
    return [pointer, bytes.length];
  };
  const [sourcePointer, sourceLength] = put(source);
  const [optionsPointer, optionsLength] = put('figure=1');
  try {
    exports.notebook_evaluate(sourcePointer, sourceLength, dialect === 'swift' ? 1 : 0, optionsPointer, optionsLength);
  } catch (error) {
    process.exit(3);
  }
  process.exit(0);
}

function runs(modulePath, tier, dialect, k) {
  try {
    execFileSync(process.execPath, [...TIERS[tier], __filename, '--once', modulePath, dialect, String(k)],
                 { stdio: 'ignore' });
    return true;
  } catch (error) {
    if (error.status === 3) return false;
    throw new Error(`${modulePath}: the evaluation failed (${error.status}), not with a trap`);
  }
}

const DEEPEST_TRIED = 45;

// The largest K up to DEEPEST_TRIED that runs (-1: not even K = 0), by bisection: deeper nesting only uses more
// stack, below the limits.
function deepest(modulePath, tier, dialect) {
  if (runs(modulePath, tier, dialect, DEEPEST_TRIED)) return `${DEEPEST_TRIED} (no trap)`;
  let low = -1, high = DEEPEST_TRIED;
  while (high - low > 1) {
    const k = (low + high) >> 1;
    if (runs(modulePath, tier, dialect, k)) low = k; else high = k;
  }
  return low;
}

if (process.argv[2] === '--once') {
  const [modulePath, dialect, k] = process.argv.slice(3);
  evaluateOnce(modulePath, dialect, SOURCES[dialect](Number(k)));
} else if (process.argv.length < 3) {
  console.error('usage: stack_depth.js MODULE.wasm ...');
  process.exit(1);
} else {
  let plainRecursionTraps = false;
  for (const modulePath of process.argv.slice(2)) {
    const cells = [];
    for (const tier of Object.keys(TIERS)) {
      for (const dialect of Object.keys(SOURCES)) {
        const k = deepest(modulePath, tier, dialect);
        if (k === -1) plainRecursionTraps = true;
        cells.push(`${tier} ${dialect} ${k}`);
      }
    }
    console.log(`${modulePath}: deepest K without a trap: ${cells.join(', ')}`);
  }
  if (plainRecursionTraps) {
    console.error('error: a plain 64-deep recursion (K = 0) exhausts V8\'s stack');
    process.exit(1);
  }
}
