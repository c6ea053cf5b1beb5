import type { RunAgentInput } from "@ag-ui/core";
import type { RunError } from "../types";
import { AgentStreamError } from "./AgentStreamError";
import type * as RunErrors from "./runError";

/*
 * The run-error mapping on first use (docs/architecture.md, "Transport and re-attach"): `runError.ts` (what a failure becomes in
 * `state.error`, encrypted values redacted from every message) is needed only when a run fails. The run loop starts
 * loading it when a run starts, so a failure waits for no download; if it cannot be loaded (the network that failed
 * the run took the chunk with it), the failure still ends the run, with its code and a message that quotes nothing.
 */

let loading: Promise<typeof RunErrors> | undefined;

/** The run-error module, loaded once (a failed load is forgotten, so the next call tries again). Never rejects unhandled. */
export function loadRunErrors(): Promise<typeof RunErrors> {
  const p = (loading ??= import("./runError").catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
  p.catch(() => undefined);
  return p;
}

/** `toRunError` of `runError.ts`, loaded on first use; without it, the failure's code and a sentence that quotes nothing. */
export async function toRunErrorOnDemand(err: unknown, input: RunAgentInput): Promise<RunError> {
  try {
    return (await loadRunErrors()).toRunError(err, input);
  } catch {
    return { message: "The run failed (its details could not be loaded).", code: err instanceof AgentStreamError ? err.code : "network_error" };
  }
}
