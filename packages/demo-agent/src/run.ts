import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { readReasoningRequest } from "@reasoning-ui/agent";
import type { ReasoningCipher } from "./crypto";
import { quoteForLog } from "./logSafe";
import { answerResume, pickScenario, scenarios, textOf, type DemoLedger } from "./scenarios";
import { ClientGone, Script } from "./script";
import { verifiedSentence, verifyEncryptedValues } from "./verify";

/** The fields of `RunAgentInput` the demo agent reads; everything else is accepted and ignored. */
export interface DemoRunInput {
  threadId?: string;
  runId?: string;
  messages?: unknown[];
  /** `scenario` picks a scenario; `reasoning` (`{ effort, budgetTokens? }`) sets how much the scenarios think. */
  forwardedProps?: { scenario?: string; reasoning?: unknown } & Record<string, unknown>;
  [key: string]: unknown;
}

export interface RunOptions {
  cipher: ReasoningCipher;
  paceMs: number;
  /** See {@link Script}: how long a write waits for a client that stopped reading, ms. Default 30 s. */
  writeStallMs?: number;
  /** One line per run; client data in it is escaped and truncated ({@link quoteForLog}). */
  log?: (line: string) => void;
  /** The interrupts this agent raised (`approve`, `input`), checked against each run's `resume`. */
  ledger?: DemoLedger;
}

/**
 * Answers one run on an already-open SSE response: RUN_STARTED, then either RUN_ERROR
 * `invalid_encrypted_value` (an incoming encrypted value did not verify for this thread and its place) or the chosen scenario,
 * then RUN_FINISHED unless the scenario errored or cut the connection. Never throws.
 */
export async function runAgent(input: DemoRunInput, res: ServerResponse, options: RunOptions): Promise<void> {
  const { cipher, paceMs, log } = options;
  const threadId = typeof input.threadId === "string" && input.threadId ? input.threadId : randomUUID();
  const runId = typeof input.runId === "string" && input.runId ? input.runId : randomUUID();
  const script = new Script(res, threadId, runId, paceMs, options.writeStallMs);
  const name = pickScenario(input);
  const run = `run ${quoteForLog(runId)}`;
  try {
    await script.emit({ type: "RUN_STARTED", threadId, runId });
    const verification = await verifyEncryptedValues(cipher, input.messages, threadId);
    if (!verification.ok) {
      log?.(`${run}: rejected an encrypted value`);
      await script.fail(verification.message, "invalid_encrypted_value");
    } else {
      const effort = readReasoningRequest(input.forwardedProps);
      const messages = Array.isArray(input.messages) ? input.messages : [];
      const lastUser = [...messages].reverse().find((m) => m && typeof m === "object" && (m as { role?: unknown }).role === "user") as { content?: unknown } | undefined;
      const ctx = { script, cipher, verified: verifiedSentence(verification.count), effort, input, userText: textOf(lastUser?.content), userContent: lastUser?.content, ledger: options.ledger };
      // AG-UI 1.0 interrupts: a run on a thread with open interrupts must answer every one of them (resume[])
      const answered = options.ledger?.answer(threadId, input.resume);
      if (answered && !answered.ok) {
        log?.(`${run}: refused resume (${answered.refusal.code})`);
        await script.fail(answered.refusal.message, answered.refusal.code);
      } else if (answered?.ok && answered.answers.every((a) => a.entry.status === "cancelled") && (messages[messages.length - 1] as { role?: unknown } | undefined)?.role === "user") {
        // steered away: the open interrupts answered (cancelled) with a new question → their results, then the question
        log?.(`${run}: steered away from ${answered.answers.length} interrupt(s), scenario ${name}`);
        await answerResume(ctx, answered.answers, false);
        await scenarios[name](ctx);
      } else if (answered?.ok) {
        log?.(`${run}: resume of ${answered.answers.length} interrupt(s)`);
        await answerResume(ctx, answered.answers);
      } else {
        log?.(`${run}: scenario ${name}, verified ${verification.count}${effort ? `, effort ${effort.effort}` : ""}`);
        await scenarios[name](ctx);
      }
    }
    if (!script.ended) await script.emit({ type: "RUN_FINISHED", threadId, runId });
  } catch (err) {
    if (err instanceof ClientGone) {
      log?.(`${run}: ${script.stalled ? "client stopped reading, dropped" : "client went away, stopped"}`);
    } else {
      log?.(`${run}: internal error: ${quoteForLog(err instanceof Error ? err.message : String(err), 200)}`);
      try {
        await script.fail("The demo agent hit an internal error.", "internal_error");
      } catch {
        /* client already gone */
      }
    }
  } finally {
    if (!res.destroyed && !res.writableEnded) res.end();
  }
}
