import { RUN_LIMITS } from "../protocol/runs";
import type { Draft } from "../reducer/draft";
import { violation } from "../reducer/strict";

/** At most this many interrupts are kept from one RUN_FINISHED (a hostile outcome is cut, diagnostic `invalid_interrupts`). */
export const MAX_INTERRUPTS_PER_RUN: number = RUN_LIMITS.maxInterruptsPerRun;

/**
 * The spec's rules on an interrupt outcome (AG-UI 1.0: "at least one" interrupt, ids unique, `id` / `reason` strings):
 * strict mode throws `invalid_interrupts`; lenient mode keeps the well-formed ones (first of a duplicated id, at most
 * {@link MAX_INTERRUPTS_PER_RUN}) with the diagnostic `invalid_interrupts`. O(interrupts).
 */
export function checkInterrupts(d: Draft, list: Record<string, unknown>[], eventType: string): Record<string, unknown>[] {
  if (list.length === 0) {
    violation(d, "invalid_interrupts", { variant: "empty" }, eventType);
    return list;
  }
  const seen = new Set<string>();
  const kept: Record<string, unknown>[] = [];
  for (const i of list) {
    if (typeof i.id !== "string" || i.id === "" || typeof i.reason !== "string") {
      violation(d, "invalid_interrupts", { variant: "fields" }, eventType);
      continue;
    }
    if (seen.has(i.id)) {
      violation(d, "invalid_interrupts", { variant: "twice", id: i.id }, eventType, i.id);
      continue;
    }
    if (kept.length >= MAX_INTERRUPTS_PER_RUN) {
      violation(d, "invalid_interrupts", { variant: "many", count: MAX_INTERRUPTS_PER_RUN }, eventType);
      break;
    }
    seen.add(i.id);
    kept.push(i);
  }
  return kept;
}
