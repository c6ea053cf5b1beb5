import { isRecord } from "../protocol/guards";
import type { ReasoningConclusion } from "./reasoningSteps";

/**
 * A MEUP envelope (MEUP/MCPx draft spec §3 "Message Envelope", github.com/rjcorwin/mew-protocol
 * `spec/draft/SPEC.md`): `{ protocol, id, ts, from, to?, kind, correlation_id?, context?, payload }`.
 * `correlation_id` is a string in the draft spec and an array in ADR-h2n; both (and `correlationId`) are read.
 */
export interface MeupEnvelope {
  protocol?: string;
  /** Globally unique message id. */
  id?: string;
  /** RFC 3339 timestamp. */
  ts?: string;
  /** Participant id of the sender. */
  from?: string;
  to?: string[];
  kind: string;
  correlation_id?: string | string[];
  correlationId?: string | string[];
  /** Sub-context (ADR-t8k accepted form: the `reasoning.start` envelope's id). */
  context?: string;
  payload?: unknown;
}

/** `reasoning/start` payload (ADR-t8k, proposed form). */
export interface MeupReasoningStartPayload {
  reasoning_id: string;
  description?: string;
  /** Optional reference to the triggering message. */
  parent_message?: string;
}

/** `reasoning/step` payload: `type` is `tool_call | reflection | analysis | hypothesis`; `content` is type-specific. */
export interface MeupReasoningStepPayload {
  reasoning_id: string;
  type: "tool_call" | "reflection" | "analysis" | "hypothesis" | (string & {});
  content?: unknown;
}

/** `reasoning/end` payload. */
export interface MeupReasoningEndPayload {
  reasoning_id: string;
  conclusion?: string;
  /** Optional confidence score, 0…1. */
  confidence?: number;
  /** Optional key decision factors. */
  key_factors?: string[];
}

/** A non-empty string, else undefined. */
export const optStr = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : undefined);

/** The envelope's correlation ids: `correlation_id` (draft spec: a string; ADR-h2n: an array), else `correlationId`. */
export function correlations(e: MeupEnvelope): string[] {
  const raw = e.correlation_id ?? e.correlationId;
  if (typeof raw === "string") return [raw];
  return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === "string") : [];
}

/** JSON-safe copy of a step's content (drops functions, cycles become absent). */
export function jsonSafe(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The readable text of a `reasoning/step`'s type-specific content. ADR-t8k's examples:
 * `tool_call` → `{ tool, result }`, `reflection` → `{ thought }`; for `analysis` / `hypothesis` (no example
 * in the ADR) the fields `analysis`, `hypothesis`, `text`, `message`, `summary`, `content` are tried in that
 * order (assumption). A string content is the text itself.
 */
export function meupStepText(type: string, content: unknown): string | undefined {
  if (typeof content === "string") return content || undefined;
  if (!isRecord(content)) return undefined;
  if (type === "tool_call") {
    const result = content.result;
    if (typeof result === "string") return result || undefined;
    if (result !== undefined) return JSON.stringify(result);
    return undefined;
  }
  for (const k of ["thought", "analysis", "hypothesis", "text", "message", "summary", "content"]) {
    const v = content[k];
    if (typeof v === "string" && v) return v;
  }
  return undefined;
}

/** A conclusion from an end payload: `key_factors` (strings only), `text` when non-empty, `confidence` only within 0…1. */
function conclusionOf(p: Record<string, unknown>, text: unknown): Omit<ReasoningConclusion, "at"> {
  const c: Omit<ReasoningConclusion, "at"> = {
    keyFactors: Array.isArray(p.key_factors) ? p.key_factors.filter((f): f is string => typeof f === "string") : [],
  };
  const t = optStr(text);
  if (t !== undefined) c.text = t;
  if (typeof p.confidence === "number" && p.confidence >= 0 && p.confidence <= 1) c.confidence = p.confidence;
  return c;
}

/**
 * What one envelope asks of the adapter, both ADR-t8k revisions read into one form: open a reasoning
 * (`start`), add a step (`step`), conclude it (`end`), or — any other kind — an `action` that may answer a
 * reasoning through its `correlation_id`. `undefined`: nothing to do (not an envelope, or a reasoning kind
 * without its reasoning id).
 */
export type MeupReading =
  | { op: "start"; reasoningId: string; description?: string; parentMessageId?: string }
  | { op: "step"; reasoningId: string; type: string; content: unknown }
  | { op: "end"; reasoningId: string; conclusion: Omit<ReasoningConclusion, "at"> }
  | { op: "action" };

/**
 * Reads an envelope (see {@link MeupReading}): the proposed slash kinds (`reasoning/start|step|end`, the
 * reasoning id in `payload.reasoning_id`) and the accepted dotted kinds (`reasoning.start`: the envelope id;
 * `reasoning.thought` / `reasoning.conclusion`: `context`; a thought is a `reflection` step). A non-object
 * payload reads as `{}`.
 */
export function readMeupEnvelope(e: MeupEnvelope): MeupReading | undefined {
  if (!isRecord(e) || typeof e.kind !== "string") return undefined;
  const p = isRecord(e.payload) ? e.payload : {};
  const slashId = optStr(p.reasoning_id);
  switch (e.kind) {
    case "reasoning/start":
      return slashId === undefined ? undefined : { op: "start", reasoningId: slashId, description: optStr(p.description), parentMessageId: optStr(p.parent_message) };
    case "reasoning/step":
      return slashId !== undefined && typeof p.type === "string" ? { op: "step", reasoningId: slashId, type: p.type, content: p.content } : undefined;
    case "reasoning/end":
      return slashId === undefined ? undefined : { op: "end", reasoningId: slashId, conclusion: conclusionOf(p, p.conclusion) };
    case "reasoning.start": {
      const id = optStr(e.id);
      return id === undefined ? undefined : { op: "start", reasoningId: id, description: optStr(p.message), parentMessageId: correlations(e)[0] };
    }
    case "reasoning.thought": {
      const id = optStr(e.context);
      return id === undefined ? undefined : { op: "step", reasoningId: id, type: "reflection", content: { thought: p.message } };
    }
    case "reasoning.conclusion": {
      const id = optStr(e.context);
      return id === undefined ? undefined : { op: "end", reasoningId: id, conclusion: conclusionOf(p, p.message ?? p.decision) };
    }
    default:
      return { op: "action" };
  }
}
