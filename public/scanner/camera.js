// The camera of "Scan", loaded by the ScanButton island on the first press
// (no page loads it before). It opens the rear camera into the panel's
// <video> and reads a frame about every 120 ms with the browser's
// BarcodeDetector where it reads EAN-13 and Code 128, else with the
// portal's decoder (decoder.wasm beside this file: a plain WebAssembly
// module, no script of its own). A code read is sent through the lookup
// box as if typed; with "Keep scanning" ticked it goes onto the open list
// (the scan_into_list server function) with a beep, a buzz and a count,
// or, on a count's counting sheet, is counted (scan_into_count).
// Every word it shows is the server's, from the panel's data-* attributes,
// in the page's language. The island asks it to start again on a later
// press with the window event "dd-scan-start".

const DECODER = new URL("decoder.wasm", import.meta.url);
const WIRE = "application/x-dealer-desk-wire";
const FRAME_WIDTH = 1280;
const EVERY_MS = 120;
const AGAIN_AFTER_MS = 1500;

const panel = document.querySelector(".scan-panel");
const video = panel.querySelector("video");
const status = panel.querySelector(".scan-status");
const keep = panel.querySelector(".scan-keep-box");
const count = panel.querySelector(".scan-count");
const words = panel.dataset;

let run = 0;
let reader = null;
let audio = null;
let taken = 0;

const say = (text) => (status.textContent = text ?? "");
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** The browser's detector, where it reads both symbols. */
async function browserReader() {
  if (!("BarcodeDetector" in window)) return null;
  try {
    const formats = await window.BarcodeDetector.getSupportedFormats();
    if (!formats.includes("ean_13") || !formats.includes("code_128")) return null;
    const detector = new window.BarcodeDetector({ formats: ["ean_13", "code_128"] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** The portal's decoder over grey frames drawn from the video. */
async function decoderReader() {
  const { instance } = await WebAssembly.instantiateStreaming(fetch(DECODER), {});
  const { memory, scan_buffer, scan_decode, scan_result } = instance.exports;
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  const text = new TextDecoder();
  return async () => {
    const width = Math.min(video.videoWidth, FRAME_WIDTH);
    const height = Math.max(1, Math.round((video.videoHeight * width) / video.videoWidth));
    canvas.width = width;
    canvas.height = height;
    ctx.drawImage(video, 0, 0, width, height);
    const rgba = ctx.getImageData(0, 0, width, height).data;
    const len = width * height;
    const at = scan_buffer(len) >>> 0;
    // Memory may grow on each call: views are made after it.
    const grey = new Uint8Array(memory.buffer, at, len);
    for (let i = 0, j = 0; i < len; i++, j += 4) {
      grey[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
    }
    const found = scan_decode(width, height);
    if (found === 0) return null;
    const read = text.decode(new Uint8Array(memory.buffer, scan_result() >>> 0, found).slice());
    return read.slice(read.indexOf(":") + 1);
  };
}

/** A code as the portal reads one: printable, no spaces, 48 at most. */
const isCode = (code) => /^[\x21-\x7e]{1,48}$/.test(code);

/** The fields of a wire message (`5:CP015` is the text "CP015"). */
function wireFields(text) {
  const out = [];
  let at = 0;
  while (at < text.length) {
    const colon = text.indexOf(":", at);
    if (colon < 0) break;
    const len = Number(text.slice(at, colon));
    const bytes = new TextEncoder().encode(text.slice(colon + 1));
    out.push(new TextDecoder().decode(bytes.slice(0, len)));
    at = colon + 1 + out[out.length - 1].length;
  }
  return out;
}

/** One wire field: its length in bytes, a colon, the text. */
const field = (text) => `${new TextEncoder().encode(text).length}:${text}`;

/** One of the part read onto the open list, or counted into the count
 * whose sheet this is (data-into, data-count-id); the panel says which. */
async function intoList(code) {
  const countId = words.countId;
  const body = countId ? field(countId) + field(code) : field(code);
  let resp;
  try {
    resp = await fetch(words.into || "/api/scan_into_list", {
      method: "POST",
      headers: { "content-type": WIRE, accept: WIRE },
      body,
    });
  } catch {
    return say(words.failed);
  }
  if (resp.status === 404) return say(`${words.unknownBefore}${code}${words.unknownAfter}`);
  if (!resp.ok) return say(words.failed);
  const [sku, hasName, name] = wireFields(await resp.text());
  taken += 1;
  count.textContent = `${words.countBefore}${taken}${words.countAfter}`;
  say(`${words.addedBefore}${sku}${words.addedAfter}${hasName === "1" ? ` · ${name}` : ""}`);
  beep();
}

/** The code read, typed into the lookup box and sent, as a scanner's is. */
function toLookup(code) {
  stop();
  const box = document.getElementById("lookup-q");
  if (!box?.form) return;
  box.value = code;
  box.form.requestSubmit();
}

function beep() {
  navigator.vibrate?.(80);
  if (!audio) return;
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = 1760;
  gain.gain.value = 0.15;
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.08);
}

async function openCamera() {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 } },
      audio: false,
    });
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    return stream;
  } catch (e) {
    const refused = ["NotAllowedError", "SecurityError", "PermissionDeniedError"].includes(e?.name);
    say(refused ? words.denied : words.noCamera);
    return null;
  }
}

async function start() {
  const mine = ++run;
  say(words.starting);
  try {
    audio ??= new AudioContext();
  } catch {
    audio = null;
  }
  const stream = await openCamera();
  if (!stream) return;
  try {
    reader ??= (await browserReader()) ?? (await decoderReader());
  } catch {
    stream.getTracks().forEach((t) => t.stop());
    return say(words.noDecoder);
  }
  if (run === mine) say(words.looking);
  let last = null;
  let lastAt = 0;
  while (run === mine) {
    await wait(EVERY_MS);
    if (run !== mine || !video.videoWidth) continue;
    const code = await reader().catch(() => null);
    if (!code || !isCode(code) || run !== mine) continue;
    const now = performance.now();
    const again = code === last && now - lastAt < AGAIN_AFTER_MS;
    last = code;
    lastAt = now;
    if (again) continue;
    if (keep?.checked) await intoList(code);
    else toLookup(code);
  }
  stream.getTracks().forEach((t) => t.stop());
  video.srcObject = null;
}

function stop() {
  run++;
  panel.hidden = true;
}

keep?.addEventListener("change", () => (count.hidden = !keep.checked));
panel.querySelector(".scan-done").addEventListener("click", () => {
  stop();
  // The parts scanned onto the list: its page shows them.
  if (taken > 0) location.reload();
});
window.addEventListener("dd-scan-start", start);
// Loaded by the first press: the panel is open.
if (!panel.hidden) start();
