import type { InterruptLedger, ReasoningRequest } from "@reasoning-ui/agent";
import type { EncryptedSubtype, ReasoningCipher } from "../crypto";
import { effortSentence } from "../effort";
import type { Script } from "../script";

/** What a scenario gets: the event writer, the cipher, and the opening "Verified N …" sentence. */
export interface ScenarioContext {
  script: Script;
  cipher: ReasoningCipher;
  /** `verifiedSentence(n)` for this turn; every answer starts with it. */
  verified: string;
  /** The run's `forwardedProps.reasoning`, when it asked for an effort. */
  effort?: ReasoningRequest | undefined;
  /** The run's input (the interrupt scenarios read `forwardedProps.interruptExpiresInMs`). */
  input?: { forwardedProps?: Record<string, unknown> | undefined } | undefined;
  /** The latest user message's text. */
  userText?: string | undefined;
  /** The latest user message's `content` as sent (a string, or AG-UI 1.0 content parts with attachments). */
  userContent?: unknown;
  /** The agent's ledger of raised interrupts (`approve`, `input`; docs/architecture.md, "Interrupts"). */
  ledger?: InterruptLedger<import("./interruptData").DemoInterruptData> | undefined;
}

/** A scenario writes everything between RUN_STARTED and RUN_FINISHED (the runner sends those two). */
export type Scenario = (ctx: ScenarioContext) => Promise<void>;

/** The answer's opening: the verified sentence, then the effort sentence when the run asked for one. */
export function opening({ verified, effort }: ScenarioContext): string {
  return effort ? `${verified} ${effortSentence(effort)}` : verified;
}

/** Streams the assistant answer as TEXT_MESSAGE_START / CONTENT×n / END, prefixed by {@link opening}. */
export async function answer(ctx: ScenarioContext, text: string): Promise<void> {
  const { script } = ctx;
  const messageId = script.id("answer");
  await script.emit({ type: "TEXT_MESSAGE_START", messageId, role: "assistant" });
  await script.stream(`${opening(ctx)} ${text}`, (delta) => ({ type: "TEXT_MESSAGE_CONTENT", messageId, delta }));
  await script.emit({ type: "TEXT_MESSAGE_END", messageId });
}

/** Opens a reasoning span with one reasoning message in it (REASONING_START, REASONING_MESSAGE_START); returns both ids. */
export async function openReasoning({ script }: ScenarioContext): Promise<{ spanId: string; messageId: string }> {
  const spanId = script.id("reasoning");
  const messageId = script.id("reasoning-msg");
  await script.emit({ type: "REASONING_START", messageId: spanId });
  await script.emit({ type: "REASONING_MESSAGE_START", messageId, role: "reasoning" });
  return { spanId, messageId };
}

/**
 * Emits REASONING_ENCRYPTED_VALUE carrying a real JWE of `text`, bound to this thread and to `entityId`
 * as a reasoning message (`subtype:"message"`, kind `message:reasoning`) or a tool call (`tool-call`).
 */
export async function emitSealed(
  { script, cipher }: ScenarioContext,
  subtype: EncryptedSubtype,
  entityId: string,
  text: string,
): Promise<void> {
  const { threadId, runId } = script;
  const kind = subtype === "message" ? "message:reasoning" : "tool-call";
  const encryptedValue = await cipher.seal({ v: 2, subtype, kind, entityId, threadId, runId, text, iat: Date.now() });
  await script.emit({ type: "REASONING_ENCRYPTED_VALUE", subtype, entityId, encryptedValue });
}
