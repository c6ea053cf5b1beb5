import type { IncomingMessage, ServerResponse } from "node:http";
import { quoteForLog } from "./logSafe";
import type { DemoRunInput } from "./run";

/** A request the agent refuses: answered as `status` with the kit's JSON `ErrorBody` `{ error: { code, message, retryAfter? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Seconds (`429` / `503`), also sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
    if (retryAfter !== undefined) this.headers = { ...headers, "Retry-After": String(retryAfter) };
  }
}

/** Writes `body` as a JSON response. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Refuses a POST whose `Content-Type` is not `application/json` (parameters such as `charset` allowed)
 * with 415. Browsers send `text/plain`, form and multipart bodies cross-origin without a CORS preflight;
 * `application/json` always needs one, so only origins the agent allows can run it from a page.
 */
export function requireJson(req: IncomingMessage): void {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, "unsupported_media_type", "POST /agent takes Content-Type: application/json.", { Accept: "application/json" });
  }
}

export interface BodyLimits {
  /** Largest accepted body, bytes (413 above). */
  maxBodyBytes: number;
  /** Deadline for the whole body after the headers, ms (408 after). */
  bodyTimeoutMs: number;
}

/**
 * Reads and parses a JSON body within `limits`: a `Content-Length` above the limit is refused before
 * reading (413), a chunked body is cut off as soon as it passes the limit (413), a body still arriving
 * after `bodyTimeoutMs` gets 408, invalid JSON 400. At most `maxBodyBytes` are ever held.
 */
export function readJson(req: IncomingMessage, { maxBodyBytes, bodyTimeoutMs }: BodyLimits): Promise<unknown> {
  const tooBig = () => new HttpError(413, "body_too_large", `Request body exceeds ${maxBodyBytes} bytes.`, { Connection: "close" });
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > maxBodyBytes) return Promise.reject(tooBig());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (err: HttpError) => {
      cleanup();
      reject(err);
    };
    const timer = setTimeout(
      () => stop(new HttpError(408, "body_timeout", `Request body not received within ${bodyTimeoutMs} ms.`, { Connection: "close" })),
      bodyTimeoutMs,
    );
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) return void chunks.push(chunk);
      chunks.length = 0;
      stop(tooBig());
    };
    const onEnd = () => {
      cleanup();
      try {
        resolve(JSON.parse(Buffer.concat(chunks, size).toString("utf8")));
      } catch {
        reject(new HttpError(400, "invalid_json", "Request body is not valid JSON."));
      }
    };
    const onError = () => stop(new HttpError(400, "body_aborted", "Request body was cut off."));
    function cleanup() {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    }
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks one optional id field: a string of at most `max` characters when present. */
function checkId(value: unknown, name: string, max: number): void {
  if (value === undefined || value === null) return;
  if (typeof value !== "string") throw new HttpError(400, "invalid_input", `${name} must be a string.`);
  if (value.length > max) {
    throw new HttpError(400, "id_too_long", `${name} is ${value.length} characters long; ids may have at most ${max}.`);
  }
}

/**
 * Validates the parts of a `RunAgentInput` the agent copies or compares: the body is an object,
 * `messages` an array of objects, and every id — `threadId`, `runId`, `parentRunId`, each message's `id`
 * and `toolCallId`, each tool call's `id` — a string of at most `maxIdLength` characters (400 otherwise).
 * Error messages name the field by position (`messages[3].id`), never echo its value.
 */
export function validateInput(body: unknown, maxIdLength: number): DemoRunInput {
  if (!isObject(body)) throw new HttpError(400, "invalid_input", "Request body must be a RunAgentInput object.");
  for (const field of ["threadId", "runId", "parentRunId"]) checkId(body[field], `\`${field}\``, maxIdLength);
  const { messages } = body;
  if (messages === undefined) return body as DemoRunInput;
  if (!Array.isArray(messages)) throw new HttpError(400, "invalid_input", "`messages` must be an array.");
  messages.forEach((m, i) => {
    if (!isObject(m)) throw new HttpError(400, "invalid_input", `\`messages[${i}]\` must be an object.`);
    checkId(m.id, `\`messages[${i}].id\``, maxIdLength);
    checkId(m.toolCallId, `\`messages[${i}].toolCallId\``, maxIdLength);
    if (m.toolCalls === undefined) return;
    if (!Array.isArray(m.toolCalls)) throw new HttpError(400, "invalid_input", `\`messages[${i}].toolCalls\` must be an array.`);
    m.toolCalls.forEach((c, j) => {
      if (!isObject(c)) throw new HttpError(400, "invalid_input", `\`messages[${i}].toolCalls[${j}]\` must be an object.`);
      checkId(c.id, `\`messages[${i}].toolCalls[${j}].id\``, maxIdLength);
    });
  });
  return body as DemoRunInput;
}

/** One log line for a refused request: method, path and the reason, client data escaped and truncated. */
export function refusalLine(req: IncomingMessage, err: HttpError): string {
  return `refused ${quoteForLog(req.method ?? "", 16)} ${quoteForLog(req.url ?? "", 80)}: ${err.status} ${err.code}`;
}
