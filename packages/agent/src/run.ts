import type { TokenUsage } from "@ag-ui/core";
import type { AgUiEmitter } from "./emitter";
import { type AgUiEventStream, type ProviderStream, ProviderStreamError } from "./stream";
import { normalizeTokenUsage } from "./usage";

export { ProviderStreamError } from "./stream";
export type { AgUiEventStream, BridgeDiagnostic, BridgeStreamOptions, ProviderStream } from "./stream";

/**
 * The run loop every bridge shares. Awaits `stream` (so a request that fails before streaming — 401,
 * 429, a refused connection — ends the run as `RUN_ERROR` after `RUN_STARTED`), runs `step` for every
 * provider event and yields the AG-UI events it put on `emitter`; a thrown error (the SDK's transport or
 * API error) or `step` throwing {@link ProviderStreamError} ends the run with `RUN_ERROR`, after every
 * event produced before it. `finish()` returns the usage for `RUN_FINISHED`, or throws
 * {@link ProviderStreamError} when the provider's terminal event never came (cut stream); the usage passes
 * through `normalizeTokenUsage` (output ≥ reasoning, total = input + output) whatever the provider. The
 * generator's return value is that usage (also when `runEvents: false`, for agents that frame several
 * provider calls as one AG-UI run).
 *
 * @example
 * // A bridge for a provider that streams `{ kind: "think" | "say", text }` then `{ kind: "done" }`:
 * const emit = new AgUiEmitter({ threadId, runId });
 * let done = false;
 * return bridgeStream(stream, emit, (e) => {
 *   if (e.kind === "think") { if (!emit.isReasoningOpen("r1")) emit.reasoningStart("r1"); emit.reasoningDelta("r1", e.text); }
 *   else if (e.kind === "say") { emit.reasoningEnd("r1"); if (!emit.isTextOpen("m1")) emit.textStart("m1"); emit.textDelta("m1", e.text); }
 *   else done = true;
 * }, () => { if (!done) throw new ProviderStreamError("cut", "stream_cut"); return undefined; });
 */
export async function* bridgeStream<T>(
  stream: ProviderStream<T>,
  emitter: AgUiEmitter,
  step: (event: T) => void,
  finish: () => TokenUsage | undefined,
): AgUiEventStream {
  emitter.runStarted();
  yield* emitter.drain();
  let failure: ProviderStreamError | undefined;
  let usage: TokenUsage | undefined;
  try {
    const source = await stream;
    for await (const event of source) {
      step(event);
      yield* emitter.drain();
    }
    usage = normalizeTokenUsage(finish());
    emitter.runFinished(usage);
  } catch (err) {
    failure = ProviderStreamError.from(err);
  }
  if (failure) {
    yield* emitter.drain();
    emitter.runError(failure);
  }
  yield* emitter.drain();
  return usage;
}
