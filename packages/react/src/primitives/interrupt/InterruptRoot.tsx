"use client";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { forwardRef, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithoutRef } from "react";
import { approvalPayload, type InterruptAnswer, type InterruptView, type ResumeResult } from "@reasoning-ui/core";
import { useAgentContext, useSessionOf } from "../../context/AgentContext";
import { useAnnouncer } from "../../internal/announcer";
import { useIsoLayoutEffect } from "../../internal/useIsoLayoutEffect";
import { nearestComposerInput } from "../../internal/nearestComposerInput";
import { RootContext, type InterruptDraft, type InterruptRootContext } from "./context";
import { useInterruptLabels, type InterruptLabels } from "./labels";

/** Sends a prompt's answers (`AgentSession.resume`); a refusal's `notice` is shown, a rejection leaves the prompt answerable. */
export type InterruptResume = (answers: InterruptAnswer[]) => Promise<ResumeResult>;

/** Props of {@link InterruptRoot} (`Interrupt.Root.Props`). */
export interface InterruptRootProps extends Omit<ComponentPropsWithoutRef<"form">, "onSubmit"> {
  /** The requests of one run (`selectInterrupts`), answered together with one submit. */
  interrupts: InterruptView[];
  /**
   * Sends the answers. Default: the `resume` of the nearest `<AgentProvider session={…}>` (when it runs the
   * provider's store), as `Composer` and `MessageList` take their actions; pass one to override it (e.g.
   * `useAgentRun().resume` without a provider session). With neither, submitting sends nothing and logs why.
   */
  onResume?: InterruptResume | undefined;
  /** Offer "Approve with edits" on tool calls: the agent's `humanInTheLoop.approveWithEdits` capability. Default false. */
  approveWithEdits?: boolean | undefined;
  /** Move focus to the prompt when it mounts answerable (default true); focus returns to the composer after submit. */
  autoFocus?: boolean | undefined;
  labels?: Partial<InterruptLabels> | undefined;
}

export namespace InterruptRoot {
  export type Element = HTMLFormElement;
  export type Props = InterruptRootProps;
}

/** A draft as the answer `session.resume` takes. */
function toAnswer(view: InterruptView, d: InterruptDraft | undefined, now: number): InterruptAnswer {
  const id = view.id;
  if (!d?.decision || d.decision === "cancel" || (view.expiresAt !== undefined && view.expiresAt <= now)) return { interruptId: id, status: "cancelled" };
  if (d.decision === "answer") return { interruptId: id, payload: d.payload };
  return { interruptId: id, payload: approvalPayload(d.decision !== "deny", d.decision === "edit" ? { editedArgs: d.payload } : {}) };
}

/**
 * The headless root of an interrupt prompt (AG-UI 1.0 human in the loop): a `<form>` holding one run's requests
 * (`Interrupt.Item` each), their drafts, and the one submit that answers all of them through `onResume` — once: a
 * second click or Enter while it is on its way sends nothing. `data-state="pending|submitting|answered|expired"`;
 * named by its labels' `prompt`. Announces through the list's live region when it appears answerable and when the
 * answer is sent; focus moves to its first control when it appears, and to the nearest composer after submit.
 * While a request has `expiresAt`, the clock ticks once a second (countdowns; an expired request is sent `cancelled`);
 * the clock is read in a layout effect, never while rendering (a server render shows no time left, hydration the same).
 *
 * @example
 * <AgentProvider session={agent.session}>
 *   <Interrupt.Root interrupts={views} approveWithEdits>
 *     {views.map((v) => <Interrupt.Item key={v.id} interrupt={v}><Interrupt.Message /><Interrupt.Approve /><Interrupt.Deny /></Interrupt.Item>)}
 *   </Interrupt.Root>
 * </AgentProvider>
 */
export const InterruptRoot = /* @__PURE__ */ forwardRef<InterruptRoot.Element, InterruptRoot.Props>(function InterruptRoot(
  { interrupts, onResume: onResumeProp, approveWithEdits = false, autoFocus = true, labels: own, children, ...props },
  ref,
) {
  const labels = useInterruptLabels(own);
  // the provider session's action when it runs the provider's store; a prop given wins
  const session = useSessionOf(useAgentContext().store);
  const onResume = onResumeProp ?? session?.resume;
  const [drafts, setDrafts] = useState<Record<string, InterruptDraft>>({});
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<string>();
  /** The client clock, ms: unknown (undefined) until the first layout effect, so render never reads it. */
  const [now, setNow] = useState<number>();
  const form = useRef<HTMLFormElement | null>(null);
  const composedRef = useComposedRefs(form, ref);
  const sending = useRef(false);
  const announce = useAnnouncer();
  const idBase = useId();
  const open = interrupts.filter((v) => v.status === "pending");
  const timed = open.some((v) => v.expiresAt !== undefined);
  useIsoLayoutEffect(() => {
    if (!timed) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [timed]);
  const live = open.filter((v) => v.expiresAt === undefined || now === undefined || v.expiresAt > now);
  const state: InterruptRootContext["state"] =
    open.length === 0 ? (interrupts.some((v) => v.status === "submitting") ? "submitting" : "answered") : sent ? "submitting" : live.length === 0 ? "expired" : "pending";
  // a rejected answer (the agent's RUN_ERROR) makes the prompt answerable again
  const rejected = open.find((v) => v.rejected)?.rejected?.message;
  const rejectedKey = open.map((v) => v.rejected?.message ?? "").join("|");
  useEffect(() => {
    if (rejectedKey.replace(/\|/g, "")) (sending.current = false), setSent(false);
  }, [rejectedKey]);
  // a prompt with a deadline is answerable once the clock is known (a layout effect): an expired one never takes focus
  const answerable = state === "pending" && (!timed || now !== undefined);
  useEffect(() => {
    if (!answerable) return;
    announce?.(labels.announce(open.length));
    const active = document.activeElement;
    if (autoFocus && (!active || active === document.body || active.getAttribute("data-rui") === "composer-input")) {
      form.current?.querySelector<HTMLElement>('button:not([disabled]):not([aria-disabled="true"]),input:not([disabled]),select,textarea')?.focus();
    }
    // on appearing only
  }, [answerable]); // eslint-disable-line react-hooks/exhaustive-deps

  // once answered, focus that was on the prompt (or lost with its buttons) goes back to the composer
  useEffect(() => {
    if (state !== "answered" || !sending.current) return;
    sending.current = false;
    const active = document.activeElement;
    if (form.current && (!active || active === document.body || form.current.contains(active))) nearestComposerInput(form.current)?.focus();
  }, [state]);

  const setDraft = useCallback((id: string, d: InterruptDraft) => setDrafts((all) => ({ ...all, [id]: d })), []);
  const submit = useCallback(
    (id?: string, d?: InterruptDraft) => {
      if (sending.current) return;
      if (!onResume) {
        console.error("Interrupt.Root: nothing sends the answers: give `onResume`, or render it inside `<AgentProvider session={…}>`.");
        return;
      }
      const all = id && d ? { ...drafts, [id]: d } : drafts;
      const t = Date.now();
      if (open.some((v) => (v.expiresAt === undefined || v.expiresAt > t) && (!all[v.id]?.decision || all[v.id]!.valid === false))) return;
      sending.current = true;
      setSent(true);
      setNotice(undefined);
      const input = form.current ? nearestComposerInput(form.current) : null;
      void Promise.resolve(onResume(open.map((v) => toAnswer(v, all[v.id], t))))
        .then((result: ResumeResult | undefined) => {
          if (result && result.ok === false && result.notice.code !== "already_answered") {
            sending.current = false;
            setSent(false);
            setNotice(result.notice.message);
          } else if (result && result.ok && result.status === "error") {
            sending.current = false; // rejected: the prompt stays answerable (its reason comes from the run record)
            setSent(false);
          } else announce?.(labels.announceSent);
        })
        .catch(() => ((sending.current = false), setSent(false)));
      input?.focus();
    },
    [drafts, open, onResume, announce, labels],
  );
  const ctx = useMemo<InterruptRootContext>(
    () => ({ views: interrupts, drafts, setDraft, submit, state, now, approveWithEdits, labels, notice: notice ?? (rejected && labels.rejected(rejected)), idBase }),
    [interrupts, drafts, setDraft, submit, state, now, approveWithEdits, labels, notice, rejected, idBase],
  );
  return (
    <RootContext.Provider value={ctx}>
      <form
        data-rui="interrupt"
        data-state={state}
        aria-label={labels.prompt(interrupts.length)}
        aria-busy={state === "submitting" || undefined}
        noValidate
        {...props}
        ref={composedRef}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {children}
      </form>
    </RootContext.Provider>
  );
});
