// The camera side of "Scan" (the ScanButton island loads this module on
// the first press; no page loads it before). It opens the rear camera into
// the panel's <video>, reads a frame about every 120 ms with the browser's
// BarcodeDetector where it reads EAN-13 and Code 128, else with the
// portal's decoder (decoder.wasm beside this file: a plain WebAssembly
// module, no script of its own), and tells the island through window
// events:
//   dd-scan-state  detail: "looking" | "denied" | "no-camera" | "no-decoder"
//   dd-scan-code   detail: the code read (the same code in view counts
//                  once, again only after a moment out of view)
// and listens for:
//   dd-scan-start  open the camera (the panel is open)
//   dd-scan-stop   turn it off
//   dd-scan-taken  a part went onto the list: a beep and a buzz

const DECODER = new URL("decoder.wasm", import.meta.url);
const FRAME_WIDTH = 1280;
const EVERY_MS = 120;
const AGAIN_AFTER_MS = 1500;

let run = 0;
let reader = null;
let audio = null;

const tell = (name, detail) => window.dispatchEvent(new CustomEvent(name, { detail }));
const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** The browser's detector, where it reads both symbols. */
async function browserReader() {
  if (!("BarcodeDetector" in window)) return null;
  try {
    const formats = await window.BarcodeDetector.getSupportedFormats();
    if (!formats.includes("ean_13") || !formats.includes("code_128")) return null;
    const detector = new window.BarcodeDetector({ formats: ["ean_13", "code_128"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
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
  return async (video) => {
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

async function openCamera(video) {
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
    tell("dd-scan-state", refused ? "denied" : "no-camera");
    return null;
  }
}

async function start() {
  const mine = ++run;
  const video = document.querySelector(".scan-panel video");
  if (!video) return;
  try {
    audio ??= new AudioContext();
  } catch {
    audio = null;
  }
  const stream = await openCamera(video);
  if (!stream) return;
  const stop = () => stream.getTracks().forEach((t) => t.stop());
  try {
    reader ??= (await browserReader()) ?? (await decoderReader());
  } catch {
    stop();
    tell("dd-scan-state", "no-decoder");
    return;
  }
  tell("dd-scan-state", "looking");
  let last = null;
  let lastAt = 0;
  while (run === mine) {
    await wait(EVERY_MS);
    if (run !== mine) break;
    if (!video.videoWidth) continue;
    const code = await reader(video).catch(() => null);
    if (!code) continue;
    const now = performance.now();
    const again = code === last && now - lastAt < AGAIN_AFTER_MS;
    last = code;
    lastAt = now;
    if (!again) tell("dd-scan-code", code);
  }
  stop();
  video.srcObject = null;
}

function taken() {
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

window.addEventListener("dd-scan-start", start);
window.addEventListener("dd-scan-stop", () => {
  run++;
});
window.addEventListener("dd-scan-taken", taken);
// Loaded by a press: the panel is already open.
if (document.querySelector(".scan-panel:not([hidden])")) start();
