/**
 * Random event sequences for the change feed's properties (fast-check): batches of AG-UI events over a small pool
 * of ids (so they collide: deltas to closed messages, results for unknown calls, spans reopened, runs restarted),
 * with timestamps (the run clock's remap), garbage, snapshots, and the client's commands between them.
 */
import type { AgentStore, BaseEvent } from "../../src/index";
import fc from "fast-check";

const ev = (type: string, fields: Record<string, unknown> = {}): BaseEvent => ({ type, ...fields }) as unknown as BaseEvent;

const msg = fc.constantFrom("m1", "m2", "m3", "m4");
const call = fc.constantFrom("tc1", "tc2", "tc3");
const span = fc.constantFrom("s1", "s2");
const run = fc.constantFrom("r1", "r2");
const thread = fc.constantFrom("t", "t", "t", "t2");
const delta = fc.constantFrom("", "a", "bc", "é", "😀");
const stamp = fc.option(fc.integer({ min: 1_000, max: 1_010_000 }), { nil: undefined });
/** A field only when the value is defined (AG-UI leaves optional fields out). */
const opt = (k: string, v: unknown) => (v === undefined ? {} : { [k]: v });

/** One AG-UI event (or a value that is not one), anything a hostile or buggy agent may send. */
export const anyEvent: fc.Arbitrary<BaseEvent> = fc.oneof(
  fc.record({ threadId: thread, runId: run, timestamp: stamp }).map((f) => ev("RUN_STARTED", { threadId: f.threadId, runId: f.runId, ...opt("timestamp", f.timestamp) })),
  fc.record({ threadId: thread, runId: run }).map((f) => ev("RUN_FINISHED", f)),
  fc.constant(ev("RUN_ERROR", { message: "boom", code: "x" })),
  msg.map((messageId) => ev("TEXT_MESSAGE_START", { messageId, role: "assistant" })),
  fc.record({ messageId: msg, delta, timestamp: stamp }).map((f) => ev("TEXT_MESSAGE_CONTENT", { messageId: f.messageId, delta: f.delta, ...opt("timestamp", f.timestamp) })),
  fc.record({ messageId: msg, delta }).map((f) => ev("TEXT_MESSAGE_CONTENT", f)),
  msg.map((messageId) => ev("TEXT_MESSAGE_END", { messageId })),
  fc.record({ messageId: fc.option(msg, { nil: undefined }), delta: fc.option(delta, { nil: undefined }) }).map((f) => ev("TEXT_MESSAGE_CHUNK", { ...opt("messageId", f.messageId), ...opt("delta", f.delta) })),
  fc.record({ messageId: span, timestamp: stamp }).map((f) => ev("REASONING_START", { messageId: f.messageId, ...opt("timestamp", f.timestamp) })),
  span.map((messageId) => ev("REASONING_END", { messageId })),
  fc.record({ messageId: msg, timestamp: stamp }).map((f) => ev("REASONING_MESSAGE_START", { messageId: f.messageId, role: "reasoning", ...opt("timestamp", f.timestamp) })),
  fc.record({ messageId: msg, delta }).map((f) => ev("REASONING_MESSAGE_CONTENT", f)),
  fc.record({ messageId: msg, delta }).map((f) => ev("REASONING_MESSAGE_CONTENT", f)),
  msg.map((messageId) => ev("REASONING_MESSAGE_END", { messageId })),
  fc.record({ messageId: fc.option(msg, { nil: undefined }), delta: fc.option(delta, { nil: undefined }) }).map((f) => ev("REASONING_MESSAGE_CHUNK", { ...opt("messageId", f.messageId), ...opt("delta", f.delta) })),
  fc.record({ subtype: fc.constant("message"), entityId: msg }).map((f) => ev("REASONING_ENCRYPTED_VALUE", { ...f, encryptedValue: `enc-${f.entityId}` })),
  fc.record({ subtype: fc.constant("tool-call"), entityId: call }).map((f) => ev("REASONING_ENCRYPTED_VALUE", { ...f, encryptedValue: `enc-${f.entityId}` })),
  fc.record({ toolCallId: call, parentMessageId: fc.option(msg, { nil: undefined }) }).map((f) => ev("TOOL_CALL_START", { toolCallId: f.toolCallId, toolCallName: "lookup", ...opt("parentMessageId", f.parentMessageId) })),
  fc.record({ toolCallId: call, delta }).map((f) => ev("TOOL_CALL_ARGS", f)),
  call.map((toolCallId) => ev("TOOL_CALL_END", { toolCallId })),
  fc.record({ toolCallId: call, messageId: fc.constantFrom("res1", "res2") }).map((f) => ev("TOOL_CALL_RESULT", { ...f, content: "ok" })),
  fc.record({ toolCallId: fc.option(call, { nil: undefined }), delta: fc.option(delta, { nil: undefined }) }).map((f) => ev("TOOL_CALL_CHUNK", { ...opt("toolCallId", f.toolCallId), toolCallName: "lookup", ...opt("delta", f.delta) })),
  fc.nat(3).map((n) => ev("STATE_SNAPSHOT", { snapshot: { n } })),
  fc.nat(3).map((n) => ev("STATE_DELTA", { delta: [{ op: "add", path: "/n", value: n }] })),
  fc.subarray(["m1", "m2", "m5"]).map((ids) => ev("MESSAGES_SNAPSHOT", { messages: ids.map((id) => ({ id, role: "assistant", content: `snap ${id}` })) })),
  fc.constantFrom("plan", "act").map((stepName) => ev("STEP_STARTED", { stepName })),
  fc.constantFrom("plan", "act").map((stepName) => ev("STEP_FINISHED", { stepName })),
  fc.constant(ev("CUSTOM", { name: "x", value: 1 })),
  fc.constant(ev("RAW", { event: { any: 1 } })),
  fc.record({ messageId: fc.constantFrom("act1", "m1"), n: fc.nat(3) }).map((f) => ev("ACTIVITY_SNAPSHOT", { messageId: f.messageId, activityType: "plan", content: { n: f.n } })),
  fc.constantFrom<unknown>(null, {}, { type: "NOPE" }, { type: "TEXT_MESSAGE_CONTENT" }, 7) as fc.Arbitrary<BaseEvent>,
);

/** A step of a sequence: a batch of events (one `applyEvents`), or one of the client's commands. */
export type Step =
  | { kind: "events"; events: BaseEvent[] }
  | { kind: "beginRun"; runId: string }
  | { kind: "endStream"; status: "finished" | "error" | "cancelled" }
  | { kind: "addMessage"; id: string }
  | { kind: "truncateAfter"; id: string }
  | { kind: "fork"; id: string }
  | { kind: "switchBranch"; id: string; index: number }
  | { kind: "reset" }
  | { kind: "setState"; field: "state" | "messages" | "steps" };

export const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.array(anyEvent, { minLength: 1, maxLength: 6 }).map((events): Step => ({ kind: "events", events })) },
  { weight: 1, arbitrary: run.map((runId): Step => ({ kind: "beginRun", runId })) },
  { weight: 1, arbitrary: fc.constantFrom("finished", "error", "cancelled").map((status): Step => ({ kind: "endStream", status })) },
  { weight: 1, arbitrary: fc.constantFrom("u1", "u2", "m1").map((id): Step => ({ kind: "addMessage", id })) },
  { weight: 1, arbitrary: fc.constantFrom("u1", "m1", "m2", "zz").map((id): Step => ({ kind: "truncateAfter", id })) },
  { weight: 1, arbitrary: fc.constantFrom("u1", "u2", "zz").map((id): Step => ({ kind: "fork", id })) },
  { weight: 1, arbitrary: fc.record({ id: fc.constantFrom("u1", "u2"), index: fc.nat(2) }).map((f): Step => ({ kind: "switchBranch", ...f })) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: "reset" }) },
  { weight: 1, arbitrary: fc.constantFrom("state", "messages", "steps").map((field): Step => ({ kind: "setState", field })) },
);

export const sequence = fc.array(step, { minLength: 1, maxLength: 30 });

/** Applies `s` to `store` (a strict-mode error or a refused command is part of the story: never thrown here). */
export function applyStep(store: AgentStore, s: Step): void {
  const st = store.getState();
  switch (s.kind) {
    case "events":
      return st.applyEvents(s.events);
    case "beginRun":
      return st.beginRun(s.runId);
    case "endStream":
      return st.endStream({ status: s.status });
    case "addMessage":
      return st.addMessage({ id: s.id, role: "user", content: `q ${s.id}` });
    case "truncateAfter":
      return st.truncateAfter(s.id);
    case "fork":
      return st.fork(s.id);
    case "switchBranch":
      return st.switchBranch(s.id, s.index);
    case "reset":
      return st.reset(); // the same thread, emptied
    case "setState":
      // An application's own write: agent state and steps are not saved; messages are (a copy with one more).
      if (s.field === "state") return store.setState({ state: { mine: Math.random() } });
      if (s.field === "steps") return store.setState({ steps: [] });
      return store.setState({ messages: [...st.messages, { id: `app-${st.revision}`, role: "user", content: "mine" }] });
  }
}
