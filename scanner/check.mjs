// Decodes grayscale frames through public/scanner/decoder.wasm the way the
// page does: instantiate with no imports, write the frame into the buffer
// from scan_buffer, call scan_decode, read the text at scan_result.
//
//   node scanner/check.mjs FRAME.pgm[=EXPECTED] ...
//
// FRAME.pgm is a binary PGM (P5, 8-bit), as written by
// `cargo run --release --example figures` or `pdftoppm -gray`. With
// =EXPECTED the result must be exactly that text (`=` alone: nothing must
// read); the exit status is 1 when one is not. Each line also shows the
// median time of 20 decodes. The module's wrong-size handling (zero, or
// more pixels than the buffer) is checked once.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const wasmPath = fileURLToPath(new URL('../public/scanner/decoder.wasm', import.meta.url));

/** Parses a binary 8-bit PGM: { width, height, pixels }. */
function parsePgm(bytes) {
  let at = 0;
  const token = () => {
    for (;;) {
      while (at < bytes.length && /\s/.test(String.fromCharCode(bytes[at]))) at++;
      if (bytes[at] === 0x23) {
        while (at < bytes.length && bytes[at] !== 0x0a) at++;
      } else break;
    }
    const start = at;
    while (at < bytes.length && !/\s/.test(String.fromCharCode(bytes[at]))) at++;
    return new TextDecoder().decode(bytes.subarray(start, at));
  };
  if (token() !== 'P5') throw new Error('not a binary PGM (P5)');
  const width = Number(token());
  const height = Number(token());
  const maxval = Number(token());
  if (maxval !== 255) throw new Error(`PGM maxval ${maxval}: only 8-bit is read`);
  at++; // the single whitespace before the pixels
  const pixels = bytes.subarray(at, at + width * height);
  if (pixels.length !== width * height) throw new Error('PGM shorter than its size');
  return { width, height, pixels };
}

const module = await WebAssembly.compile(await readFile(wasmPath));
const imports = WebAssembly.Module.imports(module);
if (imports.length > 0) {
  console.error('the module needs imports:', imports);
  process.exit(1);
}
const { exports } = await WebAssembly.instantiate(module, {});
const { memory, scan_buffer, scan_decode, scan_result } = exports;

/** Decodes one frame; returns the text or null. */
function decode({ width, height, pixels }) {
  const ptr = scan_buffer(width * height);
  if (ptr === 0) throw new Error('scan_buffer returned null');
  // Taken after scan_buffer: growing the memory replaces memory.buffer.
  new Uint8Array(memory.buffer, ptr, width * height).set(pixels);
  const len = scan_decode(width, height);
  if (len === 0) return null;
  return new TextDecoder().decode(new Uint8Array(memory.buffer, scan_result(), len));
}

let failed = false;
const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: node scanner/check.mjs FRAME.pgm[=EXPECTED] ...');
  process.exit(2);
}
for (const arg of args) {
  const eq = arg.indexOf('=');
  const path = eq < 0 ? arg : arg.slice(0, eq);
  const expected = eq < 0 ? undefined : arg.slice(eq + 1) || null;
  const frame = parsePgm(new Uint8Array(await readFile(path)));
  const text = decode(frame);
  const times = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    decode(frame);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = times[times.length >> 1].toFixed(2);
  let mark = '';
  if (expected !== undefined) {
    const ok = text === expected;
    failed ||= !ok;
    mark = ok ? ' ok' : ` WRONG (expected ${expected ?? 'nothing'})`;
  }
  console.log(`${path} ${frame.width}x${frame.height}: ${text ?? '(nothing)'} in ${ms} ms${mark}`);
}

// Wrong sizes return 0.
let sizesOk = scan_buffer(16) !== 0;
for (const [w, h] of [[0, 0], [0, 4], [4, 0], [65536, 65536], [0xffffffff, 0xffffffff]]) {
  if (scan_decode(w, h) !== 0) {
    console.log(`scan_decode(${w}, ${h}) did not return 0`);
    sizesOk = false;
  }
}
failed ||= !sizesOk;
console.log(`wrong sizes: ${sizesOk ? 'all return 0' : 'FAILED'}; memory ${(memory.buffer.byteLength / 1048576).toFixed(1)} MiB`);
process.exit(failed ? 1 : 0);
