import type { ProviderErrorInfo } from "@reasoning-ui/core/protocol";

export type { ProviderErrorInfo } from "@reasoning-ui/core/protocol";

/** Longest string parsed for an embedded JSON error body, characters (bigger strings are used as the message only). */
const MAX_JSON_CHARS = 64 * 1024;
/** Longest message kept on `RUN_ERROR`, characters. */
const MAX_MESSAGE_CHARS = 2000;
/**
 * Keys under which SDKs nest the provider's error body (`error`, `data`) or the provider error a retry
 * gave up on (`lastError`). Not `cause`: that is the transport's (`ECONNREFUSED 10.0.0.7:443`), which
 * must not reach the browser in `RUN_ERROR`.
 */
const NESTED_KEYS = ["error", "data", "lastError"] as const;

function embeddedJson(text: string): unknown {
  if (text.length > MAX_JSON_CHARS) return undefined;
  const start = text.indexOf("{");
  if (start < 0) return undefined;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return undefined;
  }
}

interface Collected extends ProviderErrorInfo {
  statusName?: string;
}

/** Reads `value` outer to inner: the inner (more specific) code, type and message win; the first HTTP status found wins. */
function collect(value: unknown, info: Collected, depth: number, seen: Set<object>): void {
  if (depth > 5 || value === null || value === undefined) return;
  if (typeof value === "string") {
    const json = embeddedJson(value);
    if (json !== undefined) collect(json, info, depth + 1, seen);
    else if (value.trim() !== "") info.message = value;
    return;
  }
  if (typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  const o = value as Record<string, unknown>;
  const status = [o.status, o.statusCode, o.status_code, o.code].find((v): v is number => typeof v === "number" && v >= 100 && v < 600);
  if (status !== undefined) info.status ??= status;
  if (typeof o.code === "string" && o.code !== "") info.code = o.code;
  if (typeof o.type === "string" && o.type !== "" && o.type !== "error") info.type = o.type;
  if (typeof o.status === "string" && o.status !== "") info.statusName = o.status;
  if (typeof o.param === "string" && o.param !== "") info.param = o.param;
  if (typeof o.message === "string") {
    const json = embeddedJson(o.message);
    if (json !== undefined && typeof json === "object") collect(json, info, depth + 1, seen);
    else if (o.message.trim() !== "") info.message = o.message;
  }
  for (const key of NESTED_KEYS) if (key in o) collect(o[key], info, depth + 1, seen);
  if (typeof o.responseBody === "string" && o.data === undefined) collect(o.responseBody, info, depth + 1, seen);
}

/**
 * Reads {@link ProviderErrorInfo} from anything a provider SDK throws or streams: OpenAI `APIError`
 * (`status`, `code`, `type`, `param`, `error`), Anthropic `APIError` (`status`, `error.error.type`),
 * `@google/genai` `ApiError` (`status`, and the JSON body `{ error: { code, message, status } }` its
 * `message` holds), the AI SDK's `APICallError` (`statusCode`, `data` / `responseBody`) and `RetryError`
 * (`lastError`), Ollama's `ResponseError` (`status_code`, `error`), an OpenAI Responses `error` event
 * (`{ type: "error", error: { code, message, … } }`, or the flat form of the SDK's type), a stream chunk
 * `{ error: { … } }`, an AI SDK error part's plain object, or a bare string. Never throws.
 *
 * @example
 * readProviderError({ status: 429, error: { type: "insufficient_quota", code: "insufficient_quota", message: "You exceeded your current quota." } });
 * // → { status: 429, code: "insufficient_quota", type: "insufficient_quota", message: "You exceeded your current quota." }
 */
export function readProviderError(error: unknown): ProviderErrorInfo {
  const info: Collected = {};
  try {
    collect(error, info, 0, new Set());
  } catch {
    /* a hostile getter: keep what was read */
  }
  const { statusName, ...rest } = info;
  if (rest.code === undefined && statusName !== undefined) rest.code = statusName;
  if (rest.code === undefined && rest.type !== undefined) rest.code = rest.type;
  if (rest.message !== undefined && rest.message.length > MAX_MESSAGE_CHARS) rest.message = `${rest.message.slice(0, MAX_MESSAGE_CHARS)}…`;
  return rest;
}

const ABORT_NAMES = new Set(["AbortError", "APIUserAbortError"]);

/**
 * Whether `error` is an abort (the request's `AbortSignal` fired): a `DOMException` / `Error` named
 * `AbortError` (fetch, `@google/genai`), or the `APIUserAbortError` the `openai` and `@anthropic-ai/sdk`
 * SDKs throw (its `name` is plain `"Error"`, so the class name is read).
 */
export function isAbortError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const name = (error as { name?: unknown }).name;
  const className = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return ABORT_NAMES.has(String(name)) || ABORT_NAMES.has(String(className));
}
