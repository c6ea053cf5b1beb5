"use client";
import { interruptSummary } from "./interrupts";
import { memo, type KeyboardEvent, type MouseEvent } from "react";
import { formatIds, formatOffset, formatSize, plural, runLabel, spanLabel } from "./format";
import type { TreeRow } from "./tree";

export interface EventTreeItemProps {
  row: TreeRow;
  /** DOM id (the tree's items are addressed by it). */
  id: string;
  /** The roving tab stop. */
  active: boolean;
  selected: boolean;
  onActivate: (row: TreeRow, event: MouseEvent | KeyboardEvent) => void;
}

const Chevron = ({ open }: { open: boolean }) => (
  <svg data-rui="inspector-chevron" data-state={open ? "open" : "closed"} width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true" focusable="false">
    <path d="M6 4l4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * One item of the inspector's tree (WAI-ARIA treeitem): a run or span group (expandable), or an event
 * with its type, ids, lane, size, time since run start, encrypted values (length and hash prefix only)
 * and, inline, the diagnostics it raised.
 */
export const EventTreeItem = /* @__PURE__ */ memo(function EventTreeItem({ row, id, active, selected, onActivate }: EventTreeItemProps) {
  const common = {
    id,
    role: "treeitem",
    "aria-level": row.level,
    "aria-posinset": row.pos,
    "aria-setsize": row.size,
    "aria-selected": selected,
    tabIndex: active ? 0 : -1,
    "data-rui": "inspector-item",
    "data-kind": row.kind,
    "data-level": row.level,
    onClick: (e: MouseEvent) => onActivate(row, e),
  } as const;
  if (row.kind !== "entry") {
    const label = row.kind === "run" ? runLabel(row.run) : spanLabel(row.span);
    return (
      <div {...common} aria-expanded={row.expanded}>
        <Chevron open={row.expanded} />
        <span data-rui="inspector-group-label">{label}</span>
        {row.kind === "run" && row.run.threadId ? <span data-rui="inspector-muted">thread {row.run.threadId}</span> : null}
        <span data-rui="inspector-count">{plural(row.count, "event")}</span>
        {row.diagnostics > 0 ? <span data-rui="inspector-diagnostic-count">{plural(row.diagnostics, "diagnostic")}</span> : null}
      </div>
    );
  }
  const { entry } = row;
  const ids = formatIds(entry);
  return (
    <div {...common} data-diagnostics={entry.diagnostics.length > 0 ? "" : undefined}>
      <span data-rui="inspector-line">
        <span data-rui="inspector-type">{entry.type}</span>
        {ids ? <span data-rui="inspector-ids">{ids}</span> : null}
        {entry.lane ? <span data-rui="inspector-lane">lane {entry.lane}</span> : null}
        {entry.type === "RUN_FINISHED" && interruptSummary(entry.event) ? <span data-rui="inspector-interrupts">{interruptSummary(entry.event)}</span> : null}
        {entry.secrets.map((s) => (
          <span key={s.path} data-rui="inspector-secret">
            encrypted {s.length} ch{s.sha256 ? ` · sha256 ${s.sha256}` : ""}
          </span>
        ))}
        <span data-rui="inspector-meta">
          {formatSize(entry.size)}
          {entry.size !== undefined ? " · " : ""}
          <time>{formatOffset(entry.sinceRunStart)}</time>
        </span>
      </span>
      {entry.diagnostics.map((d, i) => (
        <span key={i} data-rui="inspector-diagnostic">
          <strong>{d.code}</strong> {d.message}
        </span>
      ))}
    </div>
  );
}, sameItem);

/** Rows are rebuilt per snapshot; an item re-renders only when what it shows changed. */
function sameItem(a: EventTreeItemProps, b: EventTreeItemProps): boolean {
  if (a.id !== b.id || a.active !== b.active || a.selected !== b.selected || a.onActivate !== b.onActivate) return false;
  const x = a.row;
  const y = b.row;
  if (x.kind !== y.kind || x.level !== y.level || x.pos !== y.pos || x.size !== y.size) return false;
  if (x.kind === "entry") return x.entry === (y as typeof x).entry;
  const g = y as typeof x;
  return x.expanded === g.expanded && x.count === g.count && x.diagnostics === g.diagnostics && (x.kind === "run" ? x.run === (g as typeof x).run : x.span === (g as Extract<typeof x, { kind: "span" }>).span);
}
