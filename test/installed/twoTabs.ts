/**
 * Two tabs of one browser profile (one Chromium context: one IndexedDB) on the example app (issue 30): opening the
 * second tab must not put the first into `conflict`; the first tab's next turn is saved and survives a reload; the
 * second tab follows the first one's turns and continues the thread. Shared by the dev-server test (React StrictMode's double
 * effects, test/dev) and the production-build test (test/installed).
 */
import type { Browser, Page } from "playwright";
import { expect } from "vitest";
import { turn } from "./browser";

/** The user messages of the saved thread in the page's IndexedDB (the example's `browserStorage()`), or []. */
export function storedUserTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("reasoning-ui");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("threads")) return resolve([]);
          const store = db.transaction("threads").objectStore("threads");
          const index = store.get("rui-threads");
          index.onsuccess = () => {
            const first = (index.result as { threads?: { threadId: string }[] } | undefined)?.threads?.[0];
            if (!first) return resolve([]);
            const thread = store.get(`rui-thread:${first.threadId}`);
            thread.onsuccess = () => {
              const messages = (thread.result as { messages?: { role: string; content?: unknown }[] } | undefined)?.messages ?? [];
              resolve(messages.filter((m) => m.role === "user").map((m) => String(m.content)));
            };
          };
        };
      }),
  );
}

const userRows = async (page: Page) => (await page.locator('[data-rui="message"][data-role="user"]').allTextContents()).map((t) => t.replace(/^You: /, ""));

export async function twoTabs(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext();
  // The pages' timers run on Playwright's clock: the test moves it past the coalescing delay (500 ms) below, so a
  // save that tab B has pending is made then, not at some moment the test would have to guess.
  await context.clock.install();
  const errors: string[] = [];
  try {
    const a = await context.newPage();
    a.on("pageerror", (err) => errors.push(err.message));
    await a.goto(origin);
    await turn(a, "First turn in tab A");
    await expect.poll(() => storedUserTexts(a), { timeout: 15_000 }).toEqual(["First turn in tab A"]);

    const b = await context.newPage();
    b.on("pageerror", (err) => errors.push(err.message));
    await b.goto(origin);
    await expect.poll(() => userRows(b), { timeout: 15_000 }).toEqual(["First turn in tab A"]);
    await context.clock.runFor(2_000); // B's coalesced save, if it had anything to save (it has not: opening is not an edit)

    // Tab A goes on: its turn is saved (under the bug, opening B had blocked A with a false `conflict`).
    await turn(a, "Second turn in tab A");
    await expect.poll(() => storedUserTexts(a), { timeout: 15_000 }).toEqual(["First turn in tab A", "Second turn in tab A"]);
    expect(await a.locator('[data-rui="storage-notice"]').count()).toBe(0);

    // Tab B had nothing unsaved: it shows A's new turn (the notice between tabs reloads it), and its own turn
    // continues the thread — no conflict, nothing lost.
    await expect.poll(() => userRows(b), { timeout: 15_000 }).toEqual(["First turn in tab A", "Second turn in tab A"]);
    await turn(b, "A turn in tab B");
    await expect.poll(() => storedUserTexts(b), { timeout: 15_000 }).toEqual(["First turn in tab A", "Second turn in tab A", "A turn in tab B"]);
    expect(await b.locator('[data-rui="storage-notice"]').count()).toBe(0);

    // A reload of A shows all three turns, with no notice.
    await a.reload();
    await expect.poll(() => userRows(a), { timeout: 15_000 }).toEqual(["First turn in tab A", "Second turn in tab A", "A turn in tab B"]);
    expect(await a.locator('[data-rui="storage-notice"]').count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}
