/**
 * Record shapes of the content-free audit trail (docs/audit-trail.md, docs/architecture.md, "Store and reducer").
 * Every string in a record is an id, a name the protocol defines (tool name, token-usage model), an
 * enum value below, or a hex digest. Lengths count UTF-16 code units (JavaScript `string.length`).
 */
import type { ReasoningStatus, ReasoningVisibility, TokenUsage } from "../types";

/** Schema tag carried by every record; bumped on any incompatible change. */
export const AUDIT_SCHEMA = "reasoning-ui.audit/1" as const;

/**
 * How a run or a reasoning span ended:
 * - `complete`: the run finished (RUN_FINISHED, outcome success) / the span was closed by its END event;
 * - `interrupted`: the run finished with `outcome: interrupt` (human in the loop), or the span was still
 *   open when its run finished;
 * - `stopped`: cancelled — the client aborted the stream, or RUN_FINISHED `outcome: cancelled`;
 * - `failed`: RUN_ERROR, a transport error or a stream that ended without RUN_FINISHED / RUN_ERROR;
 * - `running`: not ended yet (only in a snapshot taken while the run is still open).
 */
export type AuditOutcome = "complete" | "interrupted" | "stopped" | "failed" | "running";

/**
 * One instant on both clocks. `agent`: the event's `timestamp` exactly as the agent sent it (ms since
 * epoch by convention; the protocol does not make it normative, so it is never compared with `client`);
 * `client`: `Date.now()` when the store delivered the event.
 */
export interface AuditTime {
  agent?: number;
  client: number;
}

/** An encrypted value, described without its content: length and SHA-256 (hex, 64 chars) of its UTF-8 bytes. */
export interface AuditDigest {
  length: number;
  sha256: string;
}

/** One reasoning message inside a span. */
export interface AuditReasoningMessage {
  messageId: string;
  visibility: ReasoningVisibility;
  status: ReasoningStatus;
  /** Length of the visible reasoning text (never the text). */
  contentLength: number;
  /** The encrypted value held for this message, when there is one. */
  encryptedValue?: AuditDigest;
}

/** One tool call of a run. */
export interface AuditToolCall {
  toolCallId: string;
  toolCallName?: string;
  parentMessageId?: string;
  subagentRunId?: string;
  /** Length of the accumulated arguments JSON (never the arguments). */
  argumentsLength: number;
  /** Length of the TOOL_CALL_RESULT content, when a result arrived. */
  resultLength?: number;
  /** The `tool-call` encrypted value attached to it (REASONING_ENCRYPTED_VALUE subtype `tool-call`). */
  encryptedValue?: AuditDigest;
}

/**
 * A reasoning span (REASONING_START … REASONING_END, or a deprecated THINKING_START … THINKING_END), or a
 * reasoning message that arrived outside any span (then `spanId` is absent and `messages` has one entry).
 */
export interface AuditSpanRecord {
  schema: typeof AUDIT_SCHEMA;
  kind: "span";
  threadId: string;
  runId?: string;
  spanId?: string;
  /** The subagent invocation that reasoned; absent for the parent agent. */
  subagentRunId?: string;
  startedAt?: AuditTime;
  endedAt?: AuditTime;
  /** `hidden` when only encrypted values, `summary` when text and encrypted values, else `visible`. */
  visibility: ReasoningVisibility;
  outcome: Exclude<AuditOutcome, "running"> | "running";
  /** Sum of the messages' `contentLength`. */
  contentLength: number;
  /** Sum of the lengths of the messages' encrypted values. */
  encryptedValueLength: number;
  messages: AuditReasoningMessage[];
  /** Tool calls attached to the span: started, or given a `tool-call` encrypted value, in its lane while it was open. */
  toolCallIds: string[];
}

/** A run (RUN_STARTED … RUN_FINISHED / RUN_ERROR / end of stream). */
export interface AuditRunRecord {
  schema: typeof AUDIT_SCHEMA;
  kind: "run";
  threadId: string;
  runId?: string;
  startedAt?: AuditTime;
  endedAt?: AuditTime;
  outcome: AuditOutcome;
  /** RUN_ERROR `code` or the transport's error code (`stream_ended`, `network_error`, …); never the message. */
  errorCode?: string;
  /** Span ids of the run, in order (span records follow the run record). */
  spanIds: string[];
  toolCalls: AuditToolCall[];
  /** Assistant (answer) messages of the run: ids and total text length. */
  answer: { messageIds: string[]; contentLength: number };
  /** RUN_FINISHED / RUN_ERROR `usage` as reported (tokens). */
  usage?: TokenUsage[];
  /** Diagnostic codes the store recorded during the run, with counts (codes only, never their messages). */
  diagnostics?: Record<string, number>;
  /** Events the store delivered for this run. */
  eventCount: number;
}

/**
 * One answer to an agent's request (AG-UI 1.0 interrupt), as the run that carried it sent it in `resume` — never the
 * answer itself: its length and SHA-256 (`payload`, of its JSON), whether it was approved and edited (approvals only),
 * when (client clock, when the run began) and who (`AuditTrailOptions.actor`, the app's hook).
 */
export interface AuditDecisionRecord {
  schema: typeof AUDIT_SCHEMA;
  kind: "decision";
  threadId: string;
  /** The run that carried the answer. */
  runId: string;
  interruptId: string;
  /** The interrupt's `reason` (`tool_call`, `input_required`, `confirmation`, a custom one), when known. */
  reason?: string;
  status: "resolved" | "cancelled";
  /** Approved with edited arguments (`payload.editedArgs`). */
  edited: boolean;
  /** For `tool_call` / `confirmation` answered `resolved`: approved (`payload.approved === true`) or denied. */
  approved?: boolean;
  /** The payload's JSON described by length and SHA-256; absent when the answer had none. */
  payload?: AuditDigest;
  decidedAt: AuditTime;
  /** Who answered: what `AuditTrailOptions.actor` returned (an id the app chooses). */
  decidedBy?: string;
}

export type AuditRecord = AuditRunRecord | AuditSpanRecord | AuditDecisionRecord;

/** Options of `createAuditTrail`. */
export interface AuditTrailOptions {
  /** Records kept in memory (oldest dropped first, counted in `dropped`). Default 1000. */
  maxRecords?: number;
  /** Called with each record once its digests are computed, in order (stream them to storage here). */
  onRecord?: (record: AuditRecord) => void;
  /** SHA-256 implementation; default Web Crypto `crypto.subtle.digest("SHA-256", …)`. */
  digest?: (bytes: Uint8Array) => Promise<ArrayBuffer>;
  /** Client clock, ms since epoch. Default `Date.now`. */
  now?: () => number;
  /**
   * Who is answering the agent's requests, for decision records (`decidedBy`): called when a run carrying answers
   * begins. Return an id your app chooses (a user id); `undefined` records none.
   */
  actor?: () => string | undefined;
}

/** A running audit trail over one store. */
export interface AuditTrail {
  /** Ended runs' records plus, for a run still open, a snapshot with `outcome: "running"`; resolves once every digest is computed. */
  records(): Promise<AuditRecord[]>;
  /** {@link records} as JSON lines: one JSON object per line, `\n`-terminated. */
  toJSONLines(): Promise<string>;
  /** Records dropped because `maxRecords` was reached. */
  readonly dropped: number;
  /** Stops listening to the store (records already taken are kept). */
  stop(): void;
}
