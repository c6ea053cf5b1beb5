/**
 * @reasoning-ui/agent/redis — the Redis run store (docs/architecture.md, "Runs that outlive the page"): run logs
 * in Redis Streams, notices over pub/sub, so several agent instances behind a load balancer serve each other's
 * runs. Uses the official `redis` client (node-redis 5+), which you create and connect.
 */
import { RunStoreUnavailableError } from "../runlog/errors";
import type { LogEntry, RunEnd, RunLogStore, RunNotice, RunRecord } from "../runlog/types";

/**
 * The part of a node-redis `MULTI` the store queues (each call returns the transaction), typed as node-redis 5+
 * declares the commands (`@redis/client`'s `DEL`, `EXISTS`, `HSET`, `PEXPIRE`, `XADD`, `XTRIM`, `PUBLISH`); `exec`
 * resolves with one reply per queued command, in order.
 */
export interface RedisMultiLike {
  del(keys: string | string[]): RedisMultiLike;
  exists(keys: string | string[]): RedisMultiLike;
  hSet(key: string, fields: Record<string, string | number>): RedisMultiLike;
  pExpire(key: string, ms: number): RedisMultiLike;
  xAdd(key: string, id: string, message: Record<string, string>): RedisMultiLike;
  xTrim(key: string, strategy: "MAXLEN" | "MINID", threshold: number | string): RedisMultiLike;
  publish(channel: string, message: string): RedisMultiLike;
  exec(): Promise<unknown[]>;
}

/**
 * The commands the store sends (after vercel/resumable-stream's `Publisher`): only these, typed as node-redis 5+
 * declares them, so a node-redis client — `createClient(...)` after `await client.connect()`, with any modules,
 * scripts or RESP version — fits as it is, and so does a wrapper of another client that keeps these shapes.
 */
export interface RedisPublisherLike {
  /** node-redis: true while connected and ready; commands are refused at once (503) while it is false. */
  readonly isReady?: boolean;
  multi(): RedisMultiLike;
  /** The hash's fields (`{}` for a missing key). */
  hGetAll(key: string): Promise<Record<string, string>>;
  /** Stream entries from `start` to `end` (`"+"`: the newest), oldest first. */
  xRange(key: string, start: string, end: string, options?: { COUNT?: number }): Promise<{ id: string; message: Record<string, string> }[] | null>;
  /** A Lua script's reply (node-redis: `ReplyUnion`). */
  eval(script: string, options?: { keys?: string[]; arguments?: string[] }): Promise<unknown>;
  /** The number of subscribers that received the message. */
  publish(channel: string, message: string): Promise<number>;
}

/**
 * The connection the store subscribes with (after vercel/resumable-stream's `Subscriber`): node-redis's pub/sub
 * commands. A subscribed node-redis connection runs nothing else, hence a second connection.
 */
export interface RedisSubscriberLike {
  on(event: "error", listener: (err: Error) => void): unknown;
  connect(): Promise<unknown>;
  subscribe(channel: string, listener: (message: string, channel: string) => void): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** node-redis 5+: closes the connection once pending replies are in. */
  close?(): Promise<void>;
  /** node-redis before `close()` (deprecated there): the same. */
  quit?(): Promise<unknown>;
}

/**
 * A connected node-redis (5+) client: the {@link RedisPublisherLike} commands, and `duplicate()` for the
 * {@link RedisSubscriberLike} connection the store opens (unless {@link RedisRunStoreOptions.subscriber} is given).
 */
export interface RedisClientLike extends RedisPublisherLike {
  duplicate(): RedisSubscriberLike;
}

/** Options of {@link redisRunStore}. */
export interface RedisRunStoreOptions {
  /** Prefix of every key and channel. Default `"rui:"`. */
  prefix?: string;
  /** A running run's keys expire after this long without a write (an instance that died mid-run leaves nothing forever), ms. Default 1 hour. */
  runningTtlMs?: number;
  /** A command not answered within this long counts as the store being down (503 `store_unavailable`), ms. Default 2,000. */
  commandTimeoutMs?: number;
  /**
   * For this long after a fault, a run Redis does not hold is answered "unavailable" (503), not "unknown": Redis may
   * have come back empty and the instance running the run is writing it again. ms; default 10,000.
   */
  recoveryGraceMs?: number;
  /**
   * Your own connection for the store's subscriptions (node-redis: `client.duplicate()`, connected or not). Default:
   * the store duplicates `client` once, and `close()` closes that duplicate; a subscriber given here is yours to close.
   */
  subscriber?: RedisSubscriberLike;
}

/** `readerSeenAt` only on a run the store still holds: an expired run is never re-created (a key without expiry). */
const TOUCH = "if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HSET', KEYS[1], 'readerSeenAt', ARGV[1]) return 1 end return 0";

const FIELDS = ["threadId", "runId", "owner", "status", "startedAt", "endedAt", "lastSeq", "firstSeq", "reason", "code", "readerSeenAt"] as const;

/**
 * A {@link RunLogStore} on Redis: per run a hash `<prefix>run:<runId>` (the {@link RunRecord}), a stream
 * `<prefix>run:<runId>:log` (entry id `0-<seq>`, field `d` = the event JSON) trimmed with `XTRIM MINID`, and a
 * pub/sub channel `<prefix>run:<runId>` carrying `append` / `end` / `cancel`. Appends are one `MULTI` each
 * (the run log batches what accumulated while the previous write was in flight). An ended run's keys expire
 * after the run log's TTL; a running run's after `runningTtlMs` without a write — every key written carries an
 * expiry (the reader heartbeat touches only a run that still exists). The run's owner is a field of the hash.
 *
 * Faults are transient: while the client is not ready (Redis down, reconnecting) or a command outlasts
 * `commandTimeoutMs`, calls reject with `RunStoreUnavailableError` — the routes answer `503 store_unavailable`
 * with `Retry-After`, never "unknown run" — and the instance running a run writes it again whole when Redis is
 * back (empty or not). Give `client` an `'error'` listener: node-redis emits `'error'` on every lost connection,
 * and an `EventEmitter` without a listener throws it (the process exits). The store duplicates `client` once for
 * its subscriptions (or uses `options.subscriber`); `close()` closes that duplicate, never your client.
 *
 * @example
 * import { createClient } from "redis";
 * import { redisRunStore } from "@reasoning-ui/agent/redis";
 * const redis = await createClient({ url: REDIS_URL }).connect();
 * const runs = createRunLog({ store: redisRunStore(redis) });
 */
export function redisRunStore(client: RedisClientLike | RedisPublisherLike, options: RedisRunStoreOptions = {}): RunLogStore {
  const prefix = options.prefix ?? "rui:";
  const runningTtl = Math.max(1000, options.runningTtlMs ?? 60 * 60_000);
  const timeoutMs = Math.max(50, options.commandTimeoutMs ?? 2_000);
  const graceMs = Math.max(0, options.recoveryGraceMs ?? 10_000);
  let faultAt = Number.NEGATIVE_INFINITY;
  const fault = (message: string) => {
    faultAt = Date.now();
    return new RunStoreUnavailableError(message);
  };
  /** Runs `command` unless the client is down; rejects with `RunStoreUnavailableError` for a fault or a timeout. */
  const call = <T>(command: () => Promise<T>): Promise<T> => {
    if (client.isReady === false) return Promise.reject(fault("Redis is not connected."));
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(fault(`Redis did not answer within ${timeoutMs} ms.`)), timeoutMs);
      (timer as { unref?: () => void }).unref?.();
      command().then(
        (v) => (clearTimeout(timer), resolve(v)),
        (err: unknown) => (clearTimeout(timer), reject(fault(`Redis failed: ${err instanceof Error ? err.message : String(err)}`))),
      );
    });
  };
  const hash = (runId: string) => `${prefix}run:${runId}`;
  const log = (runId: string) => `${prefix}run:${runId}:log`;
  const channel = hash;
  let subscriber: RedisSubscriberLike | undefined;
  let connecting: Promise<RedisSubscriberLike> | undefined;
  const listeners = new Map<string, Set<(notice: RunNotice) => void>>();

  const sub = (): Promise<RedisSubscriberLike> => {
    if (subscriber) return Promise.resolve(subscriber);
    connecting ??= (async () => {
      if (options.subscriber) {
        const s = options.subscriber;
        s.on("error", () => undefined);
        await s.connect().catch(() => undefined); // already connected: node-redis refuses a second connect
        subscriber = s;
        return s;
      }
      if (!("duplicate" in client)) throw new RunStoreUnavailableError("No subscriber: pass options.subscriber or a client with duplicate().");
      const s = client.duplicate();
      s.on("error", () => undefined); // reconnects on its own; reads fall back to polling meanwhile
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
      await call(() => client.multi().del([hash(record.runId), log(record.runId)]).hSet(hash(record.runId), toHash(record)).pExpire(hash(record.runId), runningTtl).exec());
    },
    async append(runId: string, entries: readonly LogEntry[], firstSeq: number) {
      if (entries.length === 0) return;
      const m = client.multi().exists(hash(runId));
      for (const e of entries) m.xAdd(log(runId), `0-${e.seq}`, { d: e.data });
      m.hSet(hash(runId), { lastSeq: String(entries[entries.length - 1]!.seq), firstSeq: String(firstSeq) });
      if (firstSeq > 1) m.xTrim(log(runId), "MINID", `0-${firstSeq}`);
      m.pExpire(hash(runId), runningTtl).pExpire(log(runId), runningTtl).publish(channel(runId), "append");
      const replies = await call(() => m.exec());
      // The run's hash was gone before this append (Redis restarted empty): what it just wrote expires with the
      // running TTL; the run log writes the run again whole.
      return Number(replies[0]) === 1;
    },
    async end(runId: string, end: RunEnd, ttlMs: number) {
      const fields: Record<string, string> = { status: end.status, endedAt: String(end.endedAt) };
      if (end.reason !== undefined) fields.reason = end.reason;
      if (end.code !== undefined) fields.code = end.code;
      const ttl = Math.max(1, Math.round(ttlMs));
      await call(() => client.multi().hSet(hash(runId), fields).pExpire(hash(runId), ttl).pExpire(log(runId), ttl).publish(channel(runId), "end").exec());
    },
    async get(runId: string) {
      const h = await call(() => client.hGetAll(hash(runId)));
      if (!h || h.runId === undefined) {
        if (Date.now() - faultAt < graceMs) throw new RunStoreUnavailableError("Redis is back from an outage and may not hold this run yet.");
        return undefined;
      }
      return fromHash(h);
    },
    async read(runId: string, afterSeq: number, max: number) {
      const rows = await call(() => client.xRange(log(runId), `0-${afterSeq + 1}`, "+", { COUNT: max }));
      return (rows ?? []).map((r) => ({ seq: Number(r.id.slice(2)), data: r.message.d ?? "" }));
    },
    async touch(runId: string, at: number) {
      await call(() => client.eval(TOUCH, { keys: [hash(runId)], arguments: [String(at)] }));
    },
    async requestCancel(runId: string) {
      await call(() => client.publish(channel(runId), "cancel"));
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
      if (s && s !== options.subscriber) await (s.close ? s.close() : s.quit?.())?.catch(() => undefined);
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
    ...(h.owner !== undefined && { owner: h.owner }),
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
export { RunStoreUnavailableError } from "../runlog/errors";
