import type { Lane } from "../lifecycle/lifecycle";
import type { RunStatus } from "../types";

/** Where the stream is, for `@ag-ui/client` 1.x `verifyEvents` rules: before any RUN_STARTED, running, after RUN_FINISHED, after RUN_ERROR. */
export type RunPhase = "none" | "running" | "finished" | "errored";

/**
 * The run's own lifecycle (what RUN_STARTED resets): the two facts of its verify phase the state cannot express,
 * the steps active per lane, the subagents active and done in it, the tool calls started and answered in it.
 * Private state, methods only.
 */
export class RunScope {
  /** `beginRun` opened a stream that has not started yet (status `running`, phase `none`). */
  private awaitingStart = false;
  /** The transport ended the stream with an error (status `error`, phase `finished`, not `errored`: RUN_ERROR may still come). */
  private endedByTransport = false;
  private readonly steps = new Map<Lane, Set<string>>();
  private readonly activeSubagents = new Set<string>();
  /** Subagents finished or errored in this run (their ids cannot be reused within it). */
  private readonly doneSubagents = new Set<string>();
  /**
   * Tool calls started in the run, in start order, and those answered (RUN_FINISHED `pendingToolCallIds`). A call
   * new to the thread is appended (no hash insert: it cannot have started in the run before, except after a snapshot
   * dropped it, and the read drops such repeats); a repeated start is looked up in `startedSet`, built from the list
   * on the first repeat and kept from then on.
   */
  private toolCalls: string[] = [];
  private startedSet: Set<string> | undefined = undefined;
  private readonly toolResults = new Set<string>();

  /**
   * Where the stream is, for `verifyEvents`' rules: derived from the state's `status` — `idle` → `none`, `running`
   * → `running`, `finished` / `cancelled` → `finished`, `error` → `errored` — and the two facts above (a begun run
   * not yet started is `none`; a transport's error is `finished`). One owner: the status; nothing to keep in step.
   */
  phaseOf(status: RunStatus): RunPhase {
    if (status === "running") return this.awaitingStart ? "none" : "running";
    if (status === "error") return this.endedByTransport ? "finished" : "errored";
    return status === "idle" ? "none" : "finished";
  }
  /** `beginRun`: a new stream, not started yet. */
  begun(): void {
    this.awaitingStart = true;
    this.endedByTransport = false;
  }
  /** RUN_STARTED, or the first event of a stream that sent none: the run is under way. */
  started(): void {
    this.awaitingStart = false;
    this.endedByTransport = false;
  }
  /** RUN_ERROR: the agent's error (phase `errored`). */
  errored(): void {
    this.endedByTransport = false;
  }
  /** `endStream`: the stream is over; `transportError` when its end set the status to `error` (not an earlier RUN_ERROR). */
  ended(transportError: boolean): void {
    this.awaitingStart = false;
    if (transportError) this.endedByTransport = true;
  }
  /** A state from elsewhere (`adopt`): the phase is its status's. */
  resetPhase(): void {
    this.awaitingStart = false;
    this.endedByTransport = false;
  }

  /** The steps active in `lane`, in start order (a copy). */
  activeSteps(lane: Lane): string[] {
    const set = this.steps.get(lane);
    return set ? [...set] : [];
  }
  /** Starts step `name` in `lane`; false when it was already active there. */
  startStep(lane: Lane, name: string): boolean {
    let set = this.steps.get(lane);
    if (!set) this.steps.set(lane, (set = new Set()));
    if (set.has(name)) return false;
    set.add(name);
    return true;
  }
  /** The lane where step `name` is active: `lane` itself when it is there, else another lane, else none. O(lanes) off the common path. */
  laneOfStep(lane: Lane, name: string): { lane: Lane } | undefined {
    if (this.steps.get(lane)?.has(name)) return { lane };
    for (const [l, set] of this.steps) if (l !== lane && set.has(name)) return { lane: l };
    return undefined;
  }
  finishStep(lane: Lane, name: string): void {
    this.steps.get(lane)?.delete(name);
  }
  clearSteps(): void {
    this.steps.clear();
  }
  /** How many steps are active in every lane. */
  stepCount(): number {
    let n = 0;
    for (const set of this.steps.values()) n += set.size;
    return n;
  }

  isSubagentActive(id: string): boolean {
    return this.activeSubagents.has(id);
  }
  /** Whether subagent `id` finished or errored in this run. */
  isSubagentDone(id: string): boolean {
    return this.doneSubagents.has(id);
  }
  subagentStarted(id: string): void {
    this.activeSubagents.add(id);
    this.doneSubagents.delete(id);
  }
  subagentEnded(id: string): void {
    this.activeSubagents.delete(id);
    this.doneSubagents.add(id);
  }
  /** A run boundary: no subagent is active any more. */
  clearActiveSubagents(): void {
    this.activeSubagents.clear();
  }
  get activeSubagentCount(): number {
    return this.activeSubagents.size;
  }

  /** TOOL_CALL_START of `id`; `known`: a call with this id is already in the thread (a repeated start). */
  toolCallStarted(id: string, known: boolean): void {
    let set = this.startedSet;
    if (!known && set === undefined) return void this.toolCalls.push(id);
    set ??= this.startedSet = new Set(this.toolCalls);
    if (set.has(id)) return;
    set.add(id);
    this.toolCalls.push(id);
  }
  toolCallAnswered(id: string): void {
    this.toolResults.add(id);
  }
  /** Tool calls started in the run without a result, in start order. */
  unansweredToolCalls(): string[] {
    const seen = new Set<string>();
    return this.toolCalls.filter((id) => {
      if (this.toolResults.has(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  reset(): void {
    this.steps.clear();
    this.activeSubagents.clear();
    this.doneSubagents.clear();
    this.toolCalls = [];
    this.startedSet = undefined;
    this.toolResults.clear();
  }
}
