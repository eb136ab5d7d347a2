// SPDX-License-Identifier: MIT
// MicroPython's WebAssembly build (npm @micropython/micropython-webassembly-pyscript, pinned in
// package.json beside this file) as a command shaped like the unix port's `micropython`:
//
//   node mpwasm.mjs [-X heapsize=N[K|M]] [-X pystack=BYTES] [-X layout=BYTES] [--steps EXPR]
//                   SCRIPT [ARG...]
//
// It is 32-bit like an RP2040 and has a Python stack of its own (pystack; the package counts it
// in 4-byte words, this command in bytes as CircuitPython's CIRCUITPY_PYSTACK_SIZE does), so a
// path too deep for a board fails here with `RuntimeError: pystack exhausted`. Its heap grows on
// demand (heapsize is the first piece) and it collects garbage only between top-level calls:
// within one call nothing is freed. So:
//   - without --steps, SCRIPT runs as one call, as code.py does on a board: the Python stack
//     is exactly the board's path; the heap is not measured (it only grows);
//   - with --steps EXPR, SCRIPT sets things up, then EXPR is run as one top-level call after
//     another (each followed by a collection) until it raises SystemExit: between two calls
//     gc.mem_alloc() is the live heap, and gc.mem_alloc() at a call's end is what it
//     needed without a collection (an upper bound of what a board needs for it).
//
// layout: that many bytes held from before SCRIPT runs (the global _LAYOUT), so that all that
// follows sits that much further on. Its heap sits at addresses under 16 MB, where a data word
// (bytecode, the log, the nvm image) reads as an address now and then and a conservative
// collection keeps a dead block alive by chance: what it keeps changes with the layout, and
// the least over a few layouts is the program's own live heap (tests/device/devicemodel.py).
//
// Files: the folders on MICROPYPATH (only .py, .mpy and small data files; never .git,
// node_modules, .venv), SCRIPT and the ARG that name files are copied into the VM's memory
// file system, the working folder as the VM's root (a board's drive is its root too) and a
// file outside it as /arg/N/NAME (sys.argv says these paths). The VM's paths are then the same
// wherever the folders are on disk: the heap it allocates for them is the same size, so the
// addresses of everything after them, and what a conservative collection keeps, do not change
// with the host's temporary folder (a 240x240 game's live heap once differed by 20 KB by the
// length of its folder's name). Files the script writes in the working folder or beside an ARG
// are written back to disk when the VM ends.
// Exit status: that of SystemExit, 1 for an uncaught exception (its traceback on stderr),
// 2 for bad arguments.
import fs from "fs";
import path from "path";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const SKIP = new Set([".git", "node_modules", ".venv", "__pycache__", ".hypothesis", "docs",
  ".sim", "build", ".pytest_cache", ".mypy_cache", ".ruff_cache"]);
const MAX_FILE = 1 << 20;
const DATA = /\.(py|mpy|bin|txt|rec|json|toml)$/;

function usage(msg) {
  process.stderr.write("mpwasm: " + msg + "\n");
  process.exit(2);
}

function size(text) {
  const m = /^(\d+)([KkMm]?)$/.exec(text);
  if (!m) usage("not a size: " + text);
  return Number(m[1]) * ({ "": 1, k: 1024, K: 1024, m: 1 << 20, M: 1 << 20 })[m[2]];
}

let heapsize = 1 << 20;
let pystack = 8192;
let layout = 0;
let steps = null;
const argv = process.argv.slice(2);
while (argv.length && argv[0].startsWith("-")) {
  const opt = argv.shift();
  if (opt === "-X") {
    const [key, value] = (argv.shift() || "").split("=");
    if (key === "heapsize") heapsize = size(value);
    else if (key === "pystack") pystack = size(value);
    else if (key === "layout") layout = size(value);
    else usage("unknown -X option " + key);
  } else if (opt === "--steps") {
    steps = argv.shift();
  } else usage("unknown option " + opt);
}
if (!argv.length) usage("no script");
if (pystack % 4) usage("pystack must be a multiple of 4 bytes");

const out = [];
const write = (stream) => (bytes) => {
  out.push([stream, Buffer.from(bytes)]);
};
const mp = await loadMicroPython({
  pystack: pystack / 4,
  heapsize,
  linebuffer: false,
  stdout: write(process.stdout),
  stderr: write(process.stderr),
});
const flush = () => {
  // One write per stream run: the VM calls back once per byte.
  let i = 0;
  while (i < out.length) {
    const stream = out[i][0];
    const parts = [];
    while (i < out.length && out[i][0] === stream) parts.push(out[i++][1]);
    stream.write(Buffer.concat(parts));
  }
  out.length = 0;
};

const cwd = process.cwd();
const vmPaths = new Map(); // a file's or folder's path on disk -> its path in the VM
function vmPath(p) {
  const rel = path.relative(cwd, p);
  if (rel === "") return "/";
  if (!rel.startsWith("..") && !path.isAbsolute(rel)) return "/" + rel.split(path.sep).join("/");
  if (!vmPaths.has(p)) vmPaths.set(p, "/arg/" + vmPaths.size + "/" + path.basename(p));
  return vmPaths.get(p);
}

const copied = new Map(); // path on disk -> [its path in the VM, its bytes as copied in]
function copyIn(file, at) {
  const st = fs.statSync(file, { throwIfNoEntry: false });
  if (!st || !st.isFile() || st.size > MAX_FILE) return;
  const bytes = fs.readFileSync(file);
  mp.FS.mkdirTree(path.posix.dirname(at));
  mp.FS.writeFile(at, bytes);
  copied.set(file, [at, bytes]);
}
function copyTree(dir, at) {
  let names;
  try {
    names = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const d of names) {
    const p = path.join(dir, d.name);
    const vm = path.posix.join(at, d.name);
    if (d.isDirectory() && !SKIP.has(d.name)) copyTree(p, vm);
    else if (d.isFile() && DATA.test(d.name)) copyIn(p, vm);
  }
}

const pypath = (process.env.MICROPYPATH || "").split(path.delimiter).filter((p) => p);
const folders = pypath.filter((p) => p !== ".frozen").map((p) => path.resolve(cwd, p));
folders.forEach((f) => copyTree(f, vmPath(f)));
const script = path.resolve(cwd, argv[0]);
copyIn(script, vmPath(script));
const writable = new Map([["/", cwd]]); // a folder in the VM -> on disk (two ARGs of one
// folder on disk are two folders in the VM: each is written back)
const vmArgv = [vmPath(script)];
for (const a of argv.slice(1)) {
  const p = path.resolve(cwd, a);
  if (fs.existsSync(p)) {
    copyIn(p, vmPath(p));
    writable.set(path.posix.dirname(vmPath(p)), path.dirname(p));
    vmArgv.push(vmPath(p));
  } else vmArgv.push(a);
}
mp.FS.chdir("/");

function writeBack() {
  for (const [at, dir] of writable) {
    let names;
    try {
      names = mp.FS.readdir(at);
    } catch {
      continue;
    }
    for (const name of names) {
      const vm = path.posix.join(at, name);
      if (!mp.FS.isFile(mp.FS.stat(vm).mode)) continue;
      const p = path.join(dir, name);
      const bytes = mp.FS.readFile(vm);
      const before = copied.get(p);
      if (before && before[0] === vm && Buffer.compare(before[1], Buffer.from(bytes)) === 0) continue;
      fs.writeFileSync(p, bytes);
    }
  }
}

function status(err) {
  // A Python exception reaches JS as PythonError, its message the traceback.
  const m = /SystemExit:? ?(\d*)\s*$/.exec(String(err.message || ""));
  if (m) return m[1] === "" ? 0 : Number(m[1]);
  out.push([process.stderr, Buffer.from(String(err.message || err) + "\n")]);
  return 1;
}

const quote = (s) => JSON.stringify(s);
let code = 0;
try {
  mp.runPython(
    "import sys\nsys.argv[:] = [" + vmArgv.map(quote).join(", ") + "]\n" +
      "sys.path[:] = [''] + [" + pypath.map((p) => quote(p === ".frozen" ? p : vmPath(path.resolve(cwd, p)))).join(", ") + "]\n" +
      "__file__ = " + quote(vmPath(script)) + "\n" +
      (layout ? "_LAYOUT = bytes(" + layout + ")\n" : "") +
      (steps === null ? "" : "STEPS = True\n")
  );
  mp.runPython(fs.readFileSync(script, "utf8"));
  if (steps !== null) {
    for (;;) {
      flush();
      mp.runPython(steps);
      // The collection the comment above promises, as a call of its own: without it the
      // heap at a call's start held every earlier call's garbage until the heap filled
      // (the "live" heap of a Zooscape game was up to 12 KB of garbage).
      mp.runPython("__import__('gc').collect()");
    }
  }
} catch (err) {
  code = status(err);
}
flush();
writeBack();
process.exitCode = code;
