import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Message } from "@ag-ui/core";
import type { IncomingMessage } from "node:http";
import { type RunLog, readReasoningRequest, writeAgUiSse } from "@reasoning-ui/agent";
import { serveLoggedRun } from "../runlog";
import { quoteForLog } from "../logSafe";
import type { DemoRunInput } from "../run";
import type { ProviderStep } from "./clients";
import { runOnProvider } from "./loop";

/**
 * Answers one accepted run of the provider-backed demo agent: the input has passed the same checks as the
 * scripted agent's (Host, CORS, `application/json`, body and id limits — `createAgentServer`), then
 * {@link runOnProvider} streams the model's turn through the bridges as AG-UI SSE, with backpressure
 * (`writeAgUiSse`), with `forwardedProps.reasoning` mapped to the provider's effort parameter. A client
 * that goes away aborts the provider request.
 */
export function providerRun(options: { step: ProviderStep; label: string; log?: (line: string) => void; runs?: RunLog | undefined }) {
  return async (input: DemoRunInput, res: ServerResponse, limits?: { writeStallMs: number }, req?: IncomingMessage): Promise<void> => {
    const threadId = typeof input.threadId === "string" && input.threadId ? input.threadId : randomUUID();
    const runId = typeof input.runId === "string" && input.runId ? input.runId : randomUUID();
    const reasoning = readReasoningRequest(input.forwardedProps);
    options.log?.(`run ${quoteForLog(runId)}: ${options.label}${reasoning ? `, effort ${reasoning.effort}` : ""}`);
    const messages = (input.messages ?? []) as Message[];
    if (options.runs) {
      // Through the run log: the provider call is aborted by cancel (or no reader for the budget), not by a disconnect.
      const source = (signal: AbortSignal) => runOnProvider({ threadId, runId, messages, reasoning }, options.step, signal);
      return serveLoggedRun(options.runs, req, { threadId, runId, ...(input.forwardedProps && { forwardedProps: input.forwardedProps }) }, res, source, limits?.writeStallMs ?? 30_000);
    }
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    await writeAgUiSse(res, runOnProvider({ threadId, runId, messages, reasoning }, options.step, abort.signal));
  };
}
