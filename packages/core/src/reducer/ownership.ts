/**
 * Which entities (messages, tool calls, spans) the current batch created and may mutate in place. One tracker
 * for the whole process, reset by each new {@link Ownership}, so a batch (often a single delta) allocates no
 * bookkeeping of its own; {@link Ownership.release} empties it when the batch is done, so it never keeps a
 * finished batch's objects (e.g. a long message of a store no longer used) alive. An owner whose generation is no
 * longer current sees nothing as owned and its draft simply copies again: slower, never wrong (an entity from
 * before the batch is never mutated).
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

/** One batch's share of the tracker (`Draft`): the first 16 entities in a list, then a Set. */
export class Ownership {
  /** This batch's generation in the shared tracker (-1: the tracker is off, see `mine`). */
  private generation = -1;
  /** Without the shared tracker (a benchmark row measures what it buys): this batch's own Set. */
  private mine: Set<object> | undefined;

  constructor(private readonly shared: boolean) {}

  /** Starts a batch (the draft is reused from batch to batch): nothing is owned yet. */
  open(): void {
    if (this.shared) this.generation = resetOwned();
    else this.mine = undefined;
  }

  /** Whether this batch created `value` (or copied it), so it may mutate it in place. */
  has(value: object): boolean {
    if (this.generation === -1) return this.mine?.has(value) ?? false;
    if (this.generation !== owned.generation) return false;
    if (owned.set) return owned.set.has(value);
    for (let i = 0; i < owned.length; i++) if (owned.list[i] === value) return true;
    return false;
  }

  /** Records that this batch created `value`. */
  add(value: object): void {
    if (this.generation === -1) return void (this.mine ??= new Set()).add(value);
    if (this.generation !== owned.generation) return;
    if (owned.set) owned.set.add(value);
    else if (owned.length < 16) owned.list[owned.length++] = value;
    else owned.set = new Set([...(owned.list.slice(0, owned.length) as object[]), value]);
  }

  /** Ends the batch: the shared tracker lets go of its objects (this batch sees nothing as owned any more). */
  release(): void {
    if (this.generation === owned.generation) resetOwned();
    this.mine = undefined;
  }
}
