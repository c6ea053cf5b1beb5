/**
 * Every environment a user brings (issue 21), on the example apps as built for production:
 * - a fresh Next.js app's defaults: `next build` on the latest major with `cacheComponents` on prerenders the
 *   page and keeps the route handler dynamic;
 * - a non-secure origin (`http://lan-host.test:…`, as a phone on the LAN opens a dev server): no
 *   `crypto.randomUUID`, and the chat still runs visible, summary and hidden turns;
 * - both OS colour schemes: axe `color-contrast` and `region` clean after those turns, panels open; `region` also
 *   on a page without `<main>` (the Quick start's own `<section aria-label="Chat">` is the landmark);
 * - a global reset stylesheet (`* { margin: 0; padding: 0 }`) before and after the kit's: the kit's layout unchanged;
 * - a cut agent stream behind `vite preview`'s proxy and Next.js' route handler: the turn ends as interrupted within
 *   seconds, not at the client's 120 s idle timeout.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { axeViolations, exampleUrl, isAgentPost, launchChromium, turn } from "./browser";

const nextDir = new URL("../../examples/nextjs/", import.meta.url);
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The non-secure origin: Chromium resolves this name to 127.0.0.1, and it is neither localhost nor HTTPS. */
const LAN_HOST = "lan-host.test";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]);
});
afterAll(() => browser?.close());

test("examples/nextjs builds on the latest Next.js major with its defaults: cacheComponents on, / prerendered, /api/agent dynamic", () => {
  expect(inject("nextBuildError"), "next build failed").toBe("");
  const version = (JSON.parse(readFileSync(new URL("node_modules/next/package.json", nextDir), "utf8")) as { version: string }).version;
  expect(Number(version.split(".")[0])).toBeGreaterThanOrEqual(16);
  const built = JSON.parse(readFileSync(new URL(".next/required-server-files.json", nextDir), "utf8")) as { config: { cacheComponents?: boolean } };
  expect(built.config.cacheComponents).toBe(true);
  const prerendered = Object.keys((JSON.parse(readFileSync(new URL(".next/prerender-manifest.json", nextDir), "utf8")) as { routes: object }).routes);
  expect(prerendered).toContain("/");
  expect(prerendered.filter((r) => r.startsWith("/api/agent"))).toEqual([]);
  // The route handler as the README shows it: no `export const dynamic` (rejected under cacheComponents).
  expect(readFileSync(new URL("app/api/agent/[[...path]]/route.ts", nextDir), "utf8")).not.toMatch(/export const dynamic/);
});

/**
 * Where each of the kit's elements is and how big (px, rounded): relative to the list's scrolling content for what
 * scrolls, else to the chat section — the layout a reset stylesheet must not change.
 */
const kitLayout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".chat [data-rui]")].map((el, i) => {
      const origin = (el.closest('[data-rui="message-list-viewport-content"]') ?? el.closest(".chat"))!.getBoundingClientRect();
      const r = el.getBoundingClientRect();
      const round = (n: number) => Math.round(n);
      return `${i} ${el.getAttribute("data-rui")}: at ${round(r.left - origin.left)},${round(r.top - origin.top)} size ${round(r.width)}×${round(r.height)}`;
    }),
  );

const resetCss = "* { margin: 0; padding: 0 }";

describe.each([
  ["examples/vite (vite preview, proxy)", "vite"],
  ["examples/nextjs (next start, route handler)", "next"],
] as const)("%s", (_name, app) => {
  let page: Page;
  const errors: string[] = [];
  const sent: { runId: string; messages: { id: string; role: string }[] }[] = [];
  let secure: { isSecureContext: boolean; randomUUID: string } | undefined;

  beforeAll(async () => {
    const origin = exampleUrl(app).replace("127.0.0.1", LAN_HOST);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    page.on("pageerror", (err) => errors.push(err.message));
    page.on("request", (req) => {
      if (isAgentPost(req.url(), req.method())) sent.push(JSON.parse(req.postData() ?? "null") as (typeof sent)[number]);
    });
    await page.goto(origin);
    secure = await page.evaluate(() => ({ isSecureContext: window.isSecureContext, randomUUID: typeof crypto.randomUUID }));
    for (const text of ["Show visible reasoning", "Now a summary please", "And think about it hidden"]) await turn(page, text);
  }, 120_000);
  afterAll(() => page?.close());

  test("a non-secure origin (http://lan-host.test, no crypto.randomUUID): three turns run, ids are v4 UUIDs, no page error", async () => {
    expect(secure).toEqual({ isSecureContext: false, randomUUID: "undefined" });
    expect(errors).toEqual([]);
    expect(sent).toHaveLength(3);
    for (const body of sent) expect(body.runId).toMatch(V4);
    const userIds = sent[2]!.messages.filter((m) => m.role === "user").map((m) => m.id);
    expect(new Set(userIds).size).toBe(3);
    await expect(page.locator('[data-rui="reasoning"][data-visibility="visible"][data-status="complete"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('[data-rui="summary-badge"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('[data-rui="hidden-indicator"][data-status="complete"]').count()).resolves.toBeGreaterThan(0);
  });

  test("axe color-contrast and region are clean in the light and the dark scheme, reasoning panels open", async () => {
    const closed = page.locator('[data-rui="reasoning-trigger"][aria-expanded="false"]');
    for (let n = await closed.count(); n > 0; n--) await closed.first().click();
    await expect(closed.count()).resolves.toBe(0);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.waitForTimeout(300); // transitions of colours, if any
      expect.soft(await axeViolations(page, ["color-contrast", "region", "landmark-unique", "landmark-main-is-top-level", "landmark-no-duplicate-main"]), `${colorScheme} scheme`).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    // The Quick start's own landmark: on a page without <main> (its landmark role removed), the chat is still in one.
    await page.evaluate(() => document.querySelector("main")!.setAttribute("role", "none"));
    expect.soft(await axeViolations(page, ["region", "landmark-unique"]), "page without <main>").toEqual([]);
    await page.evaluate(() => document.querySelector("main")!.removeAttribute("role"));
  });

  test("a global reset (* { margin: 0; padding: 0 }) before and after the kit's stylesheet leaves the kit's layout unchanged", async () => {
    const before = await kitLayout(page);
    expect(before.length).toBeGreaterThan(10);
    await page.evaluate((css) => {
      const style = document.createElement("style");
      style.textContent = css;
      style.dataset.test = "reset-before";
      document.head.prepend(style);
    }, resetCss);
    expect.soft(await kitLayout(page), "reset before the kit's stylesheet").toEqual(before);
    await page.evaluate((css) => {
      const style = document.createElement("style");
      style.textContent = css;
      style.dataset.test = "reset-after";
      document.head.append(style);
    }, resetCss);
    expect.soft(await kitLayout(page), "reset after the kit's stylesheet").toEqual(before);
    await page.evaluate(() => document.querySelectorAll("style[data-test]").forEach((s) => s.remove()));
  });

  test("a cut agent stream ends the turn within seconds (interrupted), not at the client's idle timeout", async () => {
    const cutPage = await browser.newPage();
    try {
      await cutPage.goto(exampleUrl(app));
      const input = cutPage.getByRole("textbox");
      await input.fill("Please cut the connection");
      const started = Date.now();
      await input.press("Enter");
      // The idle timeout is 120 s: within 15 s the turn can only have ended because the cut reached the page.
      await cutPage.locator('[data-rui="turn-outcome"][data-status="cut"]').waitFor({ timeout: 15_000 });
      await cutPage.locator('[data-rui="composer"]:not([data-running])').waitFor({ timeout: 1_000 });
      await expect(cutPage.locator('[data-rui="reasoning"][data-status="interrupted"]').count()).resolves.toBeGreaterThan(0);
      await expect(cutPage.locator('[data-rui="reasoning"][data-status="streaming"]').count()).resolves.toBe(0);
      console.log(`[installed] ${app}: cut shown as interrupted after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await cutPage.close();
    }
  });
});
