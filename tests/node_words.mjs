// One Node process answering many "run this module" requests (tests/node_words.py), so
// that a word test does not pay for a Node start (~0.1 s of CPU) each time. Each request
// runs as if alone: a fresh global object (a vm context) and fresh instances of every
// module it imports, its own console, process.argv and exit code.
//
// Request, one JSON line on stdin: {"url": the module's own address (relative imports
// resolve from it), "source", "argv"}. Answer, one JSON line on stdout: {"code", "stdout",
// "stderr"}: what `node run.mjs ...` would have exited with and printed.
// Run with --experimental-vm-modules.

import { readFileSync, statSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import { Console } from "node:console";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";
import vm from "node:vm";

const say = (answer) => process.stdout.write(JSON.stringify(answer) + "\n");

// A module's text, read again only when its file changed.
const texts = new Map();
function textOf(url) {
  const path = fileURLToPath(url);
  const stamp = statSync(path).mtimeMs;
  const known = texts.get(url);
  if (known?.stamp === stamp) return known;
  const fresh = { stamp, source: readFileSync(path, "utf8"), cache: undefined };
  texts.set(url, fresh);
  return fresh;
}

// The globals Node gives a module (console, setTimeout, URL, ...) that a bare context lacks.
const bare = new Set(Object.getOwnPropertyNames(vm.runInNewContext("globalThis")));
const NODE_GLOBALS = Object.getOwnPropertyNames(globalThis).filter(
  (name) => !bare.has(name) && !["console", "process", "global", "globalThis"].includes(name)
    && !/^(set|clear)(Timeout|Interval|Immediate)$/.test(name),
);

// A builtin module's exports, its default among them, as `import` gives them.
const require = createRequire(import.meta.url);
const builtin = (name) => ({ ...require(name), default: require(name) });

class Exit extends Error {}

let current = null;  // the running call: the errors nobody caught belong to it

function fail(call, err) {
  if (call.code === 0 && !(err instanceof Exit)) {
    call.code = 1;
    call.err.push(inspect(err) + "\n");
  }
  call.wake();
}
process.on("uncaughtException", (err) => current && fail(current, err));
process.on("unhandledRejection", (err) => current && fail(current, err));

function contextFor(call, argv) {
  const stream = (into) => new Writable({
    decodeStrings: false, write(chunk, encoding, done) { into.push(String(chunk)); done(); },
  });
  const out = stream(call.out);
  const err = stream(call.err);
  const proc = Object.create(process, {
    argv: { value: argv, enumerable: true },
    exitCode: { get: () => call.code, set: (c) => { call.code = c; }, enumerable: true },
    exit: { value: (c) => { call.code = c ?? call.code; call.exited = true; call.wake(); throw new Exit(); } },
    stdout: { value: out }, stderr: { value: err },
  });
  const sandbox = { console: new Console({ stdout: out, stderr: err }), process: proc };
  for (const name of NODE_GLOBALS) Object.defineProperty(sandbox, name, Object.getOwnPropertyDescriptor(globalThis, name));
  // Timers are counted: like a process, a call ends when nothing it started is pending.
  const wrap = (set, clear, once) => {
    sandbox[set.name] = (fn, ...rest) => {
      call.pending += 1;
      const handle = set((...a) => {
        if (once) { call.timers.delete(handle); call.pending -= 1; }
        try { fn(...a); } finally { call.wake(); }
      }, ...rest);
      call.timers.set(handle, clear);
      return handle;
    };
    sandbox[clear.name] = (handle) => {
      if (call.timers.delete(handle)) call.pending -= 1;
      clear(handle);
      call.wake();
    };
  };
  wrap(setTimeout, clearTimeout, true);
  wrap(setInterval, clearInterval, false);
  wrap(setImmediate, clearImmediate, true);
  const context = vm.createContext(sandbox);
  sandbox.global = vm.runInContext("globalThis", context);
  return context;
}

async function run(request) {
  const call = { out: [], err: [], code: 0, exited: false, pending: 0, timers: new Map(), wake: () => {} };
  current = call;
  const context = contextFor(call, request.argv);
  const modules = new Map();  // this call's instances, by address
  const importMeta = (meta, module) => { meta.url = module.identifier; };
  const dynamic = (specifier, referrer) => load(address(specifier, referrer));
  const make = (url, source, cachedData) => new vm.SourceTextModule(source, {
    identifier: url, context, cachedData, initializeImportMeta: importMeta,
    importModuleDynamically: dynamic,
  });
  const instance = (url) => {
    if (!modules.has(url) && url.startsWith("node:")) {  // Node's own, as they are
      const exported = builtin(url);
      const names = Object.keys(exported);
      const module = new vm.SyntheticModule(names, function () {
        for (const name of names) this.setExport(name, exported[name]);
      }, { identifier: url, context });
      modules.set(url, { module, ready: null });
    }
    if (!modules.has(url)) {
      const text = textOf(url);
      const module = make(url, text.source, text.cache);
      if (text.cache === undefined) text.cache = module.createCachedData();
      modules.set(url, { module, ready: null });
    }
    return modules.get(url);
  };
  const address = (specifier, referrer) => (isBuiltin(specifier)
    ? (specifier.startsWith("node:") ? specifier : `node:${specifier}`)
    : new URL(specifier, referrer.identifier).href);
  const linker = (specifier, referrer) => instance(address(specifier, referrer)).module;
  async function load(url) {
    const entry = instance(url);
    entry.ready ??= (async () => {
      const module = entry.module;  // maybe linked already, by a module that imports it
      while (module.status === "linking") await new Promise(setImmediate);
      if (module.status === "unlinked") await module.link(linker);
      await module.evaluate();
      return module;
    })();
    return entry.ready;
  }
  try {
    const main = make(request.url, request.source);
    modules.set(request.url, { module: main, ready: null });
    await main.link(linker);
    await main.evaluate();
  } catch (err) {
    fail(call, err);
  }
  // Like a process, the call is over when nothing it started is pending, or it exited;
  // a turn of the event loop after each wait lets Node report a rejection nobody handled.
  do {
    if (call.pending > 0) await new Promise((resolve) => { call.wake = resolve; });
    await new Promise(setImmediate);
  } while (!call.exited && call.code === 0 && call.pending > 0);
  for (const [handle, clear] of call.timers) clear(handle);
  current = null;
  return { code: call.code, stdout: call.out.join(""), stderr: call.err.join("") };
}

// One request at a time, in order: a pytest worker asks and waits.
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim()) say(await run(JSON.parse(line)));
}
