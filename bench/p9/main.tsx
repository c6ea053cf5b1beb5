/**
 * P9 page (issue 22): a 300-turn thread restored from the browser's real IndexedDB.
 *   seed(): builds the thread (bench/p9/thread.ts) and saves it through a session on `indexedDbStorage`.
 *   restore(): mounts the Quick start's components on the same database and times, from mount: the store restored
 *     (IndexedDB read, validation, fold; the session's `ready()`), the list committed with every row, and the first
 *     frame after it (a requestAnimationFrame, then a task: the paint has happened) — the list's newest turns, as it
 *     mounts a long thread progressively — and the paint of the whole thread (every row mounted).
 */
import { createRoot } from "react-dom/client";
import { createAgentSession } from "@reasoning-ui/core";
import { indexedDbStorage, threadStorage } from "@reasoning-ui/core/storage";
import { AgentProvider, MessageList, MessageListViewport, useAgentRun, type UseAgentRunResult } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { longThread } from "./thread";

const DB = "p9-bench";
const w = window as unknown as Record<string, unknown>;

w.seed = async () => {
  const store = longThread(300, 10);
  const session = createAgentSession({ runner: async () => "finished", store, storage: indexedDbStorage({ dbName: DB }) });
  session.connect();
  await session.ready();
  store.getState().addMessage({ id: "last", role: "user", content: "the last question" });
  await session.flush();
  return store.getState().messages.length;
};

w.restore = (expected: number) =>
  new Promise<{ ready: number; rows: number; paint: number; all: number }>((resolve) => {
    const t0 = performance.now();
    let ready = 0;
    let agentRef: UseAgentRunResult | undefined;
    function Chat() {
      const agent = useAgentRun({ url: "/none", storage: indexedDbStorage({ dbName: DB }) });
      agentRef = agent;
      return (
        <AgentProvider store={agent.store}>
          <MessageListViewport>
            <MessageList onRetry={agent.retry} />
          </MessageListViewport>
        </AgentProvider>
      );
    }
    const root = document.getElementById("root")!;
    createRoot(root).render(<Chat />);
    let loadingAll = false;
    const check = () => {
      if (!ready && agentRef?.storage === "ready") ready = performance.now() - t0;
      // a paged thread (docs/architecture.md, "Persistence") opens on its newest window: the whole thread is its pages loaded, then mounted
      if (ready && !loadingAll && agentRef?.session.state.getState().earlier) void ((loadingAll = true), agentRef.session.earlier.loadAll());
      const rows = root.querySelectorAll('[data-rui="message"], [data-rui="reasoning"]').length;
      if (agentRef && agentRef.store.getState().messages.length === expected && rows > 0 && root.textContent!.includes("the last question")) {
        const committed = performance.now() - t0;
        requestAnimationFrame(() =>
          setTimeout(() => {
            const paint = performance.now() - t0;
            whole(root, t0).then((all) => resolve({ ready: ready || committed, rows: committed, paint, all }));
          }),
        );
        return;
      }
      requestAnimationFrame(check);
    };
    const observer = new MutationObserver(() => {
      if (!ready && agentRef?.storage === "ready") ready = performance.now() - t0;
    });
    observer.observe(root, { childList: true, subtree: true });
    requestAnimationFrame(check);
  });

/**
 * Issue 30 (docs/architecture.md, "Persistence"): a cold page to the first paint of the stored thread's newest window — mount, the list and the
 * head read from IndexedDB, validated and folded, the newest turns committed and painted — and what was read
 * before that paint (JSON characters of every value loaded).
 */
w.restoreWindow = () =>
  new Promise<{ ready: number; paint: number; chars: number; keys: string[] }>((resolve) => {
    const loaded: Array<[string, unknown]> = [];
    const inner = indexedDbStorage({ dbName: DB });
    const storage = threadStorage({
      load: async (key: string) => {
        const value = await inner.load(key);
        loaded.push([key, value]);
        return value;
      },
      save: (key: string, value: unknown) => inner.save(key, value),
      remove: (key: string) => inner.remove(key),
    });
    const t0 = performance.now();
    let ready = 0;
    let agentRef: UseAgentRunResult | undefined;
    function Chat() {
      const agent = useAgentRun({ url: "/none", storage });
      agentRef = agent;
      return (
        <AgentProvider session={agent.session}>
          <MessageListViewport>
            <MessageList onRetry={agent.retry} />
          </MessageListViewport>
        </AgentProvider>
      );
    }
    const root = document.getElementById("root")!;
    createRoot(root).render(<Chat />);
    const check = () => {
      if (!ready && agentRef?.storage === "ready") ready = performance.now() - t0;
      const rows = root.querySelectorAll('[data-rui="message"], [data-rui="reasoning"]').length;
      if (ready && rows > 0 && root.textContent!.includes("the last question")) {
        const read = loaded.slice();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const paint = performance.now() - t0;
            resolve({ ready, paint, chars: read.reduce((n, [, v]) => n + JSON.stringify(v ?? null).length, 0), keys: read.map(([k]) => k.split(":")[0]!) });
          }),
        );
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });

w.benchReady = true;

/** The restore's parts, without React: IndexedDB read, validation, fold into a store, the list rows. */
w.parts = async () => {
  const { parseStoredThread } = await import("@reasoning-ui/core/storage");
  const { createAgentStore, selectListItems } = await import("@reasoning-ui/core");
  const storage = indexedDbStorage({ dbName: DB });
  const t0 = performance.now();
  const index = await storage.load("rui-threads");
  const t1 = performance.now();
  const id = (index as { threads: { threadId: string }[] }).threads[0]!.threadId;
  const value = await storage.load(`rui-thread:${id}`);
  const t2 = performance.now();
  const parsed = parseStoredThread(value);
  const t3 = performance.now();
  const store = createAgentStore();
  if (parsed.ok) store.getState().restore(parsed.snapshot);
  const t4 = performance.now();
  selectListItems(store.getState());
  const t5 = performance.now();
  return { index: t1 - t0, read: t2 - t1, validate: t3 - t2, fold: t4 - t3, rows: t5 - t4 };
};

/**
 * Time from `t0` until the list holds every row (progressive mounting done: no `data-mounting`; the row count is
 * left in `window.wholeRows`) and a frame has painted it.
 */
const whole = (root: HTMLElement, t0: number) =>
  new Promise<number>((resolve) => {
    const check = () => {
      const list = root.querySelector('[data-rui="message-list"]');
      const rows = root.querySelectorAll('[data-rui="message"], [data-rui="reasoning"]').length;
      if (list && !list.hasAttribute("data-mounting") && rows > 0) {
        w.wholeRows = rows;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
        return;
      }
      requestAnimationFrame(check);
    };
    check();
  });

/** Control: the same thread already in memory (no storage), mounted in the same list — what rendering alone costs. */
w.control = () =>
  new Promise<{ paint: number; all: number }>((resolve) => {
    const store = longThread(300, 10);
    const root = document.getElementById("root")!;
    const t0 = performance.now();
    createRoot(root).render(
      <AgentProvider store={store}>
        <MessageListViewport>
          <MessageList />
        </MessageListViewport>
      </AgentProvider>,
    );
    requestAnimationFrame(() =>
      setTimeout(() => {
        const paint = performance.now() - t0;
        whole(root, t0).then((all) => resolve({ paint, all }));
      }),
    );
  });
