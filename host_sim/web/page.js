// SPDX-License-Identifier: MIT
// Zoo Tally in a web page: the device's firmware, unchanged, on MicroPython's WebAssembly
// build (web_main.py drives it one event at a time), with this page as the board: the screen
// on a canvas, the keys as touch keys lit in their LED colours, the encoder as buttons, the
// nvm in the browser's storage. Built and served by tools/web.

const IDLE_MS = 100; // the device's idle turn (a notice runs out, modules load ahead)
const HOLD_KEY_MS = 900; // the keyboard's m: the encoder's push held (as the simulator's)
const GRID = "123qweasdzxc"; // the keyboard's keys for a grid, as the simulator's window
const MAX_ROSTER = 400; // characters of names the page takes (settings.toml is capped too)
const NVM_HEX = /^[0-9a-f]{8192}$/; // what storage must hold to be taken as the nvm
const MAX_SETTINGS = 8192; // bytes of settings.toml the firmware reads at most
const MAX_SENDING = 5000; // lines of one sending (REC), as zootally pull takes

const $ = (id) => document.getElementById(id);
const say = (text) => {
  $("status").textContent = text;
};

// ---- storage: the nvm and the roster, per board; memory where the browser refuses ----

const memory = new Map();
let stored = true; // false: storage refused (private mode, full): the game lives in the tab
let readOnly = false; // another tab has this board: this one never writes

function probeStorage() {
  try {
    localStorage.setItem("zootally.probe", "1");
    localStorage.removeItem("zootally.probe");
    return true;
  } catch {
    return false;
  }
}

function load(key) {
  if (stored) {
    try {
      return localStorage.getItem(key);
    } catch {
      refused();
    }
  }
  return memory.has(key) ? memory.get(key) : null;
}

function keep(key, value) {
  memory.set(key, value);
  if (!stored || readOnly) return;
  try {
    localStorage.setItem(key, value);
  } catch {
    refused();
  }
}

function refused() {
  stored = false;
  say("This browser keeps nothing for this page: the game lasts while the tab is open.");
}

// ---- the board: its layout from boards.json ----

let boards = [];
let board = null;
const keyButtons = []; // a button a physical key, in LAYOUT's order
let lightOf = []; // the physical key of each light, or -1

function pickBoard() {
  const wanted = new URLSearchParams(location.search).get("board");
  board = boards.find((b) => b.name === wanted) || boards[0];
  const select = $("board");
  for (const b of boards) {
    const o = document.createElement("option");
    o.value = b.name;
    o.textContent = b.title;
    o.selected = b === board;
    select.append(o);
  }
  select.addEventListener("change", () => {
    location.search = "?board=" + encodeURIComponent(select.value);
  });
}

// The screen as large as the page allows in whole multiples of its pixels in the display's
// own pixels (crisp on a phone's 2-3 device pixels a CSS pixel); the bezel around it.
function scaleScreen() {
  const canvas = $("screen");
  const box = getComputedStyle(canvas.parentElement);
  const room =
    canvas.parentElement.clientWidth -
    parseFloat(box.paddingLeft) -
    parseFloat(box.paddingRight) -
    12; // the bezel
  const dpr = window.devicePixelRatio || 1;
  const k = Math.floor((room * dpr) / board.width);
  canvas.style.width = k >= 1 ? (k * board.width) / dpr + 12 + "px" : "100%";
}

function layOut() {
  const canvas = $("screen");
  canvas.width = board.width;
  canvas.height = board.height;
  scaleScreen();
  addEventListener("resize", scaleScreen);
  const keysBox = $("keys");
  keysBox.style.gridTemplateColumns = "repeat(" + board.columns + ", 1fr)";
  lightOf = new Array(board.lights).fill(-1);
  board.keys.forEach((k, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "key";
    b.dataset.key = String(i);
    b.innerHTML = "<span></span><small></small>";
    if (k.light !== null) lightOf[k.light] = i;
    hold(b, i);
    keyButtons.push(b);
    if (i < board.grid) keysBox.append(b);
  });
  const extra = board.keys.map((k, i) => i).filter((i) => i >= board.grid);
  const enc = $("encoder");
  if (board.encoder) {
    enc.append(turnButton(-1, "\u25c0 turn"));
    for (const i of extra) enc.append(keyButtons[i]);
    enc.append(turnButton(1, "turn \u25b6"));
  } else {
    enc.style.gridTemplateColumns = "repeat(" + Math.max(1, extra.length) + ", 1fr)";
    for (const i of extra) enc.append(keyButtons[i]);
  }
  const lights = $("lights");
  for (let j = 0; j < board.lights; j++) {
    if (lightOf[j] < 0) lights.append(document.createElement("span"));
  }
  capKeys(null);
}

function turnButton(clicks, text) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "key";
  b.dataset.turn = String(clicks);
  b.innerHTML = "<span></span><small></small>";
  b.firstChild.textContent = text;
  b.addEventListener("pointerdown", (ev) => {
    ev.preventDefault();
    feedback(b);
    send({ turn: clicks, at: ev.timeStamp });
  });
  b.addEventListener("contextmenu", (ev) => ev.preventDefault());
  return b;
}

// A key goes down on pointerdown and up on pointerup: the firmware times a hold itself.
function hold(b, i) {
  let down = false;
  const up = (ev) => {
    if (!down) return;
    down = false;
    b.classList.remove("down");
    send({ key: i, pressed: false, at: ev.timeStamp });
  };
  b.addEventListener("pointerdown", (ev) => {
    ev.preventDefault();
    if (down) return;
    down = true;
    b.setPointerCapture(ev.pointerId);
    b.classList.add("down");
    send({ key: i, pressed: true, at: ev.timeStamp });
  });
  b.addEventListener("pointerup", up);
  b.addEventListener("pointercancel", up);
  b.addEventListener("contextmenu", (ev) => ev.preventDefault());
}

function feedback(b) {
  b.classList.add("down");
  setTimeout(() => b.classList.remove("down"), 120);
}

// What each key does now, on its cap: a choice's label where the board has a key a choice
// (the MacroPad), else the button's name and what it gives.
function capKeys(labels) {
  board.keys.forEach((k, i) => {
    const label = labels && i < labels.length ? labels[i] : "";
    let big = k.gives;
    let small = k.held ? "hold: " + k.held : "";
    if (k.cap) {
      big = k.cap; // the button's name, as the screen's legend says it
      small = k.gives + (k.held ? " \u00b7 hold: " + k.held : "");
    } else if (!k.gives) {
      big = label === "." ? "" : label; // a key a choice: the choice
      small = "K" + (i + 1);
    } else if (board.encoder && i >= board.grid) {
      big = "push: " + k.gives; // the encoder's switch
    }
    keyButtons[i].firstChild.textContent = big;
    keyButtons[i].lastChild.textContent = small;
  });
}

// ---- the keyboard: the simulator's keys ----

function keyboard() {
  const ok = board.keys.findIndex((k) => k.gives === "OK");
  document.addEventListener("keydown", (ev) => {
    if (ev.repeat || ev.ctrlKey || ev.metaKey || ev.altKey || $("roster").open) return;
    const grid = GRID.indexOf(ev.key);
    if (ev.key === "ArrowRight" || ev.key === ".") send({ turn: 1, at: ev.timeStamp });
    else if (ev.key === "ArrowLeft" || ev.key === ",") send({ turn: -1, at: ev.timeStamp });
    else if (ev.key === "Enter" && ok >= 0) press(ok, 80);
    else if (ev.key === "m" && ok >= 0) press(ok, HOLD_KEY_MS);
    else if (grid >= 0 && grid < board.grid) press(grid, 80);
    else return;
    ev.preventDefault();
  });
}

function press(i, ms) {
  const at = performance.now();
  send({ key: i, pressed: true, at });
  send({ key: i, pressed: false, at: at + ms });
}

// ---- the firmware, one event a call ----

let mp = null;
let web = null;
let drive = null;
const queue = [];
let scheduled = false;
let waiting = []; // settled()'s promises
let serial = []; // the lines of the sending under way (REC)
let frames = 0;
let keysSwitched = false; // the screen's keys just changed kind (for a test's pace)
const latencies = []; // [ms from a press (or a turn) to its screen on the canvas, of which
// the firmware's turn and the drawing]

function send(ev) {
  queue.push(ev);
  if (!scheduled) {
    scheduled = true;
    // After the next paint: the key's pressed look shows before the firmware's work.
    requestAnimationFrame(() => setTimeout(pump, 0));
  }
}

function pump() {
  scheduled = false;
  while (queue.length && web) {
    const ev = queue[0];
    const late = ev.at !== undefined ? performance.now() - ev.at : 0;
    if (late < 0) {
      // A release the keyboard scheduled ahead (a held key): not yet.
      scheduled = true;
      setTimeout(pump, -late);
      return;
    }
    queue.shift();
    const drawn = frames;
    const began = performance.now();
    call(() => (ev.turn ? web.turn(ev.turn) : web.key(ev.key, ev.pressed, Math.round(late))));
    if (frames !== drawn && (ev.turn || ev.pressed)) {
      const now = performance.now();
      latencies.push([now - ev.at, now - began]);
    }
  }
  if (!queue.length) settle();
}

function settle() {
  const w = waiting;
  waiting = [];
  w.forEach((resolve) => resolve());
}

function call(fn) {
  try {
    fn();
    show(web.changes());
  } catch (err) {
    stopped(err);
  }
}

// The idle turn: the page asks what changed only where it drew (a notice ran out).
function idle() {
  try {
    if (web.idle()) show(web.changes());
  } catch (err) {
    stopped(err);
  }
}

// The firmware's own recovery ends in supervisor.reload(): a new VM from the nvm kept, as a
// board restarts code.py. Anything else is said in one line.
function stopped(err) {
  if (err && err.type === "Reload") {
    restart();
    return;
  }
  say("The device stopped: " + (err && err.message ? err.message.split("\n").pop() : err));
  console.error(err);
}

function show(changes) {
  const [frame, lights, nvm, labels, switched] = changes.split("\n");
  keysSwitched = switched === "1";
  if (frame) draw(frame);
  if (lights) light(lights);
  if (nvm) keep("zootally.nvm." + board.name, nvm);
  if (labels) capKeys(labels.split(" "));
}

function draw(frame) {
  const [w, h, colours, hex] = frame.split(" ");
  const rgb = colours.split(",").map((c) => (board.colour ? rgb565(parseInt(c, 16)) : parseInt(c, 16)));
  const canvas = $("screen");
  const ctx = canvas.getContext("2d");
  const img = ctx.createImageData(Number(w), Number(h));
  const px = img.data;
  for (let i = 0, j = 0; i < hex.length; i += 2, j += 4) {
    const c = rgb[parseInt(hex.substr(i, 2), 16)];
    px[j] = c >> 16;
    px[j + 1] = (c >> 8) & 255;
    px[j + 2] = c & 255;
    px[j + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  frames++;
}

// A colour as a 16-bit screen shows it (5 bits of red, 6 of green, 5 of blue), each back to 8
// bits as the simulator's display does: the page's pixels are the board's.
function rgb565(c) {
  const r = Math.floor(((c >> 19) * 255) / 31);
  const g = Math.floor((((c >> 10) & 63) * 255) / 63);
  const b = Math.floor((((c >> 3) & 31) * 255) / 31);
  return (r << 16) | (g << 8) | b;
}

// The LED under a translucent cap glows: its colour shown at full strength, as the
// simulator's picture does.
function light(text) {
  const [bright, list] = text.split(" ");
  const b = Math.max(Number(bright), 0.05);
  const free = $("lights").children;
  let f = 0;
  list.split(",").forEach((hex, j) => {
    const c = parseInt(hex, 16);
    const glow = [c >> 16, (c >> 8) & 255, c & 255].map((v) => Math.min(255, Math.round(v / b)));
    const css = c ? "rgb(" + glow.join(",") + ")" : "";
    const k = lightOf[j];
    if (k >= 0) {
      keyButtons[k].style.background = css;
      keyButtons[k].classList.toggle("dark", c !== 0 && glow[0] + glow[1] + glow[2] > 380);
    } else if (f < free.length) {
      free[f++].style.background = css;
    }
  });
}

// What the firmware prints is its USB serial console: a record sent by REC is caught
// whole (from its header to its end line) and offered as the file zootally pull would file.
function serialLine(line) {
  if (!serial.length && (/^\S+ players=/.test(line) || line.startsWith("# history:"))) {
    serial = [line];
  } else if (serial.length && line.startsWith("# end:")) {
    offerRecord(serial);
    serial = [];
  } else if (serial.length && serial.length < MAX_SENDING) serial.push(line);
  else if (serial.length) serial = []; // far longer than any record: not one, dropped
  else console.log(line);
}

function offerRecord(lines) {
  const record = lines.filter((l) => !l.startsWith("# history:") && !l.startsWith("# game"));
  if (!record.length) return;
  const title = record[0].split(" ")[0].replace(/[^a-z0-9-]/g, "").slice(0, 32) || "game";
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  const a = $("record");
  if (a.href) URL.revokeObjectURL(a.href);
  a.href = URL.createObjectURL(new Blob([record.join("\n") + "\n"], { type: "text/plain" }));
  a.download = title + "-" + stamp + ".rec";
  a.textContent = "Record: " + a.download;
  a.dataset.text = record.join("\n") + "\n";
  a.hidden = false;
  a.click(); // the download a REC key asked for; the link stays for another copy
}

async function loadDrive() {
  const r = await fetch("drive.gz");
  if (!r.ok) throw new Error("the firmware's files did not load (" + r.status + ")");
  const text = await new Response(
    r.body.pipeThrough(new DecompressionStream("gzip")),
  ).text();
  return JSON.parse(text);
}

async function startVM() {
  const { loadMicroPython } = await import("./micropython.mjs");
  serial = [];
  mp = await loadMicroPython({
    heapsize: 4 << 20,
    pystack: 2048, // in 4-byte words: 8 KB, four times a board's (the page's own frames too)
    linebuffer: true,
    stdout: serialLine,
    stderr: (line) => console.error(line),
  });
  for (const [path, text] of Object.entries(drive)) {
    const at = "/" + path;
    mp.FS.mkdirTree(at.slice(0, at.lastIndexOf("/")) || "/");
    if (path === "font.bin") {
      mp.FS.writeFile(at, Uint8Array.from(text.match(/../g), (h) => parseInt(h, 16)));
    } else mp.FS.writeFile(at, text);
  }
  say("");
  const roster = load("zootally.settings." + board.name);
  if (roster && roster.length <= MAX_SETTINGS) mp.FS.writeFile("/settings.toml", roster);
  else if (roster) say("The names this browser kept are too long to use: none were read.");
  mp.FS.chdir("/");
  mp.runPython("import sys\nsys.path[:] = ['', '/standins', '/lib']");
  web = mp.pyimport("web_main");
  let nvm = load("zootally.nvm." + board.name) || "";
  if (nvm && !NVM_HEX.test(nvm)) {
    // Kept aside, never overwritten: what it was may still be wanted.
    keep("zootally.nvm." + board.name + ".unread", nvm.slice(0, 1 << 16));
    say("What this browser kept of the device was not its memory: started afresh.");
    nvm = "";
  }
  call(() => web.start(board.board_id, board.width, board.height, nvm, deviceId()));
}

// The page's own device id, made once per board and browser: a record carries it, so that
// zootally pull tells this page's games from another device's.
function deviceId() {
  const key = "zootally.uid." + board.name;
  let uid = load(key);
  if (!uid || !/^[0-9a-f]{16}$/.test(uid)) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    uid = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    keep(key, uid);
  }
  return uid;
}

function restart() {
  web = null;
  mp = null;
  startVM()
    .then(() => queue.length && pump()) // keys pressed while it restarted
    .catch(failed);
}

function failed(err) {
  console.error(err);
  say("Zoo Tally could not start in this browser: " + (err && err.message ? err.message : err));
}

// ---- two tabs, the screen kept on, offline ----

function claim() {
  if (!navigator.locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    navigator.locks.request("zootally." + board.name, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock === null ? undefined : new Promise(() => {}); // held while the tab lives
    });
  });
}

let wake = null;
async function keepAwake() {
  if (!("wakeLock" in navigator) || document.visibilityState !== "visible") return;
  try {
    wake = await navigator.wakeLock.request("screen");
  } catch {
    wake = null; // refused (battery saver): the screen may sleep
  }
}

function roster() {
  const dialog = $("roster");
  const text = $("roster-text");
  $("names").addEventListener("click", () => {
    const now = load("zootally.settings." + board.name) || "";
    const m = /ZT_PLAYERS = "([^"]*)"/.exec(now);
    text.value = m ? m[1].split(",").filter((n) => n).join("\n") : "";
    $("roster-problem").textContent = "";
    dialog.showModal();
  });
  $("roster-save").addEventListener("click", (ev) => {
    const names = text.value
      .split(/[\n,]/)
      .map((n) => n.trim())
      .filter((n) => n);
    const bad = names.find((n) => /["\\\u0000-\u001f\u007f]/.test(n));
    if (text.value.length > MAX_ROSTER || bad !== undefined) {
      ev.preventDefault();
      $("roster-problem").textContent =
        bad !== undefined ? "A name cannot hold quotes or backslashes: " + bad : "Too long.";
      return;
    }
    // One name with a space ends in a comma: a roster without one is parted by spaces.
    const roster = names.join(",") + (names.length === 1 && names[0].includes(" ") ? "," : "");
    keep("zootally.settings." + board.name, names.length ? 'ZT_PLAYERS = "' + roster + '"\n' : "");
    restart();
  });
}

window.zootally = {
  // For tests: a promise that resolves once every key sent so far has been taken.
  settled: () =>
    new Promise((resolve) => {
      if (!queue.length && !scheduled && web) resolve();
      else waiting.push(resolve);
    }),
  started: () => web !== null,
  frames: () => frames,
  latencies: () => latencies.slice(),
  switched: () => keysSwitched,
};

async function main() {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch(() => {});
  }
  const r = await fetch("boards.json");
  boards = await r.json();
  pickBoard();
  layOut();
  keyboard();
  roster();
  stored = probeStorage();
  readOnly = !(await claim());
  drive = await loadDrive();
  await startVM();
  if (!stored) refused();
  else if (readOnly) say("Open in another tab: this tab shows the game but keeps nothing.");
  setInterval(() => {
    if (web && !queue.length && !scheduled) idle();
  }, IDLE_MS);
  keepAwake();
  document.addEventListener("visibilitychange", keepAwake);
}

main().catch(failed);
