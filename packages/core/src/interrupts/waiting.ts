import type { Interrupt } from "@ag-ui/core";
import type { AgentState } from "../types";

/**
 * Whether the thread is waiting for the user's answer (AG-UI 1.0 interrupts), in O(runs from the end) and a few
 * bytes: the latest run that did not fail answering (a failed run that carried `resume` — the agent rejected the
 * answer — is skipped) ended with interrupts. What the session's built-in gate and `useAgentRun().waitingForAnswer`
 * read without the interrupt support module; `selectPendingInterrupts` (with the module) says which ones.
 */
export function isWaitingForAnswer(state: Pick<AgentState, "runs">): boolean {
  const runs = state.runs;
  for (let i = runs.length - 1; i >= 0; i--) {
    const r = runs[i]!;
    if (r.status === "failed" && r.resume) continue;
    return r.status === "finished" && (r.interrupts?.length ?? 0) > 0;
  }
  return false;
}

const NONE: readonly Interrupt[] = Object.freeze([]);
const waitingCache = new WeakMap<object, readonly Interrupt[]>();

/**
 * The requests the thread waits on (AG-UI 1.0 interrupts), as the agent raised them: the `interrupts` of the run
 * {@link isWaitingForAnswer} reads, or an empty array. What a `MessageList` without the prompt parts shows (the
 * request's message, and that it cannot be answered there) and what marks a tool call "waiting for approval",
 * without the interrupt support module. Memoised per `runs` array: the same array while nothing changed. O(runs from the end).
 */
export function selectWaitingInterrupts(state: Pick<AgentState, "runs">): readonly Interrupt[] {
  const hit = waitingCache.get(state.runs);
  if (hit) return hit;
  let out = NONE;
  if (isWaitingForAnswer(state)) {
    for (let i = state.runs.length - 1; i >= 0; i--) {
      const r = state.runs[i]!;
      if (r.status === "failed" && r.resume) continue;
      out = (r.interrupts as Interrupt[] | undefined) ?? NONE;
      break;
    }
  }
  waitingCache.set(state.runs, out);
  return out;
}

const editedCache = new WeakMap<object, ReadonlyMap<string, string>>();

/**
 * The arguments the user approved a tool call with, when they edited them ("Approve with edits": an answer
 * `{ approved: true, editedArgs }` to a request about that call, sent by a run the agent did not reject), as JSON
 * text; `undefined` when the call was not approved with edits. The tool call's own `args` stay as the agent
 * streamed them; this is what the list shows instead once the edit was sent. Memoised per `runs` array; O(1) after.
 */
export function selectEditedToolArgs(state: Pick<AgentState, "runs">, toolCallId: string): string | undefined {
  let map = editedCache.get(state.runs);
  if (!map) {
    const byInterrupt = new Map<string, string>();
    for (const r of state.runs) for (const raw of r.interrupts ?? []) if (typeof (raw as Interrupt).toolCallId === "string") byInterrupt.set(raw.id, (raw as Interrupt).toolCallId!);
    const edited = new Map<string, string>();
    for (const r of state.runs) {
      if (r.status === "failed" || !r.resume) continue;
      for (const entry of r.resume) {
        const call = byInterrupt.get(entry.interruptId);
        const p = entry.payload as { approved?: unknown; editedArgs?: unknown } | undefined;
        if (call === undefined || entry.status !== "resolved" || p?.approved !== true || p.editedArgs === undefined) continue;
        try {
          edited.set(call, typeof p.editedArgs === "string" ? p.editedArgs : JSON.stringify(p.editedArgs));
        } catch {
          /* an unserialisable payload cannot have been sent */
        }
      }
    }
    map = edited;
    editedCache.set(state.runs, map);
  }
  return map.get(toolCallId);
}
