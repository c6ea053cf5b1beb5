"use client";
import { createContext, useContext } from "react";
import type { InterruptView } from "@reasoning-ui/core";
import type { InterruptLabels } from "./labels";

/** One request's answer being composed. `decision` undefined: not chosen yet. */
export interface InterruptDraft {
  decision?: "approve" | "edit" | "deny" | "answer" | "cancel";
  /** The answer for `answer` (form value, text) or the edited arguments for `edit` (parsed JSON). */
  payload?: unknown;
  /** False while the form / JSON is invalid (Submit is then disabled). */
  valid?: boolean;
}

/** What `Interrupt.Root` gives its parts. */
export interface InterruptRootContext {
  views: InterruptView[];
  drafts: Record<string, InterruptDraft>;
  setDraft: (id: string, draft: InterruptDraft) => void;
  /** Sends every request of the prompt (drafts; expired → cancelled); with `draft`, `id`'s answer first. Once only. */
  submit: (id?: string, draft?: InterruptDraft) => void;
  /** `pending` (answerable), `submitting`, `answered`, `expired` (every open request expired). */
  state: "pending" | "submitting" | "answered" | "expired";
  /**
   * Client clock, ms: ticks once a second while a request has `expiresAt`; `undefined` until the first layout
   * effect (render reads no clock), when nothing counts as expired yet.
   */
  now: number | undefined;
  approveWithEdits: boolean;
  labels: InterruptLabels;
  /** Why the last answer was refused or rejected. */
  notice: string | undefined;
  idBase: string;
}

export const RootContext = /* @__PURE__ */ createContext<InterruptRootContext | null>(null);
export const ItemContext = /* @__PURE__ */ createContext<InterruptView | null>(null);

/** The nearest `Interrupt.Root`'s context; throws a clear error outside one. */
export function useInterruptRoot(part: string): InterruptRootContext {
  const ctx = useContext(RootContext);
  if (!ctx) throw new Error(`\`Interrupt.${part}\` must be inside \`Interrupt.Root\`.`);
  return ctx;
}

/** The nearest `Interrupt.Item`'s request with its root; throws a clear error outside one. */
export function useInterruptItem(part: string): { root: InterruptRootContext; view: InterruptView; draft: InterruptDraft; open: boolean; expired: boolean } {
  const root = useInterruptRoot(part);
  const view = useContext(ItemContext);
  if (!view) throw new Error(`\`Interrupt.${part}\` must be inside \`Interrupt.Item\`.`);
  const expired = view.status === "pending" && view.expiresAt !== undefined && root.now !== undefined && view.expiresAt <= root.now;
  return { root, view, draft: root.drafts[view.id] ?? {}, open: view.status === "pending" && !expired && root.state === "pending", expired };
}
