/**
 * Generates AG-UI 1.x event streams that are valid by construction — valid for `@ag-ui/client` 1.0's
 * `transformChunks` + `verifyEvents` — from a list of integer "moves" (fast-check shrinks those well).
 *
 * The builder keeps a model of what is open (text messages, tool calls, reasoning messages and spans,
 * steps, subagents, chunk streams per lane exactly as `transformChunks` closes them) and of which ids exist
 * (for encrypted values, parent ids, results, snapshots), and turns each move into an event that is legal
 * now. It also records what the differential test must normalise (see `Expectations`).
 */

export type Ev = Record<string, unknown> & { type: string };
type Lane = string | undefined;
type ChunkKind = "text" | "tool" | "reasoning";

/** Ids whose difference between our store and the reference is a documented improvement. */
export interface Expectations {
  /** Entity ids of REASONING_ENCRYPTED_VALUE (subtype message) that no message had: we keep a hidden reasoning message, the reference drops the value. */
  ghostMessages: Set<string>;
  /** Tool call ids whose only encrypted value arrived before TOOL_CALL_START: we attach it when the call starts, the reference drops it. */
  earlyToolValues: Set<string>;
}

export interface Built {
  events: Ev[];
  expect: Expectations;
}

/** One move: an operation selector and two parameters. */
export type Move = [number, number, number];

const WORDS = ["Let", " me", " think", "…", " ok", "", " 42", " ✓", "\n", " ünïcödé", '"q"'];
const ARGS = ['{"a"', ":1", "}", '{"q":"x', '"}', "", "[1,", "2]"];

/** Relative weights of the operations (index = operation). */
export interface Weights {
  [op: string]: number;
}

const OPS = [
  "textStart",
  "textContent",
  "textEnd",
  "toolStart",
  "toolArgs",
  "toolEnd",
  "toolResult",
  "spanStart",
  "spanEnd",
  "reasoningStart",
  "reasoningContent",
  "reasoningEnd",
  "encrypted",
  "textChunk",
  "toolChunk",
  "reasoningChunk",
  "stepStart",
  "stepEnd",
  "activitySnapshot",
  "activityDelta",
  "stateSnapshot",
  "stateDelta",
  "customOrRaw",
  "subagentStart",
  "subagentEnd",
  "runBoundary",
  "messagesSnapshot",
] as const;
type Op = (typeof OPS)[number];

export const DEFAULT_WEIGHTS: Record<Op, number> = {
  textStart: 3,
  textContent: 6,
  textEnd: 3,
  toolStart: 2,
  toolArgs: 4,
  toolEnd: 2,
  toolResult: 2,
  spanStart: 2,
  spanEnd: 2,
  reasoningStart: 3,
  reasoningContent: 6,
  reasoningEnd: 3,
  encrypted: 3,
  textChunk: 5,
  toolChunk: 3,
  reasoningChunk: 6,
  stepStart: 1,
  stepEnd: 1,
  activitySnapshot: 1,
  activityDelta: 1,
  stateSnapshot: 1,
  stateDelta: 1,
  customOrRaw: 1,
  subagentStart: 2,
  subagentEnd: 1,
  runBoundary: 1,
  messagesSnapshot: 1,
};

/** Which open chunks a non-chunk event closes in `transformChunks` 1.0. */
function chunkScope(type: string): "all" | "none" | "own" {
  if (type === "RUN_STARTED" || type === "RUN_FINISHED" || type === "RUN_ERROR" || type === "MESSAGES_SNAPSHOT") return "all";
  if (type === "RAW" || type === "ACTIVITY_SNAPSHOT" || type === "ACTIVITY_DELTA" || type === "REASONING_ENCRYPTED_VALUE" || type === "SUBAGENT_STARTED") return "none";
  return "own";
}

class Builder {
  events: Ev[] = [];
  n = 0;
  expect: Expectations = { ghostMessages: new Set(), earlyToolValues: new Set() };
  subActive: string[] = [];
  openText = new Map<string, Lane>();
  openTool = new Map<string, Lane>();
  openReasoning = new Map<string, Lane>();
  openSpan = new Map<string, Lane>();
  steps = new Map<Lane, string[]>();
  /** Open chunk streams per lane, as the reference sees them. */
  chunks = new Map<Lane, { kind: ChunkKind; id: string }>();
  /** Chunk ids closed earlier, per kind (may be reopened by a chunk with the same id). */
  closedChunkIds: { kind: ChunkKind; id: string; lane: Lane }[] = [];
  /** Messages that exist, with role and the lane that made them. */
  messages = new Map<string, { role: string; lane: Lane }>();
  toolCalls = new Map<string, string>();
  reservedToolIds: string[] = [];
  activity = new Map<string, Set<string>>();
  activityTypes = new Map<string, string>();
  stateKeys = new Set<string>();

  id(prefix: string): string {
    return `${prefix}${++this.n}`;
  }

  sub(lane: Lane): Record<string, string> {
    return lane === undefined ? {} : { subagentRunId: lane };
  }

  emit(e: Ev): void {
    this.events.push(e);
    if (e.type.endsWith("_CHUNK")) return;
    const scope = chunkScope(e.type);
    if (scope === "all") for (const lane of [...this.chunks.keys()]) this.closeChunk(lane);
    else if (scope === "own") this.closeChunk(e.subagentRunId as Lane);
  }

  closeChunk(lane: Lane): void {
    const c = this.chunks.get(lane);
    if (!c) return;
    this.chunks.delete(lane);
    if (c.kind === "tool") return;
    this.closedChunkIds.push({ ...c, lane });
  }

  /** Either the opener's lane or nothing: events without subagentRunId may continue any lane. */
  continuing(lane: Lane, c: number): Record<string, string> {
    return c % 3 === 0 ? {} : this.sub(lane);
  }

  pick<T>(items: T[], c: number): T | undefined {
    return items.length ? items[c % items.length] : undefined;
  }

  nothingOpen(): boolean {
    let steps = 0;
    for (const s of this.steps.values()) steps += s.length;
    return !this.openText.size && !this.openTool.size && !this.openReasoning.size && !this.openSpan.size && !steps && !this.subActive.length;
  }

  runStarted(runNo: number, c: number): void {
    const e: Ev = { type: "RUN_STARTED", threadId: "thread-1", runId: `run-${runNo}` };
    if (c % 4 === 0) {
      const id = this.id("u");
      e.input = { threadId: "thread-1", runId: `run-${runNo}`, messages: [{ id, role: "user", content: "hi" }], tools: [], context: [], state: {}, forwardedProps: {} };
      this.messages.set(id, { role: "user", lane: undefined });
    }
    this.emit(e);
  }

  /** Ends everything open, in an order the verifier accepts. */
  closeAll(c: number): void {
    for (const [id, lane] of [...this.openText]) this.emit({ type: "TEXT_MESSAGE_END", messageId: id, ...this.continuing(lane, c) });
    for (const [id, lane] of [...this.openTool]) this.emit({ type: "TOOL_CALL_END", toolCallId: id, ...this.continuing(lane, c) });
    for (const [id, lane] of [...this.openReasoning]) this.emit({ type: "REASONING_MESSAGE_END", messageId: id, ...this.continuing(lane, c) });
    for (const [id, lane] of [...this.openSpan]) this.emit({ type: "REASONING_END", messageId: id, ...this.continuing(lane, c) });
    for (const [lane, names] of this.steps) for (const name of names) this.emit({ type: "STEP_FINISHED", stepName: name, ...this.sub(lane) });
    for (const id of this.subActive) this.emit({ type: "SUBAGENT_FINISHED", subagentRunId: id });
    this.openText.clear();
    this.openTool.clear();
    this.openReasoning.clear();
    this.openSpan.clear();
    this.steps.clear();
    this.subActive = [];
  }

  /** A new run after RUN_FINISHED / RUN_ERROR: the verifier forgets what was open. */
  forgetRun(): void {
    this.openText.clear();
    this.openTool.clear();
    this.openReasoning.clear();
    this.openSpan.clear();
    this.steps.clear();
    this.subActive = [];
    this.chunks.clear();
  }

  run = 1;

  step(op: Op, b: number, c: number): void {
    const lanes: Lane[] = [undefined, ...this.subActive];
    const lane = lanes[b % lanes.length];
    const word = WORDS[c % WORDS.length]!;
    const meta = c % 17 === 0 ? { metadata: { k: c % 3, tag: "m" } } : {};
    switch (op) {
      case "textStart": {
        const id = this.id("t");
        this.emit({ type: "TEXT_MESSAGE_START", messageId: id, ...(c % 5 === 0 ? { role: "assistant" } : {}), ...this.sub(lane), ...meta });
        this.openText.set(id, lane);
        this.messages.set(id, { role: "assistant", lane });
        return;
      }
      case "textContent": {
        const [id, owner] = this.pick([...this.openText], c) ?? [];
        if (id === undefined) return;
        this.emit({ type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: word, ...this.continuing(owner, b), ...meta });
        return;
      }
      case "textEnd": {
        const [id, owner] = this.pick([...this.openText], c) ?? [];
        if (id === undefined) return;
        this.emit({ type: "TEXT_MESSAGE_END", messageId: id, ...this.continuing(owner, b), ...meta });
        this.openText.delete(id);
        return;
      }
      case "toolStart": {
        const id = this.reservedToolIds.shift() ?? this.id("c");
        const sameLaneAssistants = [...this.messages].filter(([, m]) => m.role === "assistant" && m.lane === lane).map(([mid]) => mid);
        const reasoningIds = [...this.messages].filter(([, m]) => m.role === "reasoning").map(([mid]) => mid);
        let parentMessageId: string | undefined;
        let holder = id;
        const choice = c % 5;
        if (choice === 1 && sameLaneAssistants.length) holder = parentMessageId = this.pick(sameLaneAssistants, b)!;
        else if (choice === 2) holder = parentMessageId = this.id("p");
        else if (choice === 3 && reasoningIds.length) parentMessageId = this.pick(reasoningIds, b)!; // a non-assistant parent: the call gets its own assistant message
        this.emit({ type: "TOOL_CALL_START", toolCallId: id, toolCallName: `fn${c % 3}`, ...(parentMessageId !== undefined && { parentMessageId }), ...this.sub(lane), ...meta });
        this.openTool.set(id, lane);
        this.toolCalls.set(id, holder);
        if (!this.messages.has(holder)) this.messages.set(holder, { role: "assistant", lane });
        return;
      }
      case "toolArgs": {
        const [id, owner] = this.pick([...this.openTool], c) ?? [];
        if (id === undefined) return;
        this.emit({ type: "TOOL_CALL_ARGS", toolCallId: id, delta: ARGS[c % ARGS.length]!, ...this.continuing(owner, b), ...meta });
        return;
      }
      case "toolEnd": {
        const [id, owner] = this.pick([...this.openTool], c) ?? [];
        if (id === undefined) return;
        this.emit({ type: "TOOL_CALL_END", toolCallId: id, ...this.continuing(owner, b), ...meta });
        this.openTool.delete(id);
        return;
      }
      case "toolResult": {
        const known = [...this.toolCalls.keys()];
        const toolCallId = c % 5 === 0 || !known.length ? this.id("gt") : this.pick(known, b)!;
        const id = this.id("x");
        this.emit({ type: "TOOL_CALL_RESULT", messageId: id, toolCallId, content: `result ${c}`, ...(c % 4 === 0 && { role: "tool" }), ...this.sub(lane), ...meta });
        this.messages.set(id, { role: "tool", lane });
        return;
      }
      case "spanStart": {
        const id = this.id("sp");
        this.emit({ type: "REASONING_START", messageId: id, ...this.sub(lane) });
        this.openSpan.set(id, lane);
        return;
      }
      case "spanEnd": {
        const [id, owner] = this.pick([...this.openSpan], c) ?? [];
        if (id === undefined) return;
        this.emit({ type: "REASONING_END", messageId: id, ...this.continuing(owner, b) });
        this.openSpan.delete(id);
        return;
      }
      case "reasoningStart": {
        const id = this.id("r");
        this.emit({ type: "REASONING_MESSAGE_START", messageId: id, role: "reasoning", ...this.sub(lane), ...meta });
        this.openReasoning.set(id, lane);
        this.messages.set(id, { role: "reasoning", lane });
        return;
      }
      case "reasoningContent": {
        const [id, owner] = this.pick([...this.openReasoning], c) ?? [];
        if (id === undefined) return;
        this.emit({ type: "REASONING_MESSAGE_CONTENT", messageId: id, delta: word, ...this.continuing(owner, b), ...meta });
        return;
      }
      case "reasoningEnd": {
        const [id, owner] = this.pick([...this.openReasoning], c) ?? [];
        if (id === undefined) return;
        this.emit({ type: "REASONING_MESSAGE_END", messageId: id, ...this.continuing(owner, b), ...meta });
        this.openReasoning.delete(id);
        return;
      }
      case "encrypted": {
        const value = `enc.${this.n}.${"x".repeat(c % 7)}`;
        const kind = c % 6;
        if (kind === 0) {
          const id = this.id("g");
          this.expect.ghostMessages.add(id);
          this.emit({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: id, encryptedValue: value });
        } else if (kind === 1) {
          const id = this.id("c");
          this.reservedToolIds.push(id);
          this.expect.earlyToolValues.add(id);
          this.emit({ type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: id, encryptedValue: value });
        } else if (kind <= 3) {
          const id = this.pick([...this.messages].filter(([, m]) => m.role !== "activity").map(([mid]) => mid), b);
          if (id !== undefined) this.emit({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: id, encryptedValue: value });
        } else {
          const id = this.pick([...this.toolCalls.keys()], b);
          if (id === undefined) return;
          this.expect.earlyToolValues.delete(id);
          this.emit({ type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: id, encryptedValue: value });
        }
        return;
      }
      case "textChunk":
      case "toolChunk":
      case "reasoningChunk": {
        const kind: ChunkKind = op === "textChunk" ? "text" : op === "toolChunk" ? "tool" : "reasoning";
        const type = op === "textChunk" ? "TEXT_MESSAGE_CHUNK" : op === "toolChunk" ? "TOOL_CALL_CHUNK" : "REASONING_MESSAGE_CHUNK";
        const idKey = kind === "tool" ? "toolCallId" : "messageId";
        const open = this.chunks.get(lane);
        const delta = kind === "tool" ? ARGS[c % ARGS.length]! : kind === "reasoning" && c % 4 === 0 ? "" : word;
        if (open?.kind === kind && c % 3 !== 0) {
          const withId = b % 2 === 0;
          // An id-less chunk in a subagent lane names its lane; in the parent lane it continues the parent's stream.
          this.emit({ type, ...(withId && { [idKey]: open.id }), ...(lane !== undefined && (!withId || c % 2 === 0) ? { subagentRunId: lane } : {}), delta, ...meta });
          return;
        }
        const openIds = new Set([...this.chunks.values()].map((x) => x.id));
        const reusable = this.closedChunkIds.filter((x) => x.kind === kind && x.lane === lane && !openIds.has(x.id));
        let id: string;
        if (kind !== "tool" && c % 7 === 0 && reusable.length) id = this.pick(reusable, b)!.id;
        else id = kind === "tool" ? (this.reservedToolIds.shift() ?? this.id("c")) : this.id(kind === "text" ? "t" : "r");
        const first: Ev = { type, [idKey]: id, ...this.sub(lane), ...meta };
        if (c % 5 !== 0) first.delta = delta;
        if (kind === "text" && c % 4 === 1) first.role = "assistant";
        if (kind === "tool") {
          first.toolCallName = `fn${c % 3}`;
          const sameLaneAssistants = [...this.messages].filter(([, m]) => m.role === "assistant" && m.lane === lane).map(([mid]) => mid);
          let holder = id;
          if (b % 3 === 0 && sameLaneAssistants.length) holder = first.parentMessageId = this.pick(sameLaneAssistants, c)!;
          this.toolCalls.set(id, holder);
          if (!this.messages.has(holder)) this.messages.set(holder, { role: "assistant", lane });
        } else if (!this.messages.has(id)) this.messages.set(id, { role: kind === "text" ? "assistant" : "reasoning", lane });
        if (open) this.closeChunk(lane);
        this.chunks.set(lane, { kind, id });
        this.emit(first);
        return;
      }
      case "stepStart": {
        const name = `step${this.n++}`;
        this.emit({ type: "STEP_STARTED", stepName: name, ...this.sub(lane) });
        this.steps.set(lane, [...(this.steps.get(lane) ?? []), name]);
        return;
      }
      case "stepEnd": {
        const names = this.steps.get(lane) ?? [];
        const name = this.pick(names, c);
        if (name === undefined) return;
        this.emit({ type: "STEP_FINISHED", stepName: name, ...this.sub(lane) });
        this.steps.set(lane, names.filter((x) => x !== name));
        return;
      }
      case "activitySnapshot": {
        const existing = this.pick([...this.activity.keys()], b);
        const replace = c % 3 === 0 ? false : c % 3 === 1 ? true : undefined;
        const id = existing !== undefined && c % 2 === 0 ? existing : this.id("a");
        const content = { [`k${c % 3}`]: c, label: word };
        this.emit({ type: "ACTIVITY_SNAPSHOT", messageId: id, activityType: `plan${b % 2}`, content, ...(replace !== undefined && { replace }), ...this.sub(lane), ...meta });
        if (!this.activity.has(id) || replace !== false) {
          this.activity.set(id, new Set(Object.keys(content)));
          this.activityTypes.set(id, `plan${b % 2}`);
        }
        this.messages.set(id, { role: "activity", lane });
        return;
      }
      case "activityDelta": {
        const id = this.pick([...this.activity.keys()], b);
        if (id === undefined) return;
        const keys = this.activity.get(id)!;
        const key = this.pick([...keys], c);
        const patch = c % 3 === 0 && key !== undefined ? [{ op: "remove", path: `/${key}` }] : [{ op: "add", path: `/k${c % 4}`, value: [c, word] }];
        if (patch[0]!.op === "remove") keys.delete(key!);
        else keys.add(`k${c % 4}`);
        this.emit({ type: "ACTIVITY_DELTA", messageId: id, activityType: `plan${c % 2}`, patch, ...meta });
        this.activityTypes.set(id, `plan${c % 2}`);
        return;
      }
      case "stateSnapshot": {
        const snapshot = { count: c, [`s${b % 3}`]: word };
        this.stateKeys = new Set(Object.keys(snapshot));
        this.emit({ type: "STATE_SNAPSHOT", snapshot });
        return;
      }
      case "stateDelta": {
        const key = this.pick([...this.stateKeys], c);
        const ops: Ev[] = [{ op: "add", path: `/s${c % 4}`, value: { n: c } } as unknown as Ev];
        this.stateKeys.add(`s${c % 4}`);
        if (key !== undefined && key !== `s${c % 4}` && b % 2 === 0) {
          ops.push({ op: "remove", path: `/${key}` } as unknown as Ev);
          this.stateKeys.delete(key);
        }
        this.emit({ type: "STATE_DELTA", delta: ops });
        return;
      }
      case "customOrRaw":
        this.emit(c % 2 === 0 ? { type: "CUSTOM", name: `c${b % 3}`, value: { c }, ...this.sub(lane) } : { type: "RAW", event: { provider: "x", c }, source: "test" });
        return;
      case "subagentStart": {
        if (this.subActive.length >= 3) return;
        const id = this.id("sa");
        const parent = c % 3 === 0 ? this.pick(this.subActive, b) : undefined;
        this.emit({ type: "SUBAGENT_STARTED", subagentRunId: id, name: `helper${c % 2}`, ...(parent !== undefined && { parentSubagentRunId: parent }), ...(b % 2 === 0 && { description: "does things" }) });
        this.subActive.push(id);
        return;
      }
      case "subagentEnd": {
        const id = this.pick(this.subActive, c);
        if (id === undefined) return;
        if (c % 4 === 0) this.emit({ type: "SUBAGENT_ERROR", subagentRunId: id, message: "subagent failed", ...(b % 2 === 0 && { code: "E" }) });
        else this.emit({ type: "SUBAGENT_FINISHED", subagentRunId: id, ...(c % 4 === 1 ? { outcome: { type: "suspended", interruptIds: [] } } : c % 4 === 2 ? { outcome: { type: "success" }, result: { ok: true } } : {}) });
        this.subActive = this.subActive.filter((x) => x !== id);
        return;
      }
      case "runBoundary": {
        if (!this.nothingOpen()) return;
        if (c % 3 === 0) this.emit({ type: "RUN_ERROR", message: "boom", ...(b % 2 === 0 && { code: "E1", usage: [{ model: "m", outputTokens: 3 }] }) });
        else
          this.emit({
            type: "RUN_FINISHED",
            threadId: "thread-1",
            runId: `run-${this.run}`,
            ...(c % 3 === 1 && { outcome: { type: "success" }, usage: [{ provider: "p", model: "m", inputTokens: 10, outputTokens: 20, reasoningTokens: 12, totalTokens: 30 }] }),
            ...(c % 3 === 2 && b % 2 === 0 && { outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "approval" }] } }),
          });
        this.forgetRun();
        this.runStarted(++this.run, b);
        return;
      }
      case "messagesSnapshot": {
        if (this.openText.size || this.openTool.size || this.openReasoning.size) return;
        const existing = [...this.messages].filter(([, m]) => m.role !== "activity");
        const kept = existing.filter((_, i) => (i + b) % 3 !== 0);
        const snapshot: Ev[] = [];
        for (const [id, m] of kept) {
          if (m.role === "tool") continue; // a tool message needs its call's id; new ones below
          const msg: Ev = { id, role: m.role, content: `snap ${id}` } as unknown as Ev;
          if (m.role === "reasoning" && c % 2 === 0) msg.encryptedValue = `snap-enc-${id}`;
          if (m.lane !== undefined && c % 3 === 0) msg.subagentRunId = m.lane;
          snapshot.push(msg);
        }
        if (c % 2 === 1) snapshot.push({ id: this.id("u"), role: "user", content: "new user turn" } as unknown as Ev);
        if (c % 5 === 2) snapshot.push({ id: this.id("r"), role: "reasoning", content: "snap reasoning" } as unknown as Ev);
        // The reference's authoritativeActivityTypes: absent (keep local activity), null (drop it all), a list (drop those types).
        const authoritative = c % 7 === 3 ? null : c % 7 === 4 ? ["plan0"] : undefined;
        this.emit({ type: "MESSAGES_SNAPSHOT", messages: snapshot, ...(authoritative !== undefined && { metadata: { "@ag-ui/client": { authoritativeActivityTypes: authoritative } } }) });
        // The reference's merge: snapshot ids kept (replaced), local reasoning kept when the snapshot has none, local activity by the rule above.
        const hasReasoning = snapshot.some((m) => m.role === "reasoning");
        const keepActivity = (id: string) => (authoritative === undefined ? true : authoritative === null ? false : !authoritative.includes(this.activityTypes.get(id)!));
        const next = new Map<string, { role: string; lane: Lane }>();
        for (const [id, m] of this.messages) if ((m.role === "activity" && keepActivity(id)) || (m.role === "reasoning" && !hasReasoning)) next.set(id, m);
        for (const id of [...this.activity.keys()]) if (!next.has(id)) (this.activity.delete(id), this.activityTypes.delete(id));
        for (const m of snapshot) next.set(m.id as string, { role: m.role as string, lane: m.subagentRunId as Lane });
        this.messages = next;
        // Replaced assistant messages lost their tool calls; dropped ones took theirs along.
        for (const [tc, holder] of [...this.toolCalls]) if (!next.has(holder) || snapshot.some((m) => m.id === holder)) this.toolCalls.delete(tc);
        this.closedChunkIds = []; // the snapshot may have changed their owners
        return;
      }
    }
  }
}

/**
 * Builds a stream from `moves`: RUN_STARTED, one event per applicable move, then (by `ending`) everything
 * closed and RUN_FINISHED (0), a cut stream (1) or RUN_ERROR (2).
 */
export function buildStream(moves: Move[], ending: number, weights: Record<Op, number> = DEFAULT_WEIGHTS): Built {
  const b = new Builder();
  const table: Op[] = [];
  for (const op of OPS) for (let i = 0; i < weights[op]; i++) table.push(op);
  b.runStarted(b.run, moves[0]?.[1] ?? 1);
  for (const [a, x, y] of moves) b.step(table[a % table.length]!, x, y);
  if (ending === 0) {
    b.closeAll(moves.length);
    b.emit({ type: "RUN_FINISHED", threadId: "thread-1", runId: `run-${b.run}` });
  } else if (ending === 2) b.emit({ type: "RUN_ERROR", message: "stream failed" });
  return { events: b.events, expect: b.expect };
}

/** Operation weights that favour chunks, subagent lanes and encrypted values (the second property). */
export const CHUNK_HEAVY: Record<Op, number> = {
  ...DEFAULT_WEIGHTS,
  textChunk: 8,
  toolChunk: 6,
  reasoningChunk: 10,
  subagentStart: 4,
  subagentEnd: 2,
  encrypted: 5,
  textStart: 1,
  reasoningStart: 1,
};
