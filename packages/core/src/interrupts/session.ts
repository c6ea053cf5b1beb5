import type { ResumeEntry } from "@ag-ui/core";
import type { AgentStore } from "../store/createAgentStore";
import type { RunStatus } from "../types";
import { planResume } from "./resume";
import { selectInterrupts, selectPendingInterrupts } from "./select";
import type { InterruptAnswer, InterruptCommands, InterruptNotice, InterruptOptions, InterruptPrepared, ResumeResult } from "./types";

/** What a session's `start` is given by a run that carries `resume` (see `InterruptPrepared`). */
export type Prepared = InterruptPrepared;

/**
 * The session's interrupt commands (docs/architecture.md, "Interrupts"), wired into `createAgentSession` with two calls:
 * `gate(addMessage)` decides what a new user message does while interrupts are open, `resume(answers)` starts the
 * run that answers them. `submitting` holds the ids whose answer is on its way (set synchronously, before the
 * session awaits anything), so a double click or a second call sends one resume.
 */
export function interruptCommands(
  store: AgentStore,
  notify: (notice: InterruptNotice | undefined) => void,
  options: () => InterruptOptions | undefined,
  start: (prepare: () => Prepared) => Promise<RunStatus>,
): InterruptCommands {
  const submitting = new Set<string>();

  /** A new user message: `undefined` to send it as usual, `false` when refused, else the resume that cancels (steer away). */
  const gate = (text: string): ResumeEntry[] | false | undefined => {
    const open = selectPendingInterrupts(store.getState());
    if (open.length === 0) return undefined;
    const o = options();
    if ((o?.onNewMessage ?? "refuse") === "refuse") {
      notify({
        code: "interrupts_pending",
        message: open.length === 1 ? "Answer the agent's request first (or cancel it)." : `Answer the agent's ${open.length} requests first (or cancel them).`,
        interruptIds: open.map((v) => v.id),
        text,
      });
      return false;
    }
    const plan = planResume(open, open, [], { now: (o?.now ?? Date.now)(), cancelAll: true });
    return plan.ok ? plan.resume : undefined;
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
      const status = await start(() => {
        const s = store.getState();
        const o = options();
        const plan = planResume(selectPendingInterrupts(s), selectInterrupts(s), list, { strict: o?.strict, now: (o?.now ?? Date.now)() });
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
