/**
 * What the resumable-run tests in Chromium do to and read from examples/vite's page: a recorder installed before the
 * page's scripts (what the list showed, in order: "Reconnecting…" appearances, an interrupted turn or reasoning
 * panel), a reload the page makes itself the moment a condition holds in its DOM (no test-side timing: the
 * condition is checked on every DOM change, the reload is synchronous with it), and the saved thread read back from
 * the example's IndexedDB.
 */
import { createAgentStore, parseSseStream, type Message } from "@reasoning-ui/core";
import type { BrowserContext, Page } from "playwright";

/** Points of a reasoning turn the page reloads at, as DOM conditions (checked on every change of the list). */
export const RELOAD_AT = {
  /** `hidden` scenario: the reasoning span is open, nothing streamed yet (the first delta comes seconds later). */
  "before the first delta": `(() => { const r = document.querySelector('[data-rui="reasoning"][data-status="streaming"]'); return !!r && !document.querySelector('[data-rui="message"][data-role="assistant"]'); })()`,
  /** `summary` scenario: the visible summary is streaming. */
  "mid-reasoning": `(() => { const p = document.querySelector('[data-rui="reasoning"][data-status="streaming"] [data-rui="reasoning-part"]'); return !!p && p.textContent.length > 20; })()`,
  /** `summary` scenario: the reasoning has completed, the answer is streaming. */
  "mid-answer": `(() => { const c = [...document.querySelectorAll('[data-rui="message"][data-role="assistant"] [data-rui="message-content"]')].at(-1); return !!c && c.textContent.length > 12 && !!document.querySelector('[data-rui="composer"][data-running]'); })()`,
  /** `tool` scenario: the tool call's arguments are streaming (no encrypted value, no result yet). */
  "during a tool call": `(() => !!document.querySelector('[data-rui="tool-call"][data-status="running"]') && !document.querySelector('[data-rui="tool-encrypted"]'))()`,
  /** `tool` scenario: the tool call's encrypted value has just arrived (its result not yet). */
  "right after an encrypted value": `(() => !!document.querySelector('[data-rui="tool-call"][data-status="running"] [data-rui="tool-encrypted"]'))()`,
} as const;
export type ReloadPoint = keyof typeof RELOAD_AT;

/** What the page showed, in order, since the context opened (kept across reloads in sessionStorage). */
export interface Shown {
  /** "reconnecting" each time the "Reconnecting…" row appeared; "interrupted" the first time a turn or panel showed as interrupted (per document); "reload" when the page reloaded itself. */
  seen: string[];
}

/** Installs the recorder and the self-reload on every document of `context`. */
export async function record(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const KEY = "rui-test-shown";
    const load = (): string[] => JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    const push = (what: string) => sessionStorage.setItem(KEY, JSON.stringify([...load(), what]));
    let reconnecting = false;
    let interrupted = false;
    const check = () => {
      const r = !!document.querySelector('[data-rui="turn-outcome"][data-status="reconnecting"]');
      if (r && !reconnecting) push("reconnecting");
      reconnecting = r;
      if (!interrupted && document.querySelector('[data-rui="turn-outcome"][data-status="cut"], [data-rui="reasoning"][data-status="interrupted"]')) {
        interrupted = true;
        push("interrupted");
      }
      const when = sessionStorage.getItem("rui-test-reload-when");
      // eslint-disable-next-line no-eval
      if (when && (0, eval)(when)) {
        sessionStorage.removeItem("rui-test-reload-when");
        push("reload");
        location.reload();
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

export const shown = async (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem("rui-test-shown") ?? "[]"));

/** Arms the page to reload itself the moment `condition` (a JS expression) holds. */
export const reloadWhen = (page: Page, condition: string) => page.evaluate((c) => sessionStorage.setItem("rui-test-reload-when", c), condition);

/** Sends `text` from the composer (Enter). */
export async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole("textbox");
  await input.fill(text);
  await input.press("Enter");
}

/** The example's saved thread (IndexedDB `reasoning-ui`, the most recently updated one), or undefined. */
export interface StoredThread {
  threadId: string;
  messages: Message[];
  reasoning: Record<string, { status: string; startedAt?: number; endedAt?: number }>;
  spans: Record<string, { status: string }>;
  runs: { runId: string; status: string; startedAt: number; userMessageId?: string; messageIds: string[]; error?: { message: string; code?: string } }[];
  openRun?: { threadId: string; runId: string; lastEventId?: string };
}

export function storedThread(page: Page): Promise<StoredThread | undefined> {
  return page.evaluate(
    () =>
      new Promise<StoredThread | undefined>((resolve, reject) => {
        const open = indexedDB.open("reasoning-ui");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("threads")) return (db.close(), resolve(undefined));
          const store = db.transaction("threads").objectStore("threads");
          const index = store.get("rui-threads");
          index.onsuccess = () => {
            const first = (index.result as { threads?: { threadId: string }[] } | undefined)?.threads?.[0];
            if (!first) return (db.close(), resolve(undefined));
            const thread = store.get(`rui-thread:${first.threadId}`);
            thread.onsuccess = () => (db.close(), resolve(thread.result as StoredThread));
          };
        };
      }),
  );
}

/**
 * The uninterrupted turn: the run's whole log read from the agent (`agentUrl`, its run route) and folded by the kit's
 * store after the same user message — what the page would hold had nothing happened.
 */
export async function uninterrupted(agentUrl: string, thread: StoredThread): Promise<Message[]> {
  const run = thread.runs[thread.runs.length - 1]!;
  const res = await fetch(`${agentUrl}/runs/${run.runId}?threadId=${encodeURIComponent(thread.threadId)}`, { headers: { Accept: "text/event-stream" } });
  if (!res.ok) throw new Error(`the agent's log of ${run.runId}: HTTP ${res.status} ${await res.text()}`);
  const store = createAgentStore({ threadId: thread.threadId });
  const at = thread.messages.findIndex((m) => m.id === run.userMessageId);
  for (const m of thread.messages.slice(0, at + 1)) store.getState().addMessage(m);
  store.getState().beginRun(run.runId);
  for await (const e of parseSseStream(res.body!)) store.getState().applyEvent(e);
  return store.getState().messages;
}
