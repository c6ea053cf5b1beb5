/**
 * examples/nextjs under `next dev`, left idle in Chromium (issue 39, item 13: "the dev server reloads itself while
 * idle, losing typed text"). The page is opened at `http://127.0.0.1:<port>` as well as `localhost`: Next.js 16
 * blocks cross-origin requests to its dev resources unless the host is in `allowedDevOrigins`, so on 127.0.0.1 the
 * HMR socket (`/_next/hmr`) is refused at every try, and after 12 failed reconnections Next's dev client reloads the
 * page (`window.location.reload()`), throwing away what the user typed — again and again while idle. The example's
 * next.config.mjs lists the loopback names; this test fails without them (no "[HMR] connected", handshake errors,
 * and the typed text lost at the reload).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchChromium } from "./browser";

const app = fileURLToPath(new URL("../../examples/nextjs", import.meta.url));
let browser: Browser;
let child: ChildProcess | undefined;
let port = 0;
let output = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const p = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  const threadsDb = `${mkdtempSync(path.join(tmpdir(), "rui-next-dev-"))}/threads.db`;
  // The example README's `pnpm --filter @reasoning-ui/example-nextjs dev`, on a free port (no -H: the default host).
  // Without vitest's NODE_ENV=test, which `next dev` does not expect (it then rewrites the app's tsconfig.json).
  const { NODE_ENV: _, ...env } = process.env;
  child = spawn(process.execPath, [path.join(app, "node_modules/next/dist/bin/next"), "dev", "-p", String(port)], {
    cwd: app,
    env: { ...env, NEXT_TELEMETRY_DISABLED: "1", THREADS_DB: threadsDb, AGENT_URL: "http://127.0.0.1:9/agent" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 90_000;
  while (!/Ready in/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`next dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchChromium();
}, 150_000);

afterAll(async () => {
  await browser?.close();
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
});

for (const host of ["127.0.0.1", "localhost"]) {
  test(`next dev at http://${host}: the HMR socket connects and an idle page keeps what was typed`, { timeout: 150_000 }, async () => {
    const logFrom = output.length;
    const page = await browser.newPage();
    const hmr: string[] = [];
    page.on("console", (m) => {
      if (/\[HMR\]|WebSocket connection/.test(m.text())) hmr.push(m.text());
    });
    await page.goto(`http://${host}:${port}/`, { timeout: 120_000 });
    const input = page.getByRole("textbox");
    await input.waitFor({ timeout: 60_000 });
    await expect.poll(() => hmr.some((t) => t.includes("[HMR] connected")), { timeout: 30_000, message: `HMR socket did not connect: ${hmr.join("\n")}` }).toBe(true);
    await input.fill("typed while idle");
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    // Idle: without allowedDevOrigins the refused socket retries 6 × 1 s then every 5 s, and reloads at the 13th failure
    // (~37 s); the handshake failures show within the first seconds.
    await page.waitForTimeout(15_000);
    expect(hmr.filter((t) => t.includes("WebSocket connection")), "HMR socket failures").toEqual([]);
    expect(navigations).toBe(0);
    await expect.poll(() => input.inputValue()).toBe("typed while idle");
    expect(output.slice(logFrom)).not.toMatch(/Blocked cross-origin request/);
    await page.close();
  });
}
