import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { ReasoningCipher } from "./crypto";
import { pickScenario, scenarios } from "./scenarios";
import { ClientGone, Script } from "./script";
import { verifiedSentence, verifyEncryptedValues } from "./verify";

/** The fields of `RunAgentInput` the demo agent reads; everything else is accepted and ignored. */
export interface DemoRunInput {
  threadId?: string;
  runId?: string;
  messages?: unknown[];
  forwardedProps?: { scenario?: string } & Record<string, unknown>;
  [key: string]: unknown;
}

export interface RunOptions {
  cipher: ReasoningCipher;
  paceMs: number;
  log?: (line: string) => void;
}

/**
 * Answers one run on an already-open SSE response: RUN_STARTED, then either RUN_ERROR
 * `invalid_encrypted_value` (an incoming encrypted value failed to decrypt) or the chosen scenario,
 * then RUN_FINISHED unless the scenario errored or cut the connection. Never throws.
 */
export async function runAgent(input: DemoRunInput, res: ServerResponse, { cipher, paceMs, log }: RunOptions): Promise<void> {
  const threadId = typeof input.threadId === "string" && input.threadId ? input.threadId : randomUUID();
  const runId = typeof input.runId === "string" && input.runId ? input.runId : randomUUID();
  const script = new Script(res, threadId, runId, paceMs);
  const name = pickScenario(input);
  try {
    script.emit({ type: "RUN_STARTED", threadId, runId });
    const verification = await verifyEncryptedValues(cipher, input.messages);
    if (!verification.ok) {
      log?.(`run ${runId}: rejected an encrypted value`);
      script.fail(verification.message, "invalid_encrypted_value");
    } else {
      log?.(`run ${runId}: scenario ${name}, verified ${verification.count}`);
      await scenarios[name]({ script, cipher, verified: verifiedSentence(verification.count) });
    }
    if (!script.ended) script.emit({ type: "RUN_FINISHED", threadId, runId });
  } catch (err) {
    if (err instanceof ClientGone) {
      log?.(`run ${runId}: client went away, stopped`);
    } else {
      log?.(`run ${runId}: internal error: ${err instanceof Error ? err.message : String(err)}`);
      try {
        script.fail("The demo agent hit an internal error.", "internal_error");
      } catch {
        /* client already gone */
      }
    }
  } finally {
    if (!res.destroyed && !res.writableEnded) res.end();
  }
}
