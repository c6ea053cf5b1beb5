/**
 * The live clock counts from the run's real start (issue 39, item 3), in Chromium, on examples/vite's page behind the
 * README's Vite proxy, against the real demo agent (a slow one: 250 ms a delta, so the reasoning lasts many seconds).
 * The clock is read from the screen ("Thinking… Ns", "Stopped thinking after N seconds"):
 * - after a reload mid-reasoning the page reads at least what it read before (it does not restart from 0);
 * - a second tab opening the app mid-run reads what the first reads (±1 s), not the time since it opened;
 * - after Stop in the second tab both tabs read the same duration.
 */
import { createDemoAgent } from "@reasoning-ui/demo-agent";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchChromium } from "../installed/browser";
import { record, send, storedThread } from "./resumable/page";
import { startExample } from "./resumable/servers";

let browser: Browser;
const slow = createDemoAgent({ port: 0, paceMs: 250 });
let origin = "";
let close = async () => undefined as unknown;

beforeAll(async () => {
  const { url } = await slow.listen();
  const app = await startExample("vite-proxy", url);
  origin = app.origin;
  close = () => app.server.close();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await close();
  await slow.close();
});

const clock = '[data-rui="reasoning"] [data-rui="reasoning-duration"]';

/** The seconds the page's clock shows now ("Thinking… 7s" → 7, "Stopped thinking after 8 seconds" → 8), or undefined. */
async function seconds(page: Page): Promise<number | undefined> {
  const text = await page.locator(clock).first().textContent({ timeout: 1_000 }).catch(() => null);
  const m = text ? /(\d+)\s*s(?:econds?)?\b/.exec(text) : null;
  if (!m) return text && /less than a second|Thinking…$/.test(text.trim()) ? 0 : undefined;
  const minutes = /(\d+)\s*minutes?/.exec(text!);
  return Number(m[1]) + (minutes ? Number(minutes[1]) * 60 : 0);
}

/** Waits until the page's live clock shows at least `n` seconds; returns what it shows. */
async function atLeast(page: Page, n: number): Promise<number> {
  await expect.poll(async () => (await seconds(page)) ?? -1, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  return (await seconds(page))!;
}

test("after a reload, in a second tab, and after Stop, the clock reads the run's own time", { timeout: 90_000 }, async () => {
  const context = await browser.newContext();
  await record(context);
  const a = await context.newPage();
  try {
    await a.goto(origin);
    await a.locator('[data-rui="composer"]').waitFor();
    await send(a, "visible please");
    await a.locator('[data-rui="reasoning"][data-status="streaming"]').waitFor({ timeout: 30_000 });
    const before = await atLeast(a, 5);
    await expect.poll(async () => (await storedThread(a).catch(() => undefined))?.openRun?.lastEventId, { timeout: 30_000 }).toBeTruthy();

    // A reload mid-reasoning: the clock goes on from the run's start, it does not restart. The replayed run arrives
    // in a burst: within 2 s of the panel's return (a clock restarted from 0 reads at most 2) it reads what it read.
    await a.reload();
    await a.locator('[data-rui="reasoning"][data-status="streaming"]').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await seconds(a)) ?? -1, { timeout: 2_000, interval: 100 }).toBeGreaterThanOrEqual(before);

    // A second tab opened now reads what the first reads (the same run, the same start).
    const b = await context.newPage();
    await b.goto(origin);
    await b.locator('[data-rui="reasoning"][data-status="streaming"]').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await seconds(b)) ?? -1, { timeout: 2_000, interval: 100 }).toBeGreaterThanOrEqual(before);
    const [inA, inB] = [await seconds(a), await seconds(b)];
    expect(Math.abs(inB! - inA!)).toBeLessThanOrEqual(1);

    // Stop in the second tab: both tabs read the same duration.
    await atLeast(b, inB! + 1);
    await b.locator('[data-rui="composer-stop"]').click();
    for (const p of [a, b]) await p.locator('[data-rui="composer"]:not([data-running])').waitFor({ timeout: 30_000 });
    const stopped = async (p: Page) => {
      await expect.poll(async () => (await p.locator(clock).first().textContent()) ?? "", { timeout: 30_000 }).toMatch(/^Stopped thinking/);
      return seconds(p);
    };
    const [endA, endB] = [await stopped(a), await stopped(b)];
    expect(endA).toBeGreaterThanOrEqual(inB! + 1);
    expect(endA).toBe(endB);
  } finally {
    await context.close();
  }
});
