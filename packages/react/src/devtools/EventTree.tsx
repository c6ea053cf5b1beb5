"use client";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { EventTreeItem } from "./EventTreeItem";
import type { TreeRow } from "./tree";

export interface EventTreeProps {
  rows: TreeRow[];
  /** Key of the selected event row. */
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  onToggle: (key: string) => void;
  /** Accessible name of the tree. */
  label: string;
  /** Prefix of the items' DOM ids. */
  idPrefix: string;
}

/**
 * The inspector's events as a WAI-ARIA tree (runs › spans › events; `aria-level`, `aria-posinset`,
 * `aria-setsize` on flat items) with a roving tab stop: ↑/↓ move (selection follows focus), → opens a
 * group or enters it, ← closes it or goes to the parent, Home/End, Enter/Space toggle a group. It keeps
 * scrolled to the newest event while scrolled to the bottom.
 */
export function EventTree({ rows, selectedKey, onSelect, onToggle, label, idPrefix }: EventTreeProps) {
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const scroller = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const focusNext = useRef(false);
  const index = rows.findIndex((r) => r.key === (activeKey ?? selectedKey));
  const active = index >= 0 ? rows[index]! : rows[0];
  const domId = (key: string) => `${idPrefix}-${key}`;

  useEffect(() => {
    if (!focusNext.current || !active) return;
    focusNext.current = false;
    document.getElementById(domId(active.key))?.focus();
  });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [rows]);

  const moveTo = (row: TreeRow | undefined) => {
    if (!row) return;
    setActiveKey(row.key);
    focusNext.current = true;
    if (row.kind === "entry") onSelect(row.key);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!active) return;
    const at = Math.max(0, index);
    const group = active.kind !== "entry";
    let handled = true;
    switch (e.key) {
      case "ArrowDown":
        moveTo(rows[at + 1]);
        break;
      case "ArrowUp":
        moveTo(rows[at - 1]);
        break;
      case "Home":
        moveTo(rows[0]);
        break;
      case "End":
        moveTo(rows[rows.length - 1]);
        break;
      case "ArrowRight":
        if (group && !active.expanded) onToggle(active.key);
        else if (group) moveTo(rows[at + 1]);
        break;
      case "ArrowLeft":
        if (group && active.expanded) onToggle(active.key);
        else moveTo(rows.find((r) => r.key === active.parentKey));
        break;
      case "Enter":
      case " ":
        if (group) onToggle(active.key);
        else onSelect(active.key);
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };
  // Stable while `onSelect` / `onToggle` are (EventInspector passes a state setter and a memoised toggle), so unchanged items skip rendering.
  const onActivate = useCallback(
    (row: TreeRow, _e: MouseEvent | KeyboardEvent) => {
      setActiveKey(row.key);
      if (row.kind === "entry") onSelect(row.key);
      else onToggle(row.key);
    },
    [onSelect, onToggle],
  );

  return (
    <div
      ref={scroller}
      data-rui="inspector-scroller"
      onScroll={(e) => {
        const el = e.currentTarget;
        follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < 8;
      }}
    >
      <div role="tree" aria-label={label} data-rui="inspector-tree" onKeyDown={onKeyDown}>
        {rows.map((row) => (
          <EventTreeItem key={row.key} row={row} id={domId(row.key)} active={row.key === active?.key} selected={row.key === selectedKey} onActivate={onActivate} />
        ))}
      </div>
    </div>
  );
}
