/**
 * @reasoning-ui/agent/redis — the Redis run store (docs/architecture.md, "Runs that outlive the page"): run logs
 * in Redis Streams, notices over pub/sub, so several agent instances behind a load balancer serve each other's
 * runs. Uses the official `redis` client (node-redis 5+), which you create and connect.
 */
import type { LogEntry, RunEnd, RunLogStore, RunNotice, RunRecord } from "../runlog/types";

/** The part of a connected node-redis client the store uses (`createClient(...)` after `await client.connect()`). */
// biome-ignore lint: the client's generics differ per app; the store only calls these methods.
export type RedisClientLike = any;

/** Options of {@link redisRunStore}. */
export interface RedisRunStoreOptions {
  /** Prefix of every key and channel. Default `"rui:"`. */
  prefix?: string;
  /** A running run's keys expire after this long without a write (an instance that died mid-run leaves nothing forever), ms. Default 1 hour. */
  runningTtlMs?: number;
}

const FIELDS = ["threadId", "runId", "status", "startedAt", "endedAt", "lastSeq", "firstSeq", "reason", "code", "readerSeenAt"] as const;

/**
 * A {@link RunLogStore} on Redis: per run a hash `<prefix>run:<runId>` (the {@link RunRecord}), a stream
 * `<prefix>run:<runId>:log` (entry id `0-<seq>`, field `d` = the event JSON) trimmed with `XTRIM MINID`, and a
 * pub/sub channel `<prefix>run:<runId>` carrying `append` / `end` / `cancel`. Appends are one `MULTI` each
 * (the run log batches what accumulated while the previous write was in flight). An ended run's keys expire
 * after the run log's TTL; a running run's after `runningTtlMs` without a write. The store duplicates `client`
 * once for its subscriptions; `close()` quits that duplicate, never your client.
 *
 * @example
 * import { createClient } from "redis";
 * import { redisRunStore } from "@reasoning-ui/agent/redis";
 * const redis = await createClient({ url: REDIS_URL }).connect();
 * const runs = createRunLog({ store: redisRunStore(redis) });
 */
export function redisRunStore(client: RedisClientLike, options: RedisRunStoreOptions = {}): RunLogStore {
  const prefix = options.prefix ?? "rui:";
  const runningTtl = Math.max(1000, options.runningTtlMs ?? 60 * 60_000);
  const hash = (runId: string) => `${prefix}run:${runId}`;
  const log = (runId: string) => `${prefix}run:${runId}:log`;
  const channel = hash;
  let subscriber: RedisClientLike | undefined;
  let connecting: Promise<RedisClientLike> | undefined;
  const listeners = new Map<string, Set<(notice: RunNotice) => void>>();

  const sub = (): Promise<RedisClientLike> => {
    if (subscriber) return Promise.resolve(subscriber);
    connecting ??= (async () => {
      const s = client.duplicate();
      s.on?.("error", () => undefined); // reconnects on its own; reads fall back to polling meanwhile
      await s.connect();
      subscriber = s;
      return s;
    })();
    return connecting;
  };

  const onMessage = (message: string, name: string) => {
    const set = listeners.get(name);
    if (!set) return;
    for (const l of [...set]) {
      try {
        l(message as RunNotice);
      } catch {
        /* a listener never breaks the store */
      }
    }
  };

  return {
    name: "redis",
    async create(record: RunRecord) {
      await client
        .multi()
        .del([hash(record.runId), log(record.runId)])
        .hSet(hash(record.runId), toHash(record))
        .pExpire(hash(record.runId), runningTtl)
        .exec();
    },
    async append(runId: string, entries: readonly LogEntry[], firstSeq: number) {
      if (entries.length === 0) return;
      const m = client.multi();
      for (const e of entries) m.xAdd(log(runId), `0-${e.seq}`, { d: e.data });
      m.hSet(hash(runId), { lastSeq: String(entries[entries.length - 1]!.seq), firstSeq: String(firstSeq) });
      if (firstSeq > 1) m.xTrim(log(runId), "MINID", `0-${firstSeq}`);
      m.pExpire(hash(runId), runningTtl).pExpire(log(runId), runningTtl).publish(channel(runId), "append");
      await m.exec();
    },
    async end(runId: string, end: RunEnd, ttlMs: number) {
      const fields: Record<string, string> = { status: end.status, endedAt: String(end.endedAt) };
      if (end.reason !== undefined) fields.reason = end.reason;
      if (end.code !== undefined) fields.code = end.code;
      const ttl = Math.max(1, Math.round(ttlMs));
      await client.multi().hSet(hash(runId), fields).pExpire(hash(runId), ttl).pExpire(log(runId), ttl).publish(channel(runId), "end").exec();
    },
    async get(runId: string) {
      const h = (await client.hGetAll(hash(runId))) as Record<string, string>;
      if (!h || h.runId === undefined) return undefined;
      return fromHash(h);
    },
    async read(runId: string, afterSeq: number, max: number) {
      const rows = (await client.xRange(log(runId), `0-${afterSeq + 1}`, "+", { COUNT: max })) as { id: string; message: { d: string } }[];
      return rows.map((r) => ({ seq: Number(r.id.slice(2)), data: r.message.d }));
    },
    async touch(runId: string, at: number) {
      await client.hSet(hash(runId), { readerSeenAt: String(at) });
    },
    async requestCancel(runId: string) {
      await client.publish(channel(runId), "cancel");
    },
    watch(runId: string, listener: (notice: RunNotice) => void) {
      const name = channel(runId);
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
        void sub()
          .then((s) => s.subscribe(name, onMessage))
          .catch(() => undefined); // without pub/sub, readers poll
      }
      set.add(listener);
      return () => {
        const current = listeners.get(name);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(name);
          void sub()
            .then((s) => s.unsubscribe(name))
            .catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      const s = subscriber ?? (connecting ? await connecting.catch(() => undefined) : undefined);
      subscriber = undefined;
      connecting = undefined;
      await s?.quit?.().catch?.(() => undefined);
    },
  };
}

function toHash(r: RunRecord): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FIELDS) if (r[k] !== undefined) out[k] = String(r[k]);
  return out;
}

function fromHash(h: Record<string, string>): RunRecord {
  const num = (v: string | undefined, d = 0) => (v === undefined ? d : Number(v));
  return {
    threadId: h.threadId ?? "",
    runId: h.runId ?? "",
    status: (h.status ?? "running") as RunRecord["status"],
    startedAt: num(h.startedAt),
    ...(h.endedAt !== undefined && { endedAt: num(h.endedAt) }),
    lastSeq: num(h.lastSeq),
    firstSeq: num(h.firstSeq, 1),
    ...(h.reason !== undefined && { reason: h.reason }),
    ...(h.code !== undefined && { code: h.code }),
    readerSeenAt: num(h.readerSeenAt),
  };
}

export type { LogEntry, RunEnd, RunLogStore, RunNotice, RunRecord } from "../runlog/types";
