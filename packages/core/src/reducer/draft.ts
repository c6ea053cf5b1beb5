/**
 * One thing: the reducer's draft of a batch — copy-on-write of the entities, in-place writes of the live
 * containers with their stamps, and the setters every handler writes through (over 400 lines because every write
 * of the state goes through here; the position index is `positionIndex.ts`, the stamps `store/liveContainers.ts`).
 */
import type { BaseEvent, Message, ToolCall } from "@ag-ui/core";
import type { AgentStateData, Diagnostic, DiagnosticParams, ReasoningInfo, ReasoningSpan, RunRecord, SubagentState, ToolCallTimes } from "../types";
import { summarizeEvent } from "../protocol/summarizeEvent";
import { diagnosticText } from "../diagnostics/text";
import { copyState } from "./copyState";
import { touchContainer, touchShape } from "../store/liveContainers";
import type { TouchedKind } from "./changes";
import type { ReducerMemory } from "./memory";
import type { RunPhase } from "./runScope";
import { Ownership } from "./ownership";
import { type MessageOf, cloneRecord, copyArray, own } from "./records";
import { clip, cutParams } from "./clip";

export type { AgentStateData } from "../types";
export { NON_ACTIVITY_ROLES, cloneRecord, dict, type MessageOf } from "./records";
export { clip } from "./clip";

/** Diagnostics kept in the state (at least; at most 50 more); older ones are dropped first. */
const MAX_DIAGNOSTICS = 200;

/** Diagnostics of one code, variant and event type in a row before the next ones are counted rather than kept (`Draft.diag`). */
const FOLD_AFTER = 64;

/** The live containers of a state, one bit each: which of them this batch wrote (and stamped). */
const MESSAGES = 1;
/** What a batch changed of the list's shape (`MessagesShape`): messages appended, anything else, tool calls added. */
const SHAPE_APPENDED = 1;
const SHAPE_RESHAPED = 2;
const SHAPE_CALLS = 4;
const DIAGNOSTICS = 2;
const RECORD_BITS = { reasoning: 4, spans: 8, pendingToolCallEncryptedValues: 16, subagents: 32, toolCallTimes: 64 } as const;
type RecordKey = keyof typeof RECORD_BITS;

/**
 * One batch's view of the state (docs/architecture.md, "Store and reducer"): a mutable draft with one publish per batch. The
 * containers — `messages`, each assistant message's `toolCalls`, a span's `messageIds`, the records and
 * `diagnostics` — belong to the reducer and are written in place from batch to batch (a container it does not
 * own yet, e.g. an application's array after `setState`, is copied once first: `containers`). The entities in
 * them are copy-on-write: the first change of a message, tool call or span in a batch replaces it with a copy
 * that later changes of the batch mutate, so per-entity identity is the change signal selectors use, and an
 * entity of an earlier state is never mutated. Each container written is stamped once per batch
 * (`store/liveContainers.ts`), and {@link publish} gives the next state a new `revision`. Every write of saved
 * content (a message, a reasoning record, a tool call's times, a span, a run record) `touch`es the change feed
 * while anyone listens — at the copy of an entity, so once per entity per batch — which reports it as the batch's
 * `content-changed` (`changes.ts`). Message and tool-call lookups go through the memory's id indexes: O(1) per
 * event whatever the thread's length.
 */
export class Draft {
  /** The next state: a fixed-shape copy of the base (see `copyState`; the store's actions carried over). */
  data!: AgentStateData;
  /** Which entities this batch created and may mutate in place (`ownership.ts`). */
  private readonly owned: Ownership;
  /** Which live containers this batch has written (bits above). */
  private written = 0;
  /** The nested container stamped last in this batch (see `stamp`). */
  private stamped: object | undefined = undefined;
  private base!: AgentStateData;
  /** The containers the reducer owns (may write in place); anything else is copied on its first write. */
  private containers!: WeakSet<object>;
  /** What this batch changed of the list's shape (`store/liveContainers.ts`, `MessagesShape`): bits SHAPE_*. */
  private shape = 0;
  /**
   * `messages.length` when the batch opened (one more per insert before it): a message at or after it was
   * appended by this batch, so the batch owns it without recording it (`ownership.ts` holds the others).
   */
  private appendFrom = 0;
  /** The `toolCalls` list this batch appended to last, and its length then: calls from there on are this batch's own. */
  private callsList: ToolCall[] | undefined = undefined;
  private callsFrom = 0;

  /** The diagnostic this batch created or copied last (it may count repeats in place: `foldRepeat`). */
  private ownedDiagnostic: Diagnostic | undefined = undefined;

  /** Whether a batch is open on this draft (between {@link open} and {@link release}). */
  busy = false;

  /**
   * One draft per reducer memory, reused batch after batch (`open` … `release`): a batch of one event allocates
   * no draft and no ownership tracker of its own — only the next state and what the event changed (P1).
   */
  constructor(readonly m: ReducerMemory) {
    this.owned = new Ownership(m.sharedOwnership);
  }

  /** Starts a batch on `base`: the draft's state is a fixed-shape copy of it (`copyState`), nothing written or owned yet. */
  open(base: AgentStateData, containers: WeakSet<object>): this {
    this.busy = true;
    this.base = base;
    this.containers = containers;
    this.data = copyState(base);
    this.written = 0;
    this.stamped = undefined;
    this.shape = 0;
    this.appendFrom = base.messages.length;
    this.callsList = undefined;
    this.ownedDiagnostic = undefined;
    this.m.now = 0;
    this.owned.open();
    if (this.m.index.sync(base.messages)) this.m.streak = null;
    return this;
  }

  /** Ends the batch: the shared ownership tracker lets go of its objects (this draft sees nothing as owned any more). */
  release(): void {
    this.owned.release();
    this.stamped = undefined;
    this.m.now = 0;
    this.busy = false;
  }

  /**
   * The state to publish: the base itself when the batch changed nothing, else the draft with `revision` one
   * higher. O(fields), never O(entries).
   */
  publish(): AgentStateData {
    const data = this.data;
    if (this.shape !== 0) touchShape(data.messages, (this.shape & SHAPE_RESHAPED) !== 0, (this.shape & SHAPE_CALLS) !== 0);
    if (this.written === 0) {
      let same = true;
      for (const f in data) if (data[f as keyof AgentStateData] !== this.base[f as keyof AgentStateData]) same = false;
      if (same) return this.base;
    }
    data.revision = (this.base.revision ?? 0) + 1;
    return data;
  }

  /**
   * Time on the client's clock, ms since epoch: every `startedAt` / `endedAt` in the state is on this one clock, so
   * a live elapsed time (`Date.now() − startedAt`) is never skewed by the agent's clock (docs/architecture.md, "Store and reducer").
   * The batch's receipt (read once per batch); for an event with the agent's `timestamp`, when the event happened —
   * its timestamp shifted by the run's clock offset (`runClock.ts`), never later than its receipt — so a run
   * replayed in a burst (a reload, a second tab) keeps its real start.
   */
  time(event?: unknown): number {
    // One reading per batch: the events of a batch were received together (one macrotask of the transport).
    const receipt = this.m.clock();
    return event === undefined ? receipt : this.m.runClock.toClient(receipt, this.agentTime(event as { timestamp?: unknown }));
  }

  /** Where the stream is for `verifyEvents`' rules, derived from the status (`RunScope.phaseOf`). */
  phase(): RunPhase {
    return this.m.run.phaseOf(this.data.status);
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
    return this.owned.has(value);
  }

  private markOwned(value: object): void {
    this.owned.add(value);
  }

  /** `container` if the reducer owns it, else a copy it owns from now on (O(size) once, never again). */
  private live<T extends object>(container: T, copy: (c: T) => T): T {
    if (this.containers.has(container)) return container;
    const mine = copy(container);
    this.containers.add(mine);
    return mine;
  }

  /** The live container of `bit`, stamped on the batch's first write. */
  private write(bit: number, container: object): void {
    if (this.written & bit) return;
    this.written |= bit;
    touchContainer(container);
  }

  /** Stamps a nested container (`toolCalls`, `messageIds`) once per batch: the last one stamped is remembered (a batch streams into one at a time). */
  private stamp(container: object): void {
    if (this.stamped === container) return;
    this.stamped = container;
    touchContainer(container);
  }

  /** The batch wrote saved content of `id` (of `kind`; no id: a whole list): reported in its `content-changed` while anyone listens. */
  private touch(kind: TouchedKind, id?: string): void {
    const feed = this.m.changes;
    if (feed.on) feed.touch(kind, id);
  }

  /** The live `diagnostics` list, stamped on the batch's first write. */
  private diagnosticsForWrite(): Diagnostic[] {
    if (!(this.written & DIAGNOSTICS)) this.write(DIAGNOSTICS, (this.data.diagnostics = this.live(this.data.diagnostics, copyArray)));
    return this.data.diagnostics;
  }

  private messagesForWrite(): Message[] {
    if (!(this.written & MESSAGES)) {
      const messages = this.live(this.data.messages, copyArray);
      if (messages !== this.data.messages) this.m.index.of = this.data.messages = messages;
      this.write(MESSAGES, messages);
    }
    return this.data.messages;
  }

  /** The position of the message with this id (`positionIndex.ts`: O(1), a bounded scan after out-of-order inserts). */
  private at(id: string): number | undefined {
    return this.m.index.find(this.data.messages, id);
  }

  /** The message with this id, read-only. */
  message(id: string): Message | undefined {
    const i = this.at(id);
    return i === undefined ? undefined : this.data.messages[i];
  }

  /**
   * A writable copy of the message with this id (put in place; later calls of the batch return the same copy),
   * or `undefined` when there is none — or, given `roles`, when its role is not one of them (nothing is copied
   * then). The result is typed as the AG-UI variant of those roles.
   */
  editMessage(id: string): Message | undefined;
  editMessage<R extends Message["role"]>(id: string, ...roles: [R, ...R[]]): MessageOf<R> | undefined;
  editMessage(id: string, ...roles: Message["role"][]): Message | undefined {
    const i = this.at(id);
    if (i === undefined) return undefined;
    const current = this.data.messages[i]!;
    if (roles.length > 0 && !roles.includes(current.role)) return undefined;
    if (i >= this.appendFrom || this.isOwned(current)) return current;
    const copy = { ...current };
    this.markOwned(copy);
    this.messagesForWrite()[i] = copy;
    this.touch("messageIds", current.id);
    return copy;
  }

  /** Appends a message (created by the caller, so owned by this batch: it is at or after `appendFrom`). */
  push(message: Message): Message {
    const messages = this.messagesForWrite();
    this.shape |= message.role === "assistant" && Array.isArray(message.toolCalls) && message.toolCalls.length > 0 ? SHAPE_APPENDED | SHAPE_CALLS : SHAPE_APPENDED;
    messages.push(message);
    this.m.index.appended(messages, message);
    this.touch("messageIds", message.id);
    return message;
  }

  /** Inserts a message at `at` (an out-of-order tool result): one native `splice`, one index write (`Indexes.inserted`). */
  insert(at: number, message: Message): void {
    const messages = this.messagesForWrite();
    this.markOwned(message);
    this.shape |= SHAPE_RESHAPED;
    if (at < this.appendFrom) this.appendFrom++; // the old message it shifts stays below the batch's own
    messages.splice(at, 0, message);
    this.m.index.inserted(messages, at, message);
    this.touch("messageIds", message.id);
  }

  /** Replaces the whole list (snapshots) with `messages`, a new array the caller built, and rebuilds the indexes. */
  replaceMessages(messages: Message[]): void {
    this.containers.add(messages);
    this.written |= MESSAGES;
    this.shape |= SHAPE_RESHAPED | SHAPE_CALLS;
    this.appendFrom = messages.length; // the snapshot's list holds earlier states' messages anywhere: none owned by position
    this.callsList = undefined;
    touchContainer((this.data.messages = messages));
    this.touch("messageIds"); // the new list is the batch's `messages-snapshot`
    this.m.index.sync(messages);
    this.m.streak = null;
  }

  /** Puts `message` (created by the caller) at position `at` in place of the message there, indexes updated: O(tool calls of the two). */
  replaceAt(at: number, message: Message): void {
    const messages = this.messagesForWrite();
    const old = messages[at]!;
    this.shape |= SHAPE_RESHAPED | SHAPE_CALLS;
    this.markOwned(message);
    messages[at] = message;
    this.m.index.replaced(at, old, message);
    this.touch("messageIds", message.id);
    if (old.id !== message.id) this.touch("messageIds", old.id);
    this.m.streak = null;
  }

  /** Index of the message with this id. */
  indexOf(id: string): number | undefined {
    return this.at(id);
  }

  /** A derived id not used by any message yet: `${base}:${suffix}`, then `${base}:${suffix}-2`, … */
  derivedId(base: string, suffix: string): string {
    return this.m.index.derivedId(base, suffix);
  }

  /** The `toolCalls` of a writable assistant message as a live container (copied once if the reducer does not own it). */
  private callsOf(parent: MessageOf<"assistant">): ToolCall[] {
    const calls = this.live(Array.isArray(parent.toolCalls) ? parent.toolCalls : [], copyArray);
    this.stamp(calls);
    return (parent.toolCalls = calls);
  }

  /** A writable copy of the tool call with this id (its message copied on write, `toolCalls` written in place). O(1): the call's position is indexed. */
  editToolCall(toolCallId: string): ToolCall | undefined {
    const place = this.m.index.toolPlace.get(toolCallId);
    const parent = place === undefined ? undefined : this.editMessage(place.parent, "assistant");
    if (!place || !parent || !Array.isArray(parent.toolCalls)) return undefined;
    const list = this.callsOf(parent);
    let i = place.position;
    if (list[i]?.id !== toolCallId) i = list.findIndex((tc) => tc.id === toolCallId);
    if (i < 0) return undefined;
    place.position = i;
    const tc = list[i]!;
    if ((list === this.callsList && i >= this.callsFrom) || this.isOwned(tc)) return tc;
    const copy = { ...tc, function: { ...tc.function } };
    this.markOwned(copy);
    list[i] = copy;
    return copy;
  }

  /** Whether a tool call with this id exists. */
  hasToolCall(toolCallId: string): boolean {
    return this.m.index.toolPlace.has(toolCallId);
  }

  /** Appends a new tool call to `parent` (a writable assistant message from {@link editMessage}): O(1). */
  pushToolCall(parent: MessageOf<"assistant">, call: ToolCall): void {
    const list = this.callsOf(parent);
    this.shape |= SHAPE_CALLS;
    // Owned by position (`callsFrom`); a call pushed on another list before is simply copied if edited again.
    if (list !== this.callsList) (this.callsList = list), (this.callsFrom = list.length);
    this.m.index.toolPlace.set(call.id, { parent: parent.id, position: list.length });
    list.push(call);
  }

  private record<K extends RecordKey>(key: K): AgentStateData[K] {
    const bit = RECORD_BITS[key];
    if (!(this.written & bit)) {
      // `toolCallTimes` of a state persisted before the field: undefined, a fresh record then.
      const mine = this.live((this.data[key] as Record<string, unknown> | undefined) ?? {}, cloneRecord);
      this.data[key] = mine as AgentStateData[K];
      this.write(bit, mine);
    }
    return this.data[key];
  }

  /** Reasoning info for a message id, read-only. */
  reasoning(id: string): ReasoningInfo | undefined {
    return own(this.data.reasoning, id);
  }

  /** Sets the reasoning info of a message (`info` itself is stored; the record is copied on its first write in the batch). */
  setReasoning(info: ReasoningInfo): void {
    this.regroups(info.messageId, info.spanId);
    this.record("reasoning")[info.messageId] = info;
    this.touch("messageIds", info.messageId);
    this.m.streamingReasoning(info.messageId, info.status === "streaming");
  }

  /**
   * Records the reasoning info of a message this batch just created ({@link push}ed, so it groups nothing that was
   * there before), whose reasoning owner the caller already opened when it streams: one record insert.
   */
  addReasoning(info: ReasoningInfo): void {
    this.record("reasoning")[info.messageId] = info;
    this.touch("messageIds", info.messageId);
    if (info.status !== "streaming") this.m.streamingReasoning(info.messageId, false);
  }

  /** A reasoning message from before this batch moving to another span changes the list's grouping (`MessagesShape.reshaped`). */
  private regroups(id: string, spanId: string | undefined): void {
    if (own(this.data.reasoning, id)?.spanId === spanId) return;
    const i = this.at(id);
    if (i !== undefined && i < this.appendFrom) this.shape |= SHAPE_RESHAPED;
  }

  /** Merges fields into a reasoning info (new object); no-op when unknown. */
  patchReasoning(id: string, patch: Partial<ReasoningInfo>): void {
    const current = this.reasoning(id);
    if (current) this.setReasoning({ ...current, ...patch });
  }

  /** Removes reasoning info (snapshots dropping a message). */
  deleteReasoning(id: string): void {
    if (!this.reasoning(id)) return;
    this.regroups(id, undefined);
    delete this.record("reasoning")[id];
    this.touch("messageIds", id);
    this.m.streamingReasoning(id, false);
  }

  span(id: string): ReasoningSpan | undefined {
    return own(this.data.spans, id);
  }

  setSpan(span: ReasoningSpan): void {
    this.record("spans")[span.spanId] = span;
    this.touch("spanIds", span.spanId);
  }

  /** Appends a message id to a span's `messageIds` (the span copied once per batch, its list written in place: O(1)). */
  addToSpan(spanId: string, messageId: string): void {
    const span = this.span(spanId);
    if (!span) return;
    let target = span;
    if (!this.isOwned(span)) {
      target = { ...span };
      this.markOwned(target);
      this.setSpan(target);
    }
    target.messageIds = this.live(target.messageIds, copyArray);
    this.stamp(target.messageIds);
    target.messageIds.push(messageId);
    this.touch("spanIds", spanId);
  }

  /** Sets the entry of a subagent (keyed by its `subagentRunId`). */
  setSubagent(subagent: SubagentState): void {
    this.record("subagents")[subagent.subagentRunId] = subagent;
  }

  /** Sets (or with `undefined`, removes) the client-clock times of a tool call. */
  setToolCallTimes(toolCallId: string, times: ToolCallTimes | undefined): void {
    const t = this.record("toolCallTimes");
    if (times === undefined) delete t[toolCallId];
    else t[toolCallId] = times;
    this.touch("toolCallIds", toolCallId);
  }

  /** Sets the run records to `runs` (a new list: the previous state's is never written), `runId` the record added or changed (`was`: its id before a rename). */
  setRuns(runs: RunRecord[], runId: string, was?: string): void {
    this.data.runs = runs;
    this.touch("runIds", runId);
    if (was !== undefined && was !== runId) this.touch("runIds", was);
  }

  toolCallTimes(toolCallId: string): ToolCallTimes | undefined {
    return own(this.data.toolCallTimes as Record<string, ToolCallTimes> | undefined, toolCallId);
  }

  pending(toolCallId: string): string | undefined {
    return own(this.data.pendingToolCallEncryptedValues, toolCallId);
  }

  setPending(toolCallId: string, value: string | undefined): void {
    const p = this.record("pendingToolCallEncryptedValues");
    if (value === undefined) delete p[toolCallId];
    else p[toolCallId] = value;
  }

  /**
   * Records a diagnostic (never containing an encrypted value): `code` and the `params` its sentence is built
   * from (string params cut to 128 characters); its `message` is the sentence in development builds, the code in
   * production (`diagnostics/text.ts`), or `text` when the diagnostic brings its own (a client transport's). With
   * `key`, a repeat of the same code and key is reported only once per store.
   */
  diag(code: string, params?: DiagnosticParams, eventType?: string, key?: string, text?: string): void {
    // A flood of one problem (docs/architecture.md, "Store and reducer"): once FOLD_AFTER diagnostics of one code, variant and event
    // type stand in a row at the end of the list, the next ones are counted in the last one's `repeats` (copied once
    // per batch, then counted in place) instead of each being built, summarised and kept (the list keeps 200 anyway).
    const run = this.m.diagnosticRun;
    const kind = text === undefined ? code : ""; // a transport's own text is never folded
    const variant = params?.variant;
    const inRow = kind !== "" && run.code === kind && run.variant === variant && run.eventType === eventType && run.entry !== undefined && this.data.diagnostics[this.data.diagnostics.length - 1] === run.entry;
    if (inRow && run.count >= FOLD_AFTER) {
      let entry = run.entry!;
      if (entry !== this.ownedDiagnostic) {
        const list = this.diagnosticsForWrite();
        entry = run.entry = this.ownedDiagnostic = list[list.length - 1] = { ...entry };
      }
      entry.repeats = (entry.repeats ?? 0) + 1;
      return;
    }
    if (key !== undefined && !this.m.reported.add(code, eventType, key)) return;
    if (params !== undefined) params = cutParams(params);
    const entry: Diagnostic = { code, message: clip(text ?? diagnosticText(code, params)), at: this.time() };
    if (params !== undefined) entry.params = params;
    if (eventType !== undefined) entry.eventType = eventType;
    if (this.m.current !== undefined) entry.event = summarizeEvent(this.m.current);
    run.count = inRow ? run.count + 1 : 1;
    run.code = kind;
    run.variant = variant;
    run.eventType = eventType;
    run.entry = this.ownedDiagnostic = entry;
    this.diagnosticsForWrite().push(entry);
    if (this.m.changes.on) this.m.changes.push({ type: "diagnostic", diagnostic: entry });
    // Dropped 50 at a time, so a flood of diagnostics costs O(1) amortized per entry (at most 250 are held).
    if (this.data.diagnostics.length >= MAX_DIAGNOSTICS + 50) this.data.diagnostics.splice(0, this.data.diagnostics.length - MAX_DIAGNOSTICS);
  }
}
