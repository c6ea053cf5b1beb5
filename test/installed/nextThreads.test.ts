/**
 * examples/nextjs `/synced` as built for production: threads on the app's own `/api/threads` (@reasoning-ui/server
 * on a SQLite file), per demo sign-in user (issue 30). Two browser profiles of one user share the conversation;
 * both saving at the same moment: exactly one wins, the other is told and its turn is kept as a separate thread;
 * another user sees none of it.
 */
import type { Browser, BrowserContext, Page } from "playwright";
import { afterAll, beforeAll, expect, test } from "vitest";
import { exampleUrl, launchChromium, turn } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const userRows = async (page: Page) => (await page.locator('[data-rui="message"][data-role="user"]').allTextContents()).map((t) => t.replace(/^You: /, ""));
const listed = (page: Page) => page.locator('[data-rui="thread-list-item-trigger"]').allTextContents();

/** A browser profile signed in as `user` (the demo sign-in's cookie), on /synced. */
async function profile(origin: string, user: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  await page.goto(`${origin}/synced`);
  await page.getByLabel(/Demo sign-in/).fill(user);
  await page.getByRole("button", { name: "Sign in" }).click(); // a POST from this origin → 303 /synced
  await page.getByText(`Signed in as ${user}`).waitFor();
  return { context, page, errors };
}

test("/synced: one user's two profiles share a thread; saving at once, one wins and the other's turn is kept; another user sees nothing", { timeout: 120_000 }, async () => {
  const origin = exampleUrl("next");
  const user = `u${Date.now().toString(36)}`;
  const one = await profile(origin, user);
  const two = await profile(origin, user);
  const other = await profile(origin, `${user}x`);
  try {
    await turn(one.page, "Hello from the first profile");
    await expect.poll(() => listed(one.page), { timeout: 15_000 }).toEqual(["Hello from the first profile"]);

    await two.page.reload(); // the other device, next load: the thread is there
    await expect.poll(() => userRows(two.page), { timeout: 15_000 }).toEqual(["Hello from the first profile"]);

    // Both send at the same moment: one save wins (If-Match on one revision), the other gets `conflict`.
    await Promise.all([turn(one.page, "First profile again"), turn(two.page, "Second profile here")]);
    const notices = () => Promise.all([one, two].map((p) => p.page.locator('[data-rui="storage-notice"][data-code="conflict"]').count()));
    await expect.poll(async () => (await notices()).reduce((a, b) => a + b, 0), { timeout: 15_000 }).toBe(1);
    const [n1] = await notices();
    const loser = n1 === 1 ? one : two;
    const lost = loser === one ? "First profile again" : "Second profile here";
    const won = loser === one ? "Second profile here" : "First profile again";

    // The loser's turns are saved as a separate thread: its own list shows both once that save has landed (a reload
    // while that save is still in flight is another path, not this test's).
    await expect.poll(async () => (await listed(loser.page)).length, { timeout: 30_000 }).toBe(2);
    // Nothing lost: after a reload, the list has the thread (with the winner's turn) and the loser's separate one.
    await loser.page.reload();
    await expect.poll(async () => (await listed(loser.page)).length, { timeout: 15_000 }).toBe(2);
    const seen = new Set<string>();
    const ids = await loser.page.locator('[data-rui="thread-list-item"]').evaluateAll((items) => items.map((li) => li.getAttribute("data-thread-id")));
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      // Opened when *this* item is the active one (the store holds its thread): the other item was active before the
      // click, with two user rows too, so waiting for "an active item" and two rows could read the previous thread.
      const item = loser.page.locator(`[data-rui="thread-list-item"][data-thread-id="${id}"]`);
      await item.locator('[data-rui="thread-list-item-trigger"]').click();
      await item.and(loser.page.locator("[data-active]")).waitFor({ timeout: 15_000 });
      await expect.poll(async () => (await userRows(loser.page)).length, { timeout: 15_000 }).toBe(2);
      for (const row of await userRows(loser.page)) seen.add(row);
    }
    expect(seen).toEqual(new Set(["Hello from the first profile", won, lost]));

    // Another user: nothing of it.
    await other.page.reload();
    await other.page.getByText(`Signed in as ${user}x`).waitFor();
    expect(await listed(other.page)).toEqual([]);
    expect(await userRows(other.page)).toEqual([]);
    expect([...one.errors, ...two.errors, ...other.errors]).toEqual([]);
  } finally {
    await Promise.all([one, two, other].map((p) => p.context.close()));
  }
});
