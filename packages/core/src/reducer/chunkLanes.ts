import type { Lane } from "../lifecycle/lifecycle";

/** A chunk shorthand currently open. `@ag-ui/client` 1.x keeps one per lane: the parent agent's and one per `subagentRunId`. */
export interface ChunkLane {
  kind: "text" | "tool" | "reasoning";
  id: string;
  /** `subagentRunId` of the opening chunk, copied onto the events it expands to. */
  subagentRunId?: string;
  /** Fields of the opening chunk a continuing chunk may not change (text: role, name; tool: toolCallName, parentMessageId). */
  role?: string;
  name?: string;
  toolCallName?: string;
  parentMessageId?: string;
}

/**
 * The lifecycle owner of chunk lanes: the chunk stream open per lane (parent agent, each `subagentRunId`), and
 * per lane the last reasoning chunk message (so an id-less chunk continues it). Private state; O(1) per call
 * except {@link settleAll} and {@link laneReopening} (O(lanes), only while a lane is reopenable).
 */
export class ChunkLanes {
  private readonly lanes = new Map<Lane, ChunkLane>();
  /** `closedByEmpty`: an empty delta closed it; the reference still counts it open, so a chunk may silently reopen it. */
  private readonly last = new Map<Lane, { id: string; closedByEmpty: boolean }>();
  /** How many `last` entries are `closedByEmpty` (a cheap test for the common path). */
  private reopenableCount = 0;
  /** Id of the reasoning message a chunk is silently reopening (its START raises no `duplicate_start`). */
  private reopeningId: string | null = null;

  /** The chunk stream open in `lane`. */
  get(lane: Lane): ChunkLane | undefined {
    return this.lanes.get(lane);
  }
  /** Opens `chunk` in `lane` (the caller closed what was open there). */
  open(lane: Lane, chunk: ChunkLane): void {
    this.lanes.set(lane, chunk);
  }
  /** Closes and returns the chunk stream open in `lane`. */
  close(lane: Lane): ChunkLane | undefined {
    const open = this.lanes.get(lane);
    if (open) this.lanes.delete(lane);
    return open;
  }
  /** How many lanes have a chunk stream open. */
  get size(): number {
    return this.lanes.size;
  }
  /** The lanes with a chunk stream open, and what is open there (a snapshot). */
  entries(): [Lane, ChunkLane][] {
    return [...this.lanes];
  }
  /** Whether any lane's reasoning chunk message was closed by an empty delta and may be silently reopened. */
  get reopenable(): boolean {
    return this.reopenableCount > 0;
  }
  /** The lane's last reasoning chunk message. */
  lastReasoning(lane: Lane): { readonly id: string; readonly closedByEmpty: boolean } | undefined {
    return this.last.get(lane);
  }
  /** A reasoning chunk message opens in `lane`: it becomes the lane's last (the previous one settled). */
  setLastReasoning(lane: Lane, id: string): void {
    this.settle(lane);
    this.last.set(lane, { id, closedByEmpty: false });
  }
  /** An empty delta closed the lane's last reasoning chunk message: the reference still counts it open. */
  closeByEmpty(lane: Lane): void {
    const last = this.last.get(lane);
    if (last && !last.closedByEmpty) (last.closedByEmpty = true), this.reopenableCount++;
  }
  /** The reference now closes the lane's stream an empty delta closed for us: no silent reopening any more. */
  settle(lane: Lane): void {
    const last = this.last.get(lane);
    if (!last?.closedByEmpty) return;
    last.closedByEmpty = false;
    this.reopenableCount--;
  }
  /** {@link settle} for every lane. */
  settleAll(): void {
    if (this.reopenableCount > 0) for (const lane of this.last.keys()) this.settle(lane);
  }
  /** The lane whose last reasoning chunk message `id` an empty delta closed, if any. */
  laneReopening(id: string): { lane: Lane } | undefined {
    if (this.reopenableCount === 0) return undefined;
    for (const [lane, last] of this.last) if (last.closedByEmpty && last.id === id) return { lane };
    return undefined;
  }
  /** A chunk silently reopens reasoning message `id` (its START raises no `duplicate_start`). */
  startReopening(id: string): void {
    this.reopeningId = id;
  }
  /** Whether the START of `id` is that silent reopening (then it is over). */
  takeReopening(id: string): boolean {
    if (this.reopeningId !== id) return false;
    this.reopeningId = null;
    return true;
  }

  reset(): void {
    this.lanes.clear();
    this.last.clear();
    this.reopenableCount = 0;
    this.reopeningId = null;
  }
}
