import { ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// A second portal for the journeys that need their own (sign-in, feed
// tokens, a restart): the same binary as the main portal, on the demo
// catalogue, on the main port plus an offset, with a data folder of its own.

const ROOT = path.resolve(__dirname, "..", "..");
const mainPort = Number(new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000").port || 3000);

/** The portal binary: DEALER_DESK_BIN (scripts/test.sh names the release
 * build it tests), else the newest of the release and debug builds. */
export function portalBinary(): string {
  if (process.env.DEALER_DESK_BIN) return process.env.DEALER_DESK_BIN;
  const target = process.env.CARGO_TARGET_DIR ?? path.join(ROOT, "target");
  const found = ["release", "debug"]
    .map((p) => path.join(target, p, "dealer-desk"))
    .filter((p) => fs.existsSync(p));
  found.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!found.length) throw new Error(`no dealer-desk binary under ${target}`);
  return found[0];
}

export interface PortalOptions {
  /** Added to the main portal's port. */
  offset: number;
  /** Names its temporary folder. */
  name: string;
  /** More environment (e.g. DEALER_DESK_USERS_FILE, DEMO_PRODUCTS). */
  env?: Record<string, string>;
  /** Wait until its catalogue index is ready, not only until it answers. */
  indexReady?: boolean;
}

export class Portal {
  readonly base: string;
  /** Its own folder: the data folder lives in `data` below it. */
  readonly dir: string;
  /** Its environment beyond the defaults; may be added to before `start`. */
  readonly env: Record<string, string>;
  private server: ChildProcess | undefined;

  constructor(private readonly opts: PortalOptions) {
    this.base = `http://127.0.0.1:${mainPort + opts.offset}`;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), `dd-${opts.name}-`));
    this.env = { ...opts.env };
  }

  /** Starts it and waits until it answers (and its index is ready, if asked). */
  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LEPTOS_SITE_ADDR: new URL(this.base).host,
      LEPTOS_SITE_ROOT: process.env.LEPTOS_SITE_ROOT ?? path.join(ROOT, "target", "site"),
      DEMO_PRODUCTS: "500",
      DEALER_DESK_DATA_DIR: path.join(this.dir, "data"),
      ...this.env,
    };
    // The main portal's log file is the main portal's.
    delete env.DEALER_DESK_LOG_FILE;
    this.server = spawn(portalBinary(), [], { cwd: ROOT, stdio: "ignore", env });
    for (let i = 0; i < 150; i++) {
      try {
        const r = await fetch(`${this.base}/healthz`);
        if (r.ok && (!this.opts.indexReady || (await r.json())?.index?.ready === true)) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the ${this.opts.name} portal did not start`);
  }

  /** Stops it and waits until it has exited (its port is free again). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill();
    await exited;
  }

  /** Stops it and removes its folder. */
  async remove(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
