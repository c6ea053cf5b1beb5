import type { ResumeEntry } from "@ag-ui/core";
import type { AgentStore } from "../store/createAgentStore";
import type { AgentState, RunStatus } from "../types";
import type * as Rules from "./resume";
import { selectInterrupts, selectPendingInterrupts } from "./select";
import type { InterruptAnswer, InterruptCommands, InterruptNotice, InterruptOptions, InterruptPrepared, ResumeResult } from "./types";

/** What a session's `start` is given by a run that carries `resume` (see `InterruptPrepared`). */
export type Prepared = InterruptPrepared;

let loading: Promise<typeof Rules> | undefined;
/**
 * The resume planner (`resume.ts`: the rules and the sentences of their notices), loaded on first use — not with the
 * page (docs/architecture.md, "Interrupts"). Once; a failed load is forgotten, so the next call tries again.
 */
export function loadResumeRules(): Promise<typeof Rules> {
  return (loading ??= import("./resume").catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
}

/**
 * The session's interrupt commands (docs/architecture.md, "Interrupts"), wired into `createAgentSession` with two calls:
 * `gate(addMessage)` decides what a new user message does while interrupts are open, `resume(answers)` starts the
 * run that answers them. `submitting` holds the ids whose answer is on its way (set synchronously, before the
 * session awaits anything), so a double click or a second call sends one resume. The planner (`planResume`) loads
 * when the thread first holds an agent's request (a resume can only follow one), else at the first `resume`.
 */
export function interruptCommands(
  store: AgentStore,
  notify: (notice: InterruptNotice | undefined) => void,
  options: () => InterruptOptions | undefined,
  start: (prepare: () => Prepared) => Promise<RunStatus>,
): InterruptCommands {
  const submitting = new Set<string>();
  const asked = (runs: AgentState["runs"]) => runs.some((r) => r.interrupts?.length);
  const preload = () => void loadResumeRules().catch(() => undefined);
  if (asked(store.getState().runs)) preload();
  else {
    const stop = store.subscribe((s, p) => {
      if (s.runs !== p.runs && asked(s.runs)) stop(), preload();
    });
  }

  /** A new user message: `undefined` to send it as usual, `false` when refused, else the resume that cancels (steer away). */
  const gate = (text: string): ResumeEntry[] | false | undefined => {
    const open = selectPendingInterrupts(store.getState());
    if (open.length === 0) return undefined;
    if ((options()?.onNewMessage ?? "refuse") === "refuse") {
      notify({
        code: "interrupts_pending",
        message: open.length === 1 ? "Answer the agent's request first (or cancel it)." : `Answer the agent's ${open.length} requests first (or cancel them).`,
        interruptIds: open.map((v) => v.id),
        text,
      });
      return false;
    }
    // steer away: every open interrupt sent cancelled, explicitly (planResume's `cancelAll`)
    return open.map((v) => ({ interruptId: v.id, status: "cancelled" as const }));
  };

  const resume = async (answers: readonly InterruptAnswer[]): Promise<ResumeResult> => {
    const list = Array.isArray(answers) ? answers : [];
    const ids = list.map((a) => a?.interruptId).filter((x): x is string => typeof x === "string");
    if (ids.length > 0 && ids.every((id) => submitting.has(id))) {
      const notice = { code: "already_answered", message: "This answer is already on its way; nothing was sent again.", interruptIds: ids };
      return { ok: false, notice };
    }
    for (const id of ids) submitting.add(id);
    let refused: InterruptNotice | undefined;
    let notices: InterruptNotice[] = [];
    try {
      const rules = await loadResumeRules().catch(() => undefined);
      if (!rules) {
        // the planner's chunk could not be fetched (a deploy, the network): nothing sent, the prompt stays answerable
        refused = { code: "resume_unavailable", message: "The answer was not sent: part of the page could not be loaded. Try again." };
        notify(refused);
        return { ok: false, notice: refused };
      }
      const status = await start(() => {
        const s = store.getState();
        const o = options();
        const plan = rules.planResume(selectPendingInterrupts(s), selectInterrupts(s), list, { strict: o?.strict, now: (o?.now ?? Date.now)() });
        if (!plan.ok) {
          refused = plan.notice;
          notify(plan.notice);
          return undefined;
        }
        notices = plan.notices;
        notify(plan.notices[0]);
        for (const e of plan.resume) submitting.add(e.interruptId);
        return { perRun: undefined, resume: plan.resume };
      });
      return refused ? { ok: false, notice: refused } : { ok: true, status, notices };
    } finally {
      submitting.clear();
    }
  };
  return { gate, resume, notify };
}
