/**
 * Runs that outlive the page (issue 34), in Chromium, on examples/vite's page, against the real demo agent behind the
 * README's Vite proxy and behind the README's Next.js route handler (test/dev/resumable/servers.ts), with a
 * forwarding balancer in front of the agents (it cuts connections, as a proxy restart does, and switches instances):
 * - a reload before the first delta, mid-reasoning, mid-answer, during a tool call and right after an encrypted value
 *   re-attaches, never shows the turn interrupted, and ends with the saved thread equal, byte for byte, to the run's
 *   uninterrupted turn (its whole log folded after the same user message);
 * - a connection cut mid-run re-attaches, "Reconnecting…" shown once and never "interrupted";
 * - two demo agents sharing one real redis-server: the re-attach is served by the other instance;
 * - Stop in a second tab ends the run in the first tab and at the agent;
 * - an expired log: the turn comes back as saved, interrupted with its reason in words, after the partial answer;
 * - with no run log at all: a reload mid-answer restores the completed reasoning as completed (not interrupted).
 * Every wait is on a condition (the DOM, the saved thread, the agent's status), never on elapsed time.
 */
import { createDemoAgent } from "@reasoning-ui/demo-agent";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort, startDemoAgent } from "../../scripts/demoAgentProcess.mjs";
import { startRedis } from "../../scripts/redisProcess.mjs";
import { launchChromium } from "../installed/browser";
import { RELOAD_AT, type ReloadPoint, record, reloadWhen, send, shown, storedThread, uninterrupted, type StoredThread } from "./resumable/page";
import { type Balancer, startBalancer, startExample } from "./resumable/servers";

const SCENARIO: Record<ReloadPoint, string> = {
  "before the first delta": "hidden reasoning please",
  "mid-reasoning": "a summary please",
  "mid-answer": "a summary please",
  "during a tool call": "use the tool please",
  "right after an encrypted value": "use the tool please",
};

/** Instances behind the balancer: 0 the demo agent process (memory log), 1 a log expiring 50 ms after the run ends, 2 no run log, 3 slow (150 ms a delta). */
const LOGGED = 0;
const EXPIRING = 1;
const NO_LOG = 2;
const SLOW = 3;

let browser: Browser;
let agent: Awaited<ReturnType<typeof startDemoAgent>>;
const expiring = createDemoAgent({ port: 0, paceMs: 30, runLog: { ttlMs: 50 } });
const noLog = createDemoAgent({ port: 0, paceMs: 30, runLog: false });
const slow = createDemoAgent({ port: 0, paceMs: 150 });
let lb: Balancer;

beforeAll(async () => {
  agent = await startDemoAgent({ port: await freePort(), paceMs: 30 });
  const urls = [agent.url, (await expiring.listen()).url, (await noLog.listen()).url, (await slow.listen()).url];
  lb = await startBalancer(urls);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await lb?.close();
  await Promise.all([agent?.stop(), expiring.close(), noLog.close(), slow.close()]);
});

const idle = (page: Page) => page.locator('[data-rui="composer"]:not([data-running])').waitFor({ timeout: 30_000 });
const saved = (page: Page) => storedThread(page).catch(() => undefined);

/** Waits until the page's saved thread has its last run settled with `status` and no open run. */
async function settled(page: Page, status: string): Promise<StoredThread> {
  await expect.poll(async () => {
    const t = await saved(page);
    return t && !t.openRun ? t.runs.at(-1)?.status : undefined;
  }, { timeout: 30_000 }).toBe(status);
  await idle(page);
  return (await saved(page))!;
}

/** The run's final thread is its uninterrupted turn, byte for byte; nothing shows as interrupted. */
async function expectUninterrupted(page: Page, agentUrl: string): Promise<StoredThread> {
  const thread = await settled(page, "finished");
  expect(thread.runs).toHaveLength(1);
  expect(JSON.stringify(thread.messages)).toBe(JSON.stringify(await uninterrupted(agentUrl, thread)));
  for (const r of Object.values(thread.reasoning)) expect(r.status).toBe("complete");
  for (const s of Object.values(thread.spans)) expect(s.status).toBe("complete");
  expect(await page.locator('[data-status="interrupted"], [data-status="cut"]').count()).toBe(0);
  return thread;
}

async function open(origin: string): Promise<Page> {
  const context = await browser.newContext();
  await record(context);
  const page = await context.newPage();
  await page.goto(origin);
  await page.locator('[data-rui="composer"]').waitFor();
  return page;
}

/** The rows of the list in document order (its live-region announcer left out), as "rui:status" (or "rui:role"). */
const rows = (page: Page) =>
  page.locator('[data-rui="message-list"] > :not([data-rui="list-announcer"])').evaluateAll((els) => els.map((e) => `${e.getAttribute("data-rui")}:${e.getAttribute("data-status") ?? e.getAttribute("data-role") ?? ""}`));

describe.each(["vite-proxy", "next-route"] as const)("through the README's %s", (via) => {
  let origin = "";
  let close = async () => undefined as unknown;
  beforeAll(async () => {
    const app = await startExample(via, lb.url);
    origin = app.origin;
    close = () => app.server.close();
  }, 120_000);
  afterAll(() => close());

  for (const point of Object.keys(RELOAD_AT) as ReloadPoint[]) {
    test(`a reload ${point} re-attaches in place and ends as the uninterrupted turn, byte for byte`, { timeout: 60_000 }, async () => {
      lb.use(LOGGED);
      const page = await open(origin);
      try {
        await reloadWhen(page, RELOAD_AT[point]);
        const before = lb.log.length;
        await send(page, SCENARIO[point]);
        await expect.poll(() => shown(page).catch(() => []), { timeout: 30_000 }).toContain("reload");
        const thread = await expectUninterrupted(page, lb.url);
        expect(await shown(page)).toEqual(["reload"]); // never "interrupted", never "Reconnecting…"
        // The reloaded page re-attached through the route beside the run (not a second run).
        const runId = thread.runs[0]!.runId;
        const since = lb.log.slice(before);
        expect(since.filter((r) => r.method === "POST" && r.path === "/agent")).toHaveLength(1);
        expect(since.some((r) => r.method === "GET" && r.path.startsWith(`/agent/runs/${runId}?`))).toBe(true);
      } finally {
        await page.context().close();
      }
    });
  }

  test("a connection cut mid-run re-attaches: Reconnecting… once, never interrupted, the uninterrupted turn", { timeout: 60_000 }, async () => {
    lb.use(LOGGED);
    const page = await open(origin);
    try {
      await send(page, SCENARIO["mid-reasoning"]);
      await page.waitForFunction(RELOAD_AT["mid-reasoning"], undefined, { timeout: 30_000 });
      expect(lb.cut()).toBeGreaterThan(0);
      const thread = await expectUninterrupted(page, lb.url);
      expect(await shown(page)).toEqual(["reconnecting"]);
      expect(lb.log.some((r) => r.method === "GET" && r.path.startsWith(`/agent/runs/${thread.runs[0]!.runId}?`))).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  test("Stop in a second tab ends the run in the first tab and at the agent", { timeout: 60_000 }, async () => {
    lb.use(SLOW);
    const a = await open(origin);
    try {
      await send(a, SCENARIO["mid-reasoning"]);
      // Once the open run is saved with the thread, a second tab opening the app shows the live run (at 150 ms a
      // delta it lasts several seconds more).
      await expect.poll(async () => (await saved(a))?.openRun?.runId, { timeout: 30_000 }).toBeTruthy();
      const { openRun, threadId } = (await saved(a))!;
      const b = await a.context().newPage();
      await b.goto(origin);
      await b.locator('[data-rui="composer"][data-running]').waitFor({ timeout: 30_000 }); // B follows the live run
      await b.locator('[data-rui="composer-stop"]').click();
      await idle(a);
      await idle(b);
      await expect(a.locator('[data-rui="turn-outcome"][data-status="stopped"]').count()).resolves.toBe(1);
      // At the agent, asked through the README's route: cancelled.
      const status = await (await fetch(`${origin}/api/agent/runs/${openRun!.runId}/status?threadId=${encodeURIComponent(threadId)}`)).json();
      expect(status.status).toBe("cancelled");
      expect(await a.locator('[data-rui="storage-notice"]').count()).toBe(0);
      expect(await b.locator('[data-rui="storage-notice"]').count()).toBe(0);
      // A stopped run never comes back on reload.
      await b.reload();
      await b.locator('[data-rui="turn-outcome"][data-status="stopped"]').waitFor({ timeout: 30_000 });
      expect(await b.locator('[data-rui="composer"][data-running]').count()).toBe(0);
    } finally {
      await a.context().close();
    }
  });

  test("an expired log: the turn comes back as saved, interrupted with its reason in words, after its partial answer", { timeout: 60_000 }, async () => {
    lb.use(EXPIRING);
    const page = await open(origin);
    try {
      await send(page, SCENARIO["mid-answer"]);
      await page.waitForFunction(RELOAD_AT["mid-answer"], undefined, { timeout: 30_000 });
      await expect.poll(async () => (await saved(page))?.openRun?.lastEventId, { timeout: 30_000 }).toBeTruthy();
      // The tab goes away mid-run (pagehide: the open run is saved) to a same-origin page that is not the app (a
      // static file: a missing path would get the app's index.html).
      await page.goto(`${origin}/package.json`);
      expect(await page.locator('[data-rui="composer"]').count()).toBe(0);
      const thread = (await saved(page))!;
      const { runId } = thread.openRun!;
      const statusUrl = `${lb.url}/runs/${runId}/status?threadId=${encodeURIComponent(thread.threadId)}`;
      // The run goes on without its reader, ends, and its log expires.
      await expect.poll(async () => (await (await fetch(statusUrl)).json()).status, { timeout: 30_000 }).toBe("unknown");
      await page.goto(origin);
      const outcome = page.locator('[data-rui="turn-outcome"][data-status="cut"]');
      await outcome.waitFor({ timeout: 30_000 });
      expect(await outcome.textContent()).toMatch(/could not be resumed: .*[a-z]{3,} [a-z]{3,}/i);
      expect(await outcome.textContent()).not.toMatch(/run_not_found|run_lost|HTTP \d/);
      // What was saved is shown: the completed reasoning as completed, the partial answer, then the outcome row.
      expect(await rows(page)).toEqual(["message:user", "message-actions:", "reasoning:complete", "message:assistant", "turn-outcome:cut"]);
      const after = (await saved(page))!;
      expect(after.messages.map((m) => m.id)).toEqual(thread.messages.map((m) => m.id));
      expect(after.messages.find((m) => m.role === "reasoning")!.encryptedValue).toBe(thread.messages.find((m) => m.role === "reasoning")!.encryptedValue);
    } finally {
      await page.context().close();
    }
  });

  test("with no run log: a reload mid-answer restores the completed reasoning as completed, the cut row after the partial answer", { timeout: 90_000 }, async () => {
    lb.use(NO_LOG);
    // Three times: the stored state once lost the reasoning's end about one run in three.
    for (let i = 0; i < 3; i++) {
      const page = await open(origin);
      try {
        await reloadWhen(page, RELOAD_AT["mid-answer"]);
        await send(page, SCENARIO["mid-answer"]);
        await expect.poll(() => shown(page).catch(() => []), { timeout: 30_000 }).toContain("reload");
        const outcome = page.locator('[data-rui="turn-outcome"][data-status="cut"]');
        await outcome.waitFor({ timeout: 30_000 });
        expect(await rows(page)).toEqual(["message:user", "message-actions:", "reasoning:complete", "message:assistant", "turn-outcome:cut"]);
        // And so it is saved (the restored state is saved again, from the tab's unsaved note).
        await expect.poll(async () => Object.values((await saved(page))?.reasoning ?? {}).map((r) => r.status), { timeout: 30_000 }).toEqual(["complete"]);
      } finally {
        await page.context().close();
      }
    }
  });
});

describe("two demo agents sharing one redis-server", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const agents: Awaited<ReturnType<typeof startDemoAgent>>[] = [];
  let pair: Balancer;
  let origin = "";
  let close = async () => undefined as unknown;
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) agents.push(await startDemoAgent({ port: await freePort(), paceMs: 30, env: { REDIS_URL: redis.url } }));
    pair = await startBalancer(agents.map((a) => a.url));
    const app = await startExample("vite-proxy", pair.url);
    origin = app.origin;
    close = () => app.server.close();
  }, 120_000);
  afterAll(async () => {
    await close();
    await pair?.close();
    await Promise.all(agents.map((a) => a.stop()));
    await redis?.stop();
  });

  for (const how of ["reload", "cut"] as const) {
    test(`a ${how} mid-run is re-attached by the other instance and ends as the uninterrupted turn`, { timeout: 60_000 }, async () => {
      pair.use(0);
      const page = await open(origin);
      try {
        const before = pair.log.length;
        if (how === "reload") await reloadWhen(page, RELOAD_AT["mid-reasoning"]);
        await send(page, SCENARIO["mid-reasoning"]);
        await expect.poll(() => pair.log.slice(before).some((r) => r.method === "POST"), { timeout: 30_000 }).toBe(true);
        pair.use(1); // the balancer sends everything after the run's start to the other instance
        if (how === "cut") {
          await page.waitForFunction(RELOAD_AT["mid-reasoning"], undefined, { timeout: 30_000 });
          expect(pair.cut()).toBeGreaterThan(0);
        }
        const thread = await expectUninterrupted(page, agents[1]!.url);
        expect(await shown(page)).toEqual([how === "reload" ? "reload" : "reconnecting"]);
        const since = pair.log.slice(before);
        const runId = thread.runs[0]!.runId;
        expect(since.filter((r) => r.method === "POST")).toEqual([{ method: "POST", path: "/agent", instance: 0 }]);
        const reattached = since.filter((r) => r.path.startsWith(`/agent/runs/${runId}?`));
        expect(reattached.length).toBeGreaterThan(0);
        expect(reattached.every((r) => r.instance === 1)).toBe(true);
      } finally {
        await page.context().close();
      }
    });
  }
});
