import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Message } from "@ag-ui/core";
import { readReasoningRequest, writeAgUiSse } from "@reasoning-ui/agent";
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
export function providerRun(options: { step: ProviderStep; label: string; log?: (line: string) => void }) {
  return async (input: DemoRunInput, res: ServerResponse): Promise<void> => {
    const threadId = typeof input.threadId === "string" && input.threadId ? input.threadId : randomUUID();
    const runId = typeof input.runId === "string" && input.runId ? input.runId : randomUUID();
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const reasoning = readReasoningRequest(input.forwardedProps);
    options.log?.(`run ${quoteForLog(runId)}: ${options.label}${reasoning ? `, effort ${reasoning.effort}` : ""}`);
    const messages = (input.messages ?? []) as Message[];
    await writeAgUiSse(res, runOnProvider({ threadId, runId, messages, reasoning }, options.step, abort.signal));
  };
}
