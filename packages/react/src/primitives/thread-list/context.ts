"use client";
import { createContext, useContext } from "react";
import type { ReasoningLabels } from "../../labels";

/** One conversation in a thread list (what the session's `threads.list` gives). */
export interface ThreadListEntry {
  /** The thread's id (AG-UI `threadId`). */
  threadId: string;
  /** A title for people (e.g. the first user message, cut short); "New conversation" (`labels.untitledThread`) when absent. */
  title?: string | undefined;
  /** Last change, ms since epoch. */
  updatedAt?: number | undefined;
  /** Saved while a run was streaming (the thread server's list: it may still be answering on another device). */
  running?: boolean | undefined;
}

/** A thread list's data and actions: the props `ThreadList.Root` takes (what `useThreadList` gives). */
export interface ThreadListRootData {
  threads: readonly ThreadListEntry[];
  activeThreadId: string | undefined;
  onSwitch: (threadId: string) => void;
  onCreate: () => void;
  onRemove: (threadId: string) => void;
  /** With a server list: more pages to fetch (`ThreadList.LoadMore`). */
  hasMore?: boolean | undefined;
  /** With a server list: fetches the next page. */
  onLoadMore?: (() => void) | undefined;
  /** With a server list: renames a thread on the server (every device shows it at its next load), then reloads the list. */
  onRename?: ((threadId: string, title: string) => Promise<void>) | undefined;
}

/** What `ThreadList.Root` shares with its parts: its data and actions, and the labels. */
export interface ThreadListContextValue extends ThreadListRootData {
  labels: ReasoningLabels;
}

export const ThreadListContext = /* @__PURE__ */ createContext<ThreadListContextValue | null>(null);
export const ThreadListItemContext = /* @__PURE__ */ createContext<ThreadListEntry | null>(null);

/**
 * The nearest `ThreadList.Root`'s state, for parts of your own.
 *
 * @throws Error "`<part>` must be used within `ThreadList.Root`".
 * @example
 * const { threads } = useThreadListContext("ThreadCount"); // inside ThreadList.Root
 */
export function useThreadListContext(part = "useThreadListContext"): ThreadListContextValue {
  const ctx = useContext(ThreadListContext);
  if (!ctx) throw new Error(`\`${part}\` must be used within \`ThreadList.Root\``);
  return ctx;
}

/**
 * The thread of the nearest `ThreadList.Item`.
 *
 * @throws Error "`<part>` must be used within `ThreadList.Item`".
 * @example
 * function UpdatedAt() {
 *   const thread = useThreadListItem("UpdatedAt"); // inside ThreadList.Item
 *   return thread.updatedAt ? <time dateTime={new Date(thread.updatedAt).toISOString()}>{new Date(thread.updatedAt).toLocaleString()}</time> : null;
 * }
 */
export function useThreadListItem(part = "useThreadListItem"): ThreadListEntry {
  const thread = useContext(ThreadListItemContext);
  if (!thread) throw new Error(`\`${part}\` must be used within \`ThreadList.Item\``);
  return thread;
}

/** The title to show for `thread`. */
export const threadTitle = (thread: ThreadListEntry, labels: ReasoningLabels) => (thread.title?.trim() ? thread.title : labels.untitledThread);
