"use client";
import { useId } from "react";
import { plural } from "./format";
import type { InspectorFilter } from "./tree";

export interface InspectorToolbarProps {
  filter: InspectorFilter;
  onFilterChange: (filter: InspectorFilter) => void;
  types: string[];
  codes: string[];
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  onCopy: () => void;
  onClear: () => void;
  /** Entries shown (after filters), kept, dropped by the ring buffer, waiting while paused. */
  counts: { shown: number; kept: number; dropped: number; behind: number };
  /** Result of the last copy, announced politely. */
  status: string;
}

/**
 * The inspector's controls: filters by event type, id and diagnostic code (labelled native controls),
 * Pause / Resume (`aria-pressed`), "Copy as JSON lines", Clear, the counts and a polite status line.
 */
export function InspectorToolbar({ filter, onFilterChange, types, codes, paused, onPausedChange, onCopy, onClear, counts, status }: InspectorToolbarProps) {
  const id = useId();
  const set = (patch: InspectorFilter) => onFilterChange({ ...filter, ...patch });
  return (
    <div data-rui="inspector-toolbar">
      <div data-rui="inspector-filters" role="group" aria-label="Filters">
        <span data-rui="inspector-field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={filter.type ?? ""} onChange={(e) => set({ type: e.target.value })}>
            <option value="">All types</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </span>
        <span data-rui="inspector-field">
          <label htmlFor={`${id}-id`}>Id</label>
          <input id={`${id}-id`} type="search" value={filter.id ?? ""} placeholder="messageId, toolCallId…" onChange={(e) => set({ id: e.target.value })} />
        </span>
        <span data-rui="inspector-field">
          <label htmlFor={`${id}-code`}>Diagnostic</label>
          <select id={`${id}-code`} value={filter.code ?? ""} onChange={(e) => set({ code: e.target.value })}>
            <option value="">Any event</option>
            <option value="*">With a diagnostic</option>
            {codes.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </span>
      </div>
      <div data-rui="inspector-actions">
        <button type="button" aria-pressed={paused} onClick={() => onPausedChange(!paused)}>
          {paused ? "Resume" : "Pause"}
        </button>
        <button type="button" onClick={onCopy} disabled={counts.shown === 0}>
          Copy as JSON lines
        </button>
        <button type="button" onClick={onClear} disabled={counts.kept === 0}>
          Clear
        </button>
        <span data-rui="inspector-counts">
          {counts.shown === counts.kept ? plural(counts.kept, "event") : `${counts.shown} of ${plural(counts.kept, "event")}`}
          {counts.dropped > 0 ? ` · ${counts.dropped} dropped` : ""}
          {paused ? ` · paused, ${counts.behind} waiting` : ""}
        </span>
        <span role="status" data-rui="inspector-status">
          {status}
        </span>
      </div>
    </div>
  );
}
