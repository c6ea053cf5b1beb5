/**
 * What every stream bridge shares besides its run loop: the stream it returns, the options it takes, the
 * diagnostics it reports and the error a failed provider stream becomes. `run.ts` (the loop) and
 * `emitter.ts` (the event builder) both build on this file, so neither imports the other.
 */
import type { Event as AgUiEvent, TokenUsage } from "@ag-ui/core";
import { type ProviderErrorInfo, isAbortError, readProviderError } from "./errors";

/**
 * What every stream bridge returns: AG-UI events in wire order; the generator's return value (read it
 * with `const usage = yield* bridge(…)`) is the run's token usage, `undefined` when the provider gave none
 * or the run failed.
 */
export type AgUiEventStream = AsyncGenerator<AgUiEvent, TokenUsage | undefined, undefined>;

/**
 * A provider stream, or the promise of one: pass the SDK call without `await` (e.g.
 * `openai.responses.create({ …, stream: true })`) and a request that fails before streaming becomes
 * `RUN_ERROR` instead of a rejection your route has to catch.
 */
export type ProviderStream<T> = AsyncIterable<T> | PromiseLike<AsyncIterable<T>>;

/** Options every stream bridge takes. */
export interface BridgeStreamOptions {
  /** AG-UI thread id for `RUN_STARTED` / `RUN_FINISHED` (the incoming `RunAgentInput.threadId`). */
  threadId: string;
  /** AG-UI run id (the incoming `RunAgentInput.runId`). */
  runId: string;
  /**
   * Emit `RUN_STARTED` first and `RUN_FINISHED` / `RUN_ERROR` last. Default `true`; set `false` to splice
   * the events into a run you frame yourself (then a failure is thrown as {@link ProviderStreamError}
   * after every event before it was yielded).
   */
  runEvents?: boolean;
  /** Clock for event `timestamp`s, ms since epoch. Default `Date.now`. */
  now?: () => number;
  /**
   * Told about input the bridge repaired instead of failing on (e.g. an unterminated `<think>`, reasoning
   * after the answer began, an unknown `reasoning_details` type); see {@link BridgeDiagnostic}. Default:
   * nothing. The events are the same with or without it.
   */
  onDiagnostic?: (diagnostic: BridgeDiagnostic) => void;
}

/**
 * Something odd in a provider stream that the bridge handled without failing the run; the content is
 * kept and shown. `code` is stable (documented with each bridge); `message` is for logs and never quotes
 * an encrypted value.
 */
export interface BridgeDiagnostic {
  code: string;
  message: string;
}

/**
 * The provider stream ended badly: an `error` event, a failed / incomplete response, a transport error
 * thrown by the SDK, or the stream ended before the provider's terminal event (cut mid-stream).
 * With `runEvents: true` (the default) it becomes `RUN_ERROR { message, code }` instead of a throw.
 */
export class ProviderStreamError extends Error {
  override readonly name = "ProviderStreamError";
  constructor(
    message: string,
    /** `RUN_ERROR.code`: the provider's own error code, else `"provider_error"`, `"stream_cut"`, `"aborted"`, … */
    readonly code: string,
    /** What the provider said (code, type, HTTP status, message), put on `RUN_ERROR.metadata.reasoningUi.providerError`. */
    readonly provider?: ProviderErrorInfo,
  ) {
    super(message);
  }

  /**
   * The error for anything an SDK threw or a stream sent as an error ({@link readProviderError}):
   * `code` = the provider's code, else `fallbackCode`; `message` = the provider's message, else
   * `fallbackMessage`; an abort → code `"aborted"`.
   */
  static from(error: unknown, fallbackCode = "provider_error", fallbackMessage = "The provider reported an error."): ProviderStreamError {
    if (error instanceof ProviderStreamError) return error;
    if (isAbortError(error)) return new ProviderStreamError("The request was aborted.", "aborted");
    const info = readProviderError(error);
    const hasInfo = Object.keys(info).length > 0;
    return new ProviderStreamError(info.message ?? fallbackMessage, info.code ?? fallbackCode, hasInfo ? info : undefined);
  }
}
