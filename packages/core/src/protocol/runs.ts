/**
 * The run-log wire (docs/architecture.md, "Runs that outlive the page"), defined once and imported by core's
 * re-attach client, `@reasoning-ui/agent`'s `runLogHandler` and the demo agent: the run id and event id grammars,
 * the routes beside the run route and their URL builder, the statuses, headers, error codes and limits.
 */

/**
 * A run id the run log accepts: an RFC 4122 UUID (any version; lowercase or uppercase hex). A run id names a
 * run in URLs, so it must not be guessable: clients mint it with {@link randomRunId} (122 random bits). Ownership
 * (the principal `authorize` returns) is still what protects a run; an unguessable id is the second lock.
 */
export const RUN_ID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Whether `value` is a run id of {@link RUN_ID_PATTERN} (a UUID, 36 characters). */
export function isRunId(value: unknown): value is string {
  return typeof value === "string" && value.length === 36 && RUN_ID_PATTERN.test(value);
}

/** Longest accepted `threadId`, characters (the run routes answer 400 `invalid_request` beyond). */
export const MAX_THREAD_ID_LENGTH = 256;

/** Whether `value` is a thread id the run routes accept: 1–{@link MAX_THREAD_ID_LENGTH} characters, no control characters. */
export function isThreadId(value: unknown, maxLength = MAX_THREAD_ID_LENGTH): value is string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return typeof value === "string" && value.length > 0 && value.length <= maxLength && !/[\u0000-\u001f\u007f]/.test(value);
}

/**
 * A fresh run id: a version 4 UUID from `crypto.randomUUID()`, or from `crypto.getRandomValues` on a non-secure
 * origin (plain-HTTP LAN address: no `randomUUID` there). Throws when the platform has no Web Crypto at all — a
 * run id from `Math.random` would be guessable.
 *
 * @example
 * const input = { threadId, runId: randomRunId(), messages, tools: [], context: [], state: {}, forwardedProps: {} };
 */
export function randomRunId(): string {
  const crypto = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  if (!crypto?.getRandomValues) throw new Error("No Web Crypto (crypto.getRandomValues) on this platform: a run id cannot be made unguessable.");
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 15) | 64;
  b[8] = (b[8]! & 63) | 128;
  const hex = Array.from(b, (x) => (x + 256).toString(16).slice(1)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Digits of an event's sequence number in its id: at most 15 (exact in a double). */
export const RUN_EVENT_SEQ_PATTERN = /^\d{1,15}$/;

/** The SSE `id:` of event `seq` of run `runId`: `<runId>:<seq>`. */
export function runEventId(runId: string, seq: number): string {
  return `${runId}:${seq}`;
}

/** A `<runId>:<seq>` event id split, or `undefined` when `id` is not one (the seq is 1–15 digits). */
export function splitRunEventId(id: string): { runId: string; seq: number } | undefined {
  const at = id.lastIndexOf(":");
  // One colon only: a run id never holds one, so `<run>::1` is malformed, not another run's id.
  if (at <= 0 || id.indexOf(":") !== at) return undefined;
  const digits = id.slice(at + 1);
  if (!RUN_EVENT_SEQ_PATTERN.test(digits)) return undefined;
  return { runId: id.slice(0, at), seq: Number(digits) };
}

/** A parsed `Last-Event-ID`, or why it is refused (`code` and a sentence). */
export type ParsedRunEventId = { ok: true; seq: number } | { ok: false; code: "invalid_last_event_id" | "last_event_id_other_run"; message: string };

/**
 * Reads a `Last-Event-ID` (header or `lastEventId` query) for run `runId`. `null`/`""` means "from the start"
 * (seq 0). A value that is not `<runId>:<1–15 digits>` is `invalid_last_event_id`; one naming another run is
 * `last_event_id_other_run` (never silently replayed from elsewhere).
 */
export function parseRunEventId(value: string | null | undefined, runId: string): ParsedRunEventId {
  if (value === null || value === undefined || value === "") return { ok: true, seq: 0 };
  const parts = splitRunEventId(value);
  if (!parts) return { ok: false, code: "invalid_last_event_id", message: "The Last-Event-ID is not of the form <runId>:<sequence>." };
  if (parts.runId !== runId) return { ok: false, code: "last_event_id_other_run", message: "The Last-Event-ID belongs to another run." };
  return { ok: true, seq: parts.seq };
}

/** Where a logged run stands: `running` until its source ends; then `finished`, `cancelled` or `error`. */
export const RUN_LOG_STATUSES = ["running", "finished", "cancelled", "error"] as const;
/** One of {@link RUN_LOG_STATUSES}. */
export type RunLogStatus = (typeof RUN_LOG_STATUSES)[number];
/** A status route's answer: a {@link RunLogStatus}, or `unknown` (never started, expired, or not yours). */
export type RunLookupStatus = RunLogStatus | "unknown";

/**
 * The body of `GET <url>/runs/<runId>/status` and of the cancel route (200). A run that is unknown — never started,
 * expired, or another principal's — is answered `404` with {@link unknownRunBody}: the same bytes either way.
 */
export interface RunStatusBody {
  status: RunLookupStatus;
  reason?: string;
  code?: string;
  lastEventId?: string;
}

/** The 404 body of the status and cancel routes for an unknown run (or another principal's): an `ErrorBody` that also says `status: "unknown"`. */
export function unknownRunBody(): { status: "unknown"; error: { code: "run_not_found"; message: string } } {
  return { status: "unknown", error: { code: "run_not_found", message: "No such run in this thread." } };
}

/** The routes beside the run route `<url>`: the re-attach stream, cancel, status, capabilities. */
export const RUN_ROUTES = {
  /** `GET <url>/runs/<runId>?threadId=` + `Last-Event-ID`: the events after it, then the live tail. */
  attach: (runId: string) => `runs/${encodeURIComponent(runId)}`,
  /** `POST <url>/runs/<runId>/cancel?threadId=`. */
  cancel: (runId: string) => `runs/${encodeURIComponent(runId)}/cancel`,
  /** `GET <url>/runs/<runId>/status?threadId=`. */
  status: (runId: string) => `runs/${encodeURIComponent(runId)}/status`,
  /** `GET <url>/capabilities`. */
  capabilities: () => "capabilities",
} as const;

/** The path segment that starts a run route (`…/runs/<runId>[/cancel|/status]`). */
export const RUNS_SEGMENT = "runs";

/** What a path names, read from its END (the routes mount anywhere): see {@link matchRunRoute}. */
export type RunRouteMatch =
  | { kind: "run" }
  | { kind: "capabilities" }
  | { kind: "attach" | "cancel" | "status"; runId: string }
  | { kind: "not_found" };

/** Reads a run route from a URL path (the inverse of {@link runRouteUrl}); `runId` is decoded, not yet validated. */
export function matchRunRoute(pathname: string): RunRouteMatch {
  const parts = pathname.split("/").filter(Boolean);
  const last = parts[parts.length - 1];
  if (last === "capabilities") return { kind: "capabilities" };
  const at = parts.lastIndexOf(RUNS_SEGMENT);
  if (at >= 0 && at >= parts.length - 3 && parts.length - at >= 2) {
    let runId: string;
    try {
      runId = decodeURIComponent(parts[at + 1]!);
    } catch {
      runId = "";
    }
    const action = parts[at + 2];
    if (action === undefined) return { kind: "attach", runId };
    if (action === "cancel" || action === "status") return { kind: action, runId };
    return { kind: "not_found" };
  }
  return { kind: "run" };
}

/** The URL of route `suffix` (from {@link RUN_ROUTES}) beside the run route `url`, with `query` (the run route's own query kept). */
export function runRouteUrl(url: string | URL, suffix: string, query: Record<string, string>): string {
  const text = String(url);
  const q = text.indexOf("?");
  const path = (q < 0 ? text : text.slice(0, q)).replace(/\/+$/, "");
  const params = new URLSearchParams(q < 0 ? "" : text.slice(q + 1));
  for (const [k, v] of Object.entries(query)) params.set(k, v);
  return `${path}/${suffix}?${params}`;
}

/** Headers of the run-log wire. */
export const RUN_HEADERS = {
  /** The event id to resume after (SSE standard). Also accepted as the `lastEventId` query parameter. */
  lastEventId: "Last-Event-ID",
  /** Seconds before a `429` / `503` answer is worth retrying. */
  retryAfter: "Retry-After",
} as const;

/** Limits of the run-log wire. */
export const RUN_LIMITS = {
  /** Largest run body (`RunAgentInput`) the run route reads by default, bytes (413 `body_too_large` beyond). */
  maxBodyBytes: 4 * 1024 * 1024,
  /** Interrupts one run may raise (the agent's approval helper stops there; the client refuses more). */
  maxInterruptsPerRun: 64,
} as const;

/** The stable `code`s of the run routes' error answers (in the `ErrorBody` shape of `errorBody.ts`). */
export type RunRouteErrorCode =
  | "invalid_request"
  | "invalid_run_id"
  | "invalid_last_event_id"
  | "last_event_id_other_run"
  | "last_event_id_ahead"
  | "unauthorized"
  | "forbidden"
  | "run_not_found"
  | "not_found"
  | "method_not_allowed"
  | "run_exists"
  | "log_trimmed"
  | "body_too_large"
  | "too_many_runs"
  | "too_many_readers"
  | "store_unavailable";

/**
 * A tool approval's resume payload (`interrupt.reason === "tool_call"`), as core's `approvalPayload` writes it and
 * the agent's `withToolApprovals` reads it: approve, approve with edited arguments, or deny with a reason.
 */
export type ToolApprovalPayload = { approved: true; editedArgs?: unknown } | { approved: false; reason?: string };

/**
 * How an app's backend carries its signed-in user to an agent on another origin (the Next.js example's agent
 * route → the demo agent): `Authorization: Bearer <JWT>`, HS256 with a secret both share, `sub` = the user id,
 * `aud` = {@link PRINCIPAL_TOKEN}.audience, expiring after `maxAgeSeconds`. The agent verifies it (jose's
 * `jwtVerify`) and uses `sub` as the run's owner; the browser never holds the secret.
 */
export const PRINCIPAL_TOKEN = {
  header: "authorization",
  scheme: "Bearer",
  algorithm: "HS256",
  audience: "reasoning-ui-agent",
  maxAgeSeconds: 300,
} as const;
