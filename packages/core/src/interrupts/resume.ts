import type { ResumeEntry } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import { isInterruptExpired } from "./select";
import type { InterruptAnswer, InterruptNotice, InterruptView } from "./types";

/** A resume plan: the `RunAgentInput.resume` to send, or why nothing may be sent. */
export type ResumePlan = { ok: true; resume: ResumeEntry[]; notices: InterruptNotice[] } | { ok: false; notice: InterruptNotice };

const refuse = (code: string, message: string, interruptIds?: string[]): ResumePlan => ({
  ok: false,
  notice: { code, message, ...(interruptIds && { interruptIds }) },
});

const entry = (interruptId: string, a: InterruptAnswer | undefined, status: "resolved" | "cancelled"): ResumeEntry => {
  const e: ResumeEntry = { interruptId, status };
  if (status === "resolved" && a?.payload !== undefined) e.payload = a.payload;
  if (a && isRecord(a.metadata)) e.metadata = a.metadata;
  return e;
};

/**
 * The `resume[]` answering every open interrupt (AG-UI 1.0: "every open interrupt answered", `@ag-ui/client`'s
 * `buildResumeArray` rules), from the open interrupts `open` (`selectPendingInterrupts`), the thread's every
 * interrupt `all` (`selectInterrupts`: to tell an already-answered id from an unknown one) and the user's
 * `answers`. Never throws. Rules, strict → refused / lenient → recovered with a notice:
 * - nothing open → `no_pending_interrupts` (both modes); every answer for an interrupt already answered or being
 *   submitted → `already_answered` (both modes: answers are idempotent, nothing is sent twice);
 * - an answer for an id the thread never raised → strict `unknown_interrupt` / lenient dropped;
 * - two answers for one id → strict `duplicate_answer` / lenient the last wins;
 * - an expired interrupt answered `resolved` → strict `interrupt_expired` / lenient sent `cancelled`; an expired one
 *   left unanswered is sent `cancelled` in both (the spec: an expired interrupt can only be cancelled);
 * - an open interrupt left unanswered → strict `unanswered_interrupts` / lenient sent `cancelled`.
 * With `cancelAll` (the "steer away" of a new message) every open interrupt is sent `cancelled`, explicitly.
 */
export function planResume(
  open: readonly InterruptView[],
  all: readonly InterruptView[],
  answers: readonly InterruptAnswer[],
  options: { strict?: boolean | undefined; now: number; cancelAll?: boolean | undefined },
): ResumePlan {
  const notices: InterruptNotice[] = [];
  const strict = options.strict === true;
  if (open.length === 0) {
    const known = answers.filter((a) => isRecord(a) && all.some((v) => v.id === a.interruptId));
    return known.length > 0 && known.length === answers.length
      ? refuse("already_answered", "These requests were already answered; nothing was sent again.", known.map((a) => a.interruptId))
      : refuse("no_pending_interrupts", "The agent is not waiting for an answer.");
  }
  if (options.cancelAll) return { ok: true, resume: open.map((v) => entry(v.id, undefined, "cancelled")), notices };
  const openIds = new Set(open.map((v) => v.id));
  const given = new Map<string, InterruptAnswer>();
  let stale = 0;
  for (const a of answers) {
    if (!isRecord(a) || typeof a.interruptId !== "string") {
      if (strict) return refuse("unknown_interrupt", "An answer has no interrupt id.");
      notices.push({ code: "unknown_interrupt", message: "An answer without an interrupt id was dropped." });
      continue;
    }
    if (!openIds.has(a.interruptId)) {
      if (all.some((v) => v.id === a.interruptId)) {
        stale++;
        continue;
      }
      if (strict) return refuse("unknown_interrupt", `The agent never asked '${a.interruptId.slice(0, 128)}'.`, [a.interruptId]);
      notices.push({ code: "unknown_interrupt", message: `An answer for an unknown interrupt '${a.interruptId.slice(0, 128)}' was dropped.`, interruptIds: [a.interruptId] });
      continue;
    }
    if (given.has(a.interruptId)) {
      if (strict) return refuse("duplicate_answer", "Two answers were given for one request.", [a.interruptId]);
      notices.push({ code: "duplicate_answer", message: "Two answers were given for one request; the last was sent.", interruptIds: [a.interruptId] });
    }
    given.set(a.interruptId, a);
  }
  if (given.size === 0 && stale > 0) return refuse("already_answered", "These requests were already answered; nothing was sent again.");
  const resume: ResumeEntry[] = [];
  const unanswered: string[] = [];
  for (const v of open) {
    const a = given.get(v.id);
    const expired = isInterruptExpired(v, options.now);
    if (!a) {
      if (!expired) unanswered.push(v.id);
      resume.push(entry(v.id, undefined, "cancelled"));
      continue;
    }
    const status = a.status === "cancelled" ? "cancelled" : "resolved";
    if (expired && status === "resolved") {
      if (strict) return refuse("interrupt_expired", "This request expired; it can no longer be answered, only cancelled.", [v.id]);
      notices.push({ code: "interrupt_expired", message: "An expired request was sent as cancelled.", interruptIds: [v.id] });
      resume.push(entry(v.id, a, "cancelled"));
      continue;
    }
    resume.push(entry(v.id, a, status));
  }
  if (unanswered.length > 0) {
    if (strict) return refuse("unanswered_interrupts", `Every open request must be answered (${unanswered.length} left).`, unanswered);
    notices.push({ code: "unanswered_interrupts", message: `${unanswered.length} unanswered request(s) were sent as cancelled.`, interruptIds: unanswered });
  }
  return { ok: true, resume, notices };
}

