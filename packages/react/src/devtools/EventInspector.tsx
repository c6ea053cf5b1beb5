"use client";
import type { AgentState } from "@reasoning-ui/core";
import { useCallback, useId, useMemo, useState, type CSSProperties } from "react";
import type { StoreApi } from "zustand/vanilla";
import { EventDetail } from "./EventDetail";
import { EventTree } from "./EventTree";
import { inspectorCss } from "./inspectorCss";
import { InspectorToolbar } from "./InspectorToolbar";
import { toJSONLines } from "./jsonLines";
import { buildRows, filterChoices, type InspectorFilter } from "./tree";
import type { EventLog } from "./types";
import { useEventLog } from "./useEventLog";

export interface EventInspectorProps {
  /** The store to inspect; the inspector listens to it while mounted. */
  store?: StoreApi<AgentState>;
  /** Or a log someone else started (e.g. one created with the store, so no early event is missed). */
  log?: EventLog;
  /** Entries kept by the inspector's own log (ring buffer). Default 1000 (`DEFAULT_EVENT_CAPACITY`). */
  capacity?: number;
  /** Least ms between two refreshes of the list (0: every animation frame). Default 250 (`DEFAULT_REFRESH_MS`). */
  refreshMs?: number;
  /** Heading of the panel. Default "Event inspector". */
  title?: string;
  /** Initial filters. */
  defaultFilter?: InspectorFilter;
  /** Writes the copied JSON lines; default `navigator.clipboard.writeText`. */
  writeClipboard?: (text: string) => Promise<void>;
  className?: string;
  style?: CSSProperties;
}

const defaultWrite = (text: string) => {
  const clipboard = typeof navigator !== "undefined" ? navigator.clipboard : undefined;
  if (!clipboard) return Promise.reject(new Error("The clipboard is not available here"));
  return clipboard.writeText(text);
};

/**
 * A live inspector of the AG-UI events a store folds (`@reasoning-ui/react/devtools`): every event as it
 * arrives — type, ids, lane (`subagentRunId`), JSON size, time since run start — grouped by run and
 * reasoning span, with the diagnostics the store recorded shown inline on the event that raised them;
 * filters by type, id and diagnostic code; Pause; "Copy as JSON lines". Encrypted values appear only as
 * length and an 8-hex SHA-256 prefix (Web Crypto), never as content. It listens through
 * `addEventListener("*")` only while mounted, keeps at most `capacity` events, re-renders at most every
 * `refreshMs` (250 ms by default, so a fast stream costs the page a few renders per second), and is keyboard operable (WAI-ARIA tree with a roving tab stop). Styled with the kit's
 * `--rui-*` variables (import `@reasoning-ui/react/styles.css`), light and dark.
 *
 * @example
 * import { EventInspector } from "@reasoning-ui/react/devtools";
 * const agent = useAgentRun({ url: "/agent" });
 * return (
 *   <>
 *     <MessageList />
 *     {import.meta.env.DEV && <EventInspector store={agent.store} />}
 *   </>
 * );
 */
export function EventInspector({ store, log: givenLog, capacity, refreshMs, title = "Event inspector", defaultFilter, writeClipboard = defaultWrite, className, style }: EventInspectorProps) {
  const id = useId();
  const { log, snapshot } = useEventLog({ store, log: givenLog, capacity, refreshMs });
  const [filter, setFilter] = useState<InspectorFilter>(defaultFilter ?? {});
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState("");
  const { rows, matched } = useMemo(() => buildRows(snapshot, filter, collapsed), [snapshot, filter, collapsed]);
  const choices = useMemo(() => filterChoices(snapshot), [snapshot]);
  const selected = useMemo(() => snapshot.entries.find((e) => `e${e.seq}` === selectedKey), [snapshot, selectedKey]);

  const toggle = useCallback((key: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const copy = () => {
    const text = toJSONLines(matched, snapshot);
    writeClipboard(text).then(
      () => setStatus(`Copied ${matched.length} event${matched.length === 1 ? "" : "s"} as JSON lines`),
      (err: unknown) => setStatus(`Copy failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  };

  return (
    <section data-rui="event-inspector" data-rui-styled="" data-paused={snapshot.paused ? "" : undefined} aria-labelledby={`${id}-title`} className={className} style={style}>
      {/* As raw text: React 18's server renderer escapes a <style>'s text child (`"` → `&quot;`), which breaks the CSS
          until hydration and does not hydrate. The CSS is the kit's own constant, never user data. */}
      <style dangerouslySetInnerHTML={{ __html: inspectorCss }} />
      <h2 id={`${id}-title`} data-rui="inspector-title">
        {title}
      </h2>
      <InspectorToolbar
        filter={filter}
        onFilterChange={setFilter}
        types={choices.types}
        codes={choices.codes}
        paused={snapshot.paused}
        onPausedChange={(p) => log?.setPaused(p)}
        onCopy={copy}
        onClear={() => {
          log?.clear();
          setSelectedKey(undefined);
          setStatus("");
        }}
        counts={{ shown: matched.length, kept: snapshot.entries.length, dropped: snapshot.dropped, behind: snapshot.behind }}
        status={status}
      />
      <div data-rui="inspector-body">
        {rows.length > 0 ? (
          <EventTree rows={rows} selectedKey={selectedKey} onSelect={setSelectedKey} onToggle={toggle} label={`${title}: events by run and span`} idPrefix={id} />
        ) : (
          <p data-rui="inspector-empty">{snapshot.entries.length === 0 ? "No events yet. They appear here as the agent sends them." : "No event matches the filters."}</p>
        )}
        <EventDetail
          entry={selected}
          run={selected ? snapshot.runs.get(selected.runKey) : undefined}
          span={selected?.spanKey ? snapshot.spans.get(selected.spanKey) : undefined}
          headingId={`${id}-detail`}
        />
      </div>
    </section>
  );
}
