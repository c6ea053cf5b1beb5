"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ServerThread, ServerThreadList } from "@reasoning-ui/core/storage";

/** What {@link useServerThreads} gives. */
export interface ServerThreadsResult {
  /** The pages loaded so far, newest first (title, updatedAt, messageCount, running). */
  threads: readonly ServerThread[];
  /** More pages on the server (`loadMore` fetches the next). */
  hasMore: boolean;
  /** A page is being fetched. */
  loading: boolean;
  /** The last failure (an `HttpError` from the server, a network error), cleared by the next success. */
  error: Error | undefined;
  /** Fetches the next page (no-op while loading or at the end). */
  loadMore(): void;
  /** Reloads the first page (e.g. after this device saved or deleted a thread). */
  refresh(): void;
  /** Renames a thread on the server, then refreshes. */
  rename(threadId: string, title: string): Promise<void>;
}

/**
 * The signed-in user's threads on the thread server (`serverThreadList({ url })` from `@reasoning-ui/core/storage`),
 * paged: the first page on mount (what another device renamed or deleted shows here at this load), `loadMore()` for
 * older ones. Failures go to `error`, never thrown. `list` is read by identity: create it once (module level or
 * `useMemo`) — a new list every render reloads the first page every render.
 *
 * @example
 * const list = useMemo(() => serverThreadList({ url: "/api/threads" }), []);
 * const server = useServerThreads(list, { pageSize: 20 });
 * <ThreadList.Root {...useThreadList({ ...agent.threads, list: server.threads })}>…</ThreadList.Root>
 */
export function useServerThreads(list: ServerThreadList, options: { pageSize?: number } = {}): ServerThreadsResult {
  const pageSize = options.pageSize ?? 20;
  const [threads, setThreads] = useState<readonly ServerThread[]>([]);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | undefined>(undefined);
  const generation = useRef(0);

  const fetchPage = useCallback(
    (after: string | undefined) => {
      const mine = ++generation.current;
      setLoading(true);
      list.page(after, pageSize).then(
        (page) => {
          if (mine !== generation.current) return;
          setThreads((prev) => {
            const base = after === undefined ? [] : prev;
            const seen = new Set(base.map((t) => t.threadId));
            return [...base, ...page.threads.filter((t) => !seen.has(t.threadId))];
          });
          setCursor(page.nextCursor);
          setHasMore(page.nextCursor !== undefined);
          setError(undefined);
          setLoading(false);
        },
        (err: unknown) => {
          if (mine !== generation.current) return;
          setError(err instanceof Error ? err : new Error(String(err)));
          setLoading(false);
        },
      );
    },
    [list, pageSize],
  );

  useEffect(() => fetchPage(undefined), [fetchPage]);
  const loadMore = useCallback(() => {
    if (!loading && cursor !== undefined) fetchPage(cursor);
  }, [loading, cursor, fetchPage]);
  const refresh = useCallback(() => fetchPage(undefined), [fetchPage]);
  const rename = useCallback(
    async (threadId: string, title: string) => {
      try {
        await list.rename(threadId, title);
        fetchPage(undefined);
      } catch (err) {
        setError(err instanceof Error ? err : new Error(String(err)));
      }
    },
    [list, fetchPage],
  );
  return { threads, hasMore, loading, error, loadMore, refresh, rename };
}
