/**
 * P12 in Chromium (issue 34): reload mid-run → the first resumed delta on screen, measured from the paint of the
 * restored thread. examples/vite built for production and served by `vite preview` with the README's proxy to the
 * demo agent (paced 20 ms a delta, run log in memory); the page reloads itself mid-reasoning (a DOM condition checked
 * on every change, so no timing guess), and the new document marks, on its own clock (`performance.now()`, after the
 * next paint: requestAnimationFrame then a task):
 * - `restored`: the restored thread painted (the user's message row is on screen);
 * - `resumed`: the first resumed delta painted (the turn's reasoning text back on screen, replayed from the log);
 * - `new`: the first delta the agent streamed after the reload painted (reasoning beyond what the page showed
 *   before, or the answer).
 * The reload is armed at the first visible reasoning delta: the demo's summary reasoning is short, and when it ends
 * while the page is away (the restore now loads the storage engine and event families on first use, ~150–200 ms under
 * load), the resumed block is complete and closed and shows no text to time.
 * Prints figures beside the budget; never asserted.
 *   node --import tsx bench/p12/chromium.ts [--short]
 */
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { createDemoAgent } from "@reasoning-ui/demo-agent";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const RUNS = SHORT ? 3 : 9;
const root = fileURLToPath(new URL("../../examples/vite", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p12", import.meta.url));
const row = (name: string, value: string, budget: string) => console.log(`  ${name.padEnd(58)} ${value.padStart(14)}   budget ${budget}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

const agent = createDemoAgent({ port: 0, paceMs: 20 });
const { url } = await agent.listen();
process.env.AGENT_URL = url; // read by examples/vite/vite.config.ts (its proxy)
await build({ root, configFile: `${root}/vite.config.ts`, logLevel: "error", mode: "production", resolve: { alias }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: `${root}/vite.config.ts`, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const origin = `http://127.0.0.1:${(server.httpServer.address() as { port: number }).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});

/**
 * In every document: reload when armed and the reasoning streams visibly; after a reload, the marks above. A string
 * (not a function): tsx's transform would put helpers into a serialised function that the page does not have.
 */
const MARKS = `(() => {
  const s = sessionStorage;
  const text = () => document.querySelector('[data-rui="reasoning"] [data-rui="reasoning-part"]')?.textContent ?? "";
  const afterPaint = (key) => {
    if (s.getItem(key)) return;
    s.setItem(key, "pending");
    const at = performance.now();
    requestAnimationFrame(() => setTimeout(() => s.setItem(key, String(Math.max(at, performance.now())))));
  };
  const reloaded = s.getItem("p12-pre") !== null;
  const check = () => {
    if (s.getItem("p12-arm") && document.querySelector('[data-rui="reasoning"][data-status="streaming"]') && text().length > 0) {
      s.removeItem("p12-arm");
      s.setItem("p12-pre", String(text().length));
      location.reload();
      return;
    }
    if (!reloaded) return;
    if (document.querySelector('[data-rui="message"][data-role="user"]')) afterPaint("p12-restored");
    const n = text().length;
    if (n > 0) afterPaint("p12-resumed");
    if (n > Number(s.getItem("p12-pre")) || document.querySelector('[data-rui="message"][data-role="assistant"]')) afterPaint("p12-new");
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

try {
  const resumed: number[] = [];
  const fresh: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: MARKS });
    const page = await context.newPage();
    await page.goto(origin);
    await page.locator('[data-rui="composer"]').waitFor();
    await page.evaluate(() => sessionStorage.setItem("p12-arm", "1"));
    const input = page.getByRole("textbox");
    await input.fill("a summary please");
    await input.press("Enter");
    // The page's own marks, on its own clock (this wait only collects them).
    await page.waitForFunction(() => ["p12-restored", "p12-resumed", "p12-new"].every((k) => Number(sessionStorage.getItem(k)) > 0), undefined, { timeout: 30_000 }).catch(async (e) => {
      console.error(`P12 marks not all set: ${await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))}`);
      throw e;
    });
    const m = await page.evaluate(() => ["p12-restored", "p12-resumed", "p12-new"].map((k) => Number(sessionStorage.getItem(k))));
    await page.locator('[data-rui="composer"]:not([data-running])').waitFor({ timeout: 30_000 });
    await context.close();
    if (i === 0) continue; // warm-up (the agent's and the browser's first run)
    resumed.push(m[1]! - m[0]!);
    fresh.push(m[2]! - m[0]!);
  }
  console.log(`\nP12 in Chromium: reload mid-reasoning, examples/vite production build through the README's Vite proxy, demo agent 20 ms a delta, median of ${RUNS}`);
  row("reload → first resumed delta on screen (Chromium, after paint)", `${median(resumed).toFixed(1)} ms`, "≤ 300 ms after the restored thread paints");
  record("p12-reload-chromium", { label: "reload → first resumed delta on screen (Chromium, after paint)", value: median(resumed), unit: "ms", budget: 300, note: `+ agent pacing ${median(fresh).toFixed(1)} ms; median of ${RUNS}` });
  row("reload → first new delta on screen (Chromium, + agent pacing)", `${median(fresh).toFixed(1)} ms`, "(none: includes the agent's next 20 ms delta)");
} finally {
  await browser.close();
  await server.close();
  await agent.close();
}
process.exit(0);
