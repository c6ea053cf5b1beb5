/**
 * Storybook only: every agent store a story creates, with an event log started the moment the store is
 * created (so the inspector beside the story misses no event, even those a story applies in its first
 * effect). `instrumentedCore.ts` registers stores; `withEventInspector` shows them. Bounded: at most
 * `PER_STORY` stores (the newest) of the story on screen; stores of other stories are stopped and dropped.
 */
import type { AgentStore } from "@reasoning-ui/core";
import { createEventLog, type EventLog } from "@reasoning-ui/react/devtools";

export interface RegisteredStore {
  /** 1, 2, 3… in creation order. */
  n: number;
  storyId: string;
  store: AgentStore;
  log: EventLog;
}

const PER_STORY = 4;
let currentStoryId = "";
let counter = 0;
let stores: RegisteredStore[] = [];
const listeners = new Set<() => void>();
let queued = false;

const emit = () => {
  // Stores are created while React renders the story: tell the inspector afterwards, never during a render.
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    for (const fn of [...listeners]) fn();
  });
};

/** The story being rendered (set by the decorator before the story renders). */
export function setCurrentStory(storyId: string): void {
  if (storyId === currentStoryId) return;
  currentStoryId = storyId;
  for (const s of stores) if (s.storyId !== storyId) s.log.stop();
  stores = stores.filter((s) => s.storyId === storyId);
  emit();
}

export function registerStore(store: AgentStore): void {
  const log = createEventLog(store, { capacity: 500 });
  log.start();
  stores.push({ n: ++counter, storyId: currentStoryId, store, log });
  const mine = stores.filter((s) => s.storyId === currentStoryId);
  for (const old of mine.slice(0, Math.max(0, mine.length - PER_STORY))) old.log.stop();
  stores = stores.filter((s) => s.storyId !== currentStoryId || mine.indexOf(s) >= mine.length - PER_STORY);
  emit();
}

let snapshot: readonly RegisteredStore[] = [];
export const registry = {
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  /** The stores of `storyId`, oldest first (a stable array between changes). */
  storesOf(storyId: string): readonly RegisteredStore[] {
    const next = stores.filter((s) => s.storyId === storyId);
    if (next.length !== snapshot.length || next.some((s, i) => s !== snapshot[i])) snapshot = next;
    return snapshot;
  },
};
