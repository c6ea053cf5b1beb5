import type { EventLogSnapshot, InspectorEntry, InspectorRun, InspectorSpan } from "./types";

/** The inspector's filters; an empty field matches everything. */
export interface InspectorFilter {
  /** Exact event type (or `DIAGNOSTIC` for diagnostics on their own). */
  type?: string;
  /** Case-insensitive substring of any id (`messageId`, `toolCallId`, `entityId`, `runId`, span id, lane…). */
  id?: string;
  /** A diagnostic code, or `*` for "has any diagnostic". */
  code?: string;
}

/** Whether an entry passes the filter (span ids and lanes count as ids). */
export function matchesFilter(entry: InspectorEntry, filter: InspectorFilter, spans?: EventLogSnapshot["spans"]): boolean {
  if (filter.type && entry.type !== filter.type) return false;
  if (filter.code) {
    if (entry.diagnostics.length === 0) return false;
    if (filter.code !== "*" && !entry.diagnostics.some((d) => d.code === filter.code)) return false;
  }
  const needle = filter.id?.trim().toLowerCase();
  if (needle) {
    const ids: string[] = Object.values(entry.ids).filter((v): v is string => typeof v === "string");
    if (entry.lane) ids.push(entry.lane);
    const spanId = entry.spanKey ? spans?.get(entry.spanKey)?.spanId : undefined;
    if (spanId) ids.push(spanId);
    if (!ids.some((v) => v.toLowerCase().includes(needle))) return false;
  }
  return true;
}

interface RowBase {
  key: string;
  /** aria-level (1 = run). */
  level: number;
  /** aria-posinset / aria-setsize among its siblings. */
  pos: number;
  size: number;
  parentKey?: string;
}
export type TreeRow =
  | (RowBase & { kind: "run"; run: InspectorRun; count: number; diagnostics: number; expanded: boolean })
  | (RowBase & { kind: "span"; span: InspectorSpan; count: number; diagnostics: number; expanded: boolean })
  | (RowBase & { kind: "entry"; entry: InspectorEntry });

type Node = { kind: "run" | "span"; key: string; children: (Node | InspectorEntry)[]; count: number; diagnostics: number };

/**
 * Groups the matching entries by run, then by span, in arrival order, and flattens the groups that are
 * not `collapsed` into rows (the WAI-ARIA tree's visible items). Also returns the matching entries.
 */
export function buildRows(snapshot: EventLogSnapshot, filter: InspectorFilter, collapsed: ReadonlySet<string>): { rows: TreeRow[]; matched: InspectorEntry[] } {
  const matched: InspectorEntry[] = [];
  const roots: Node[] = [];
  const nodes = new Map<string, Node>();
  const group = (kind: Node["kind"], key: string, parent?: Node): Node => {
    let n = nodes.get(key);
    if (!n) {
      n = { kind, key, children: [], count: 0, diagnostics: 0 };
      nodes.set(key, n);
      (parent ? parent.children : roots).push(n);
    }
    return n;
  };
  for (const entry of snapshot.entries) {
    if (!matchesFilter(entry, filter, snapshot.spans)) continue;
    matched.push(entry);
    const run = group("run", entry.runKey);
    const span = entry.spanKey && snapshot.spans.has(entry.spanKey) ? group("span", entry.spanKey, run) : undefined;
    for (const n of span ? [run, span] : [run]) {
      n.count++;
      n.diagnostics += entry.diagnostics.length;
    }
    (span ?? run).children.push(entry);
  }
  const rows: TreeRow[] = [];
  const flatten = (items: (Node | InspectorEntry)[], level: number, parentKey?: string) => {
    items.forEach((item, i) => {
      const base = { level, pos: i + 1, size: items.length, ...(parentKey !== undefined && { parentKey }) };
      if ("seq" in item) {
        rows.push({ ...base, kind: "entry", key: `e${item.seq}`, entry: item });
        return;
      }
      const expanded = !collapsed.has(item.key);
      if (item.kind === "run") {
        const run = snapshot.runs.get(item.key) ?? { key: item.key, startedAt: 0 };
        rows.push({ ...base, kind: "run", key: item.key, run, count: item.count, diagnostics: item.diagnostics, expanded });
      } else {
        const span = snapshot.spans.get(item.key)!;
        rows.push({ ...base, kind: "span", key: item.key, span, count: item.count, diagnostics: item.diagnostics, expanded });
      }
      if (expanded) flatten(item.children, level + 1, item.key);
    });
  };
  flatten(roots, 1);
  return { rows, matched };
}

/** Distinct event types and diagnostic codes in the snapshot, sorted (the filter choices). */
export function filterChoices(snapshot: EventLogSnapshot): { types: string[]; codes: string[] } {
  const types = new Set<string>();
  const codes = new Set<string>();
  for (const e of snapshot.entries) {
    types.add(e.type);
    for (const d of e.diagnostics) codes.add(d.code);
  }
  return { types: [...types].sort(), codes: [...codes].sort() };
}
