import type { BaseEvent, Message, ToolCall } from "@ag-ui/core";
import type { AgentState, Diagnostic, ReasoningInfo, ReasoningSpan, SubagentState, ToolCallTimes } from "../types";
import { summarizeEvent } from "../protocol/summarizeEvent";
import { copyState } from "./copyState";
import type { ReducerMemory } from "./memory";

/** The data part of {@link AgentState} (everything but the actions): what the reducer folds events into. */
export type AgentStateData = Omit<AgentState, "applyEvent" | "applyEvents" | "addMessage" | "beginRun" | "endStream" | "reset" | "truncateAfter" | "fork" | "switchBranch" | "restore" | "addEventListener" | "addChangeListener">;

/** Diagnostics kept in the state (at least; at most 50 more); older ones are dropped first. */
const MAX_DIAGNOSTICS = 200;

type Loose = Record<string, any>;

/** Longest diagnostic message kept: ids in it are the producer's and may be huge (issue 15). */
const MAX_MESSAGE = 300;

/** `text` cut to {@link MAX_MESSAGE} characters. */
export function clip(text: string): string {
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/**
 * Which objects the current batch created (and may mutate in place). One tracker for the whole
 * process, reset by each new Draft, so a batch (often a single delta) allocates no bookkeeping of its
 * own; {@link Draft.release} empties it when the batch is done, so it never keeps a finished batch's
 * objects (e.g. a long message of a store no longer used) alive. A Draft whose generation is no longer current sees nothing as owned and simply copies again:
 * slower, never wrong (copy-on-write never mutates an object from before the batch).
 */
const owned = {
  generation: 0,
  list: [] as (object | undefined)[],
  length: 0,
  set: undefined as Set<object> | undefined,
};

function resetOwned(): number {
  for (let i = 0; i < owned.length; i++) owned.list[i] = undefined;
  owned.length = 0;
  owned.set = undefined;
  return ++owned.generation;
}

/** A record with no prototype, so any id (even `__proto__`) is an ordinary key. */
function cloneRecord<T>(source?: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, source);
}

/**
 * One batch's working copy of the state, copy-on-write: the first change to the messages array,
 * a message, a tool call or a record copies it once; later changes in the same batch mutate that
 * copy. Objects from before the batch are never mutated, so selectors see new references exactly
 * for what changed. Message and tool-call lookups go through the memory's id indexes: O(1) per message,
 * O(tool calls of that message) for a tool call.
 */
export class Draft {
  /** The next state: a fixed-shape copy of the base (see `copyState`; the store's actions carried over). */
  readonly data: AgentStateData;
  /** This batch's generation in the shared ownership tracker (-1: the tracker is off, see `mine`). */
  private readonly generation: number;
  /** Without the shared tracker (a benchmark row measures what it buys): this batch's own Set. */
  private mine: Set<object> | undefined;

  constructor(
    readonly m: ReducerMemory,
    base: AgentStateData,
  ) {
    this.data = copyState(base);
    this.generation = m.sharedOwnership ? resetOwned() : -1;
    if (m.index.sync(base.messages)) m.streak = null;
  }

  /** Ends the batch: the shared ownership tracker lets go of its objects (this draft sees nothing as owned any more). */
  release(): void {
    if (this.generation === owned.generation) resetOwned();
  }

  /**
   * Receipt time on the client's clock, ms since epoch: every `startedAt` / `endedAt` in the state is on this one
   * clock, so a live elapsed time (`Date.now() − startedAt`) is never skewed by the agent's clock
   * (docs/architecture.md §4). The event is accepted for call sites' symmetry with {@link agentTime}.
   */
  time(_event?: unknown): number {
    return Date.now();
  }

  /**
   * The event's own `timestamp` (the agent's clock, ms since epoch) when it is a finite number, else `undefined`.
   * AG-UI's `timestamp` is optional and not normative; it is kept beside the receipt time, never mixed with it.
   */
  agentTime(event?: { timestamp?: unknown }): number | undefined {
    const t = event?.timestamp;
    return typeof t === "number" && Number.isFinite(t) ? t : undefined;
  }

  private isOwned(value: object): boolean {
    if (this.generation === -1) return this.mine?.has(value) ?? false;
    if (this.generation !== owned.generation) return false;
    if (owned.set) return owned.set.has(value);
    for (let i = 0; i < owned.length; i++) if (owned.list[i] === value) return true;
    return false;
  }

  private markOwned(value: object): void {
    if (this.generation === -1) return void (this.mine ??= new Set()).add(value);
    if (this.generation !== owned.generation) return;
    if (owned.set) owned.set.add(value);
    else if (owned.length < 16) owned.list[owned.length++] = value;
    else owned.set = new Set([...(owned.list.slice(0, owned.length) as object[]), value]);
  }

  private own<T extends object>(value: T): T {
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T;
    this.markOwned(copy);
    return copy;
  }

  private messagesForWrite(): Message[] {
    if (!this.isOwned(this.data.messages)) this.data.messages = this.own(this.data.messages);
    return this.data.messages;
  }

  /** The message with this id, read-only. */
  message(id: string): Message | undefined {
    const i = this.m.index.position.get(id);
    return i === undefined ? undefined : this.data.messages[i];
  }

  /** A writable copy of the message with this id (put in place), or undefined. */
  editMessage(id: string): Loose | undefined {
    const i = this.m.index.position.get(id);
    if (i === undefined) return undefined;
    const current = this.data.messages[i]!;
    if (this.isOwned(current)) return current;
    const copy = this.own(current);
    this.messagesForWrite()[i] = copy;
    return copy;
  }

  /** Appends a message (created by the caller, so owned by this batch). */
  push(message: Message): Message {
    const messages = this.messagesForWrite();
    this.markOwned(message);
    this.m.index.position.set(message.id, messages.length);
    messages.push(message);
    if (message.role === "assistant" && Array.isArray(message.toolCalls)) message.toolCalls.forEach((tc, j) => (this.m.index.toolParent.set(tc.id, message.id), this.m.index.toolPosition.set(tc.id, j)));
    this.m.index.of = messages;
    return message;
  }

  /** Inserts a message at `at`, shifting later indexes (O(n); used for tool results only). */
  insert(at: number, message: Message): void {
    const messages = this.messagesForWrite();
    this.markOwned(message);
    messages.splice(at, 0, message);
    for (let i = at; i < messages.length; i++) this.m.index.position.set(messages[i]!.id, i);
    this.m.index.of = messages;
  }

  /** Replaces the whole list (snapshots) and rebuilds the indexes. */
  replaceMessages(messages: Message[]): void {
    this.markOwned(messages);
    this.data.messages = messages;
    this.m.index.sync(messages);
    this.m.streak = null;
  }

  /** Index of the message with this id. */
  indexOf(id: string): number | undefined {
    return this.m.index.position.get(id);
  }

  /** A derived id not used by any message yet: `${base}:${suffix}`, then `${base}:${suffix}-2`, … */
  derivedId(base: string, suffix: string): string {
    let id = `${base}:${suffix}`;
    for (let n = 2; this.m.index.position.has(id); n++) id = `${base}:${suffix}-${n}`;
    return id;
  }

  /** A writable copy of the tool call with this id (its message and `toolCalls` copied on write). O(1): the call's position is indexed. */
  editToolCall(toolCallId: string): ToolCall | undefined {
    const parentId = this.m.index.toolParent.get(toolCallId);
    const parent = parentId === undefined ? undefined : this.editMessage(parentId);
    const calls: ToolCall[] | undefined = parent?.toolCalls;
    if (!parent || !Array.isArray(calls)) return undefined;
    const list = this.isOwned(calls) ? calls : (parent.toolCalls = this.own(calls));
    let i = this.m.index.toolPosition.get(toolCallId) ?? -1;
    if (list[i]?.id !== toolCallId) i = list.findIndex((tc) => tc.id === toolCallId);
    if (i < 0) return undefined;
    this.m.index.toolPosition.set(toolCallId, i);
    const tc = list[i]!;
    if (this.isOwned(tc)) return tc;
    const copy = { ...tc, function: { ...tc.function } };
    this.markOwned(copy);
    list[i] = copy;
    return copy;
  }

  /** Whether a tool call with this id exists. */
  hasToolCall(toolCallId: string): boolean {
    return this.m.index.toolParent.has(toolCallId);
  }

  /** Appends a new tool call to `parent` (a writable message), copying its `toolCalls` once per batch: O(1) amortized. */
  pushToolCall(parent: Loose, call: ToolCall): void {
    const calls: unknown = parent.toolCalls;
    const list: ToolCall[] = Array.isArray(calls) && this.isOwned(calls) ? calls : (parent.toolCalls = this.own(Array.isArray(calls) ? (calls as ToolCall[]) : []));
    this.markOwned(call);
    this.m.index.toolPosition.set(call.id, list.length);
    list.push(call);
    this.m.index.toolParent.set(call.id, parent.id as string);
  }

  private record<K extends "reasoning" | "spans" | "pendingToolCallEncryptedValues" | "subagents" | "toolCallTimes">(key: K): AgentStateData[K] {
    if (!this.isOwned(this.data[key])) {
      const copy = cloneRecord(this.data[key] as Record<string, unknown>);
      this.markOwned(copy);
      this.data[key] = copy as AgentStateData[K];
    }
    return this.data[key];
  }

  /** Reasoning info for a message id, read-only. */
  reasoning(id: string): ReasoningInfo | undefined {
    return Object.hasOwn(this.data.reasoning, id) ? this.data.reasoning[id] : undefined;
  }

  /** Sets the reasoning info of a message (`info` itself is stored; the record is copied on its first write in the batch). */
  setReasoning(info: ReasoningInfo): void {
    this.record("reasoning")[info.messageId] = info;
    if (info.status === "streaming") this.m.streamingReasoning.add(info.messageId);
    else this.m.streamingReasoning.delete(info.messageId);
  }

  /** Merges fields into a reasoning info (new object); no-op when unknown. */
  patchReasoning(id: string, patch: Partial<ReasoningInfo>): void {
    const current = this.reasoning(id);
    if (current) this.setReasoning({ ...current, ...patch });
  }

  /** Removes reasoning info (snapshots dropping a message). */
  deleteReasoning(id: string): void {
    if (!this.reasoning(id)) return;
    delete this.record("reasoning")[id];
    this.m.streamingReasoning.delete(id);
  }

  span(id: string): ReasoningSpan | undefined {
    return Object.hasOwn(this.data.spans, id) ? this.data.spans[id] : undefined;
  }

  setSpan(span: ReasoningSpan): void {
    this.record("spans")[span.spanId] = span;
  }

  /** Appends a message id to a span's `messageIds` (the span and its list copied once per batch: O(1) amortized). */
  addToSpan(spanId: string, messageId: string): void {
    const span = this.span(spanId);
    if (!span) return;
    let target = span;
    if (!this.isOwned(span)) {
      target = { ...span, messageIds: span.messageIds.slice() };
      this.markOwned(target);
      this.setSpan(target);
    }
    target.messageIds.push(messageId);
  }

  /** Sets the entry of a subagent (keyed by its `subagentRunId`). */
  setSubagent(subagent: SubagentState): void {
    this.record("subagents")[subagent.subagentRunId] = subagent;
  }

  /** Sets (or with `undefined`, removes) the client-clock times of a tool call. */
  setToolCallTimes(toolCallId: string, times: ToolCallTimes | undefined): void {
    const t = this.record("toolCallTimes"); // copies `undefined` (a state persisted before the field) to a fresh record
    if (times === undefined) delete t[toolCallId];
    else t[toolCallId] = times;
  }

  toolCallTimes(toolCallId: string): ToolCallTimes | undefined {
    const t = this.data.toolCallTimes as Record<string, ToolCallTimes> | undefined;
    return t && Object.hasOwn(t, toolCallId) ? t[toolCallId] : undefined;
  }

  pending(toolCallId: string): string | undefined {
    const p = this.data.pendingToolCallEncryptedValues;
    return Object.hasOwn(p, toolCallId) ? p[toolCallId] : undefined;
  }

  setPending(toolCallId: string, value: string | undefined): void {
    const p = this.record("pendingToolCallEncryptedValues");
    if (value === undefined) delete p[toolCallId];
    else p[toolCallId] = value;
  }

  /**
   * Records a diagnostic (never containing an encrypted value). With `key`, a repeat of the same
   * code and key is reported only once per store.
   */
  diag(code: string, message: string, eventType?: string, key?: string): void {
    if (key !== undefined && !this.m.reported.add(`${code}|${eventType ?? ""}|${key}`)) return;
    if (!this.isOwned(this.data.diagnostics)) this.data.diagnostics = this.own(this.data.diagnostics);
    const entry: Diagnostic = { code, message: clip(message), at: Date.now() };
    if (eventType !== undefined) entry.eventType = eventType;
    if (this.m.current !== undefined) entry.event = summarizeEvent(this.m.current);
    this.data.diagnostics.push(entry);
    if (this.m.changes.on) this.m.changes.push({ type: "diagnostic", diagnostic: entry });
    // Dropped 50 at a time, so a flood of diagnostics costs O(1) amortized per entry (at most 250 are held).
    if (this.data.diagnostics.length >= MAX_DIAGNOSTICS + 50) this.data.diagnostics.splice(0, this.data.diagnostics.length - MAX_DIAGNOSTICS);
  }
}
