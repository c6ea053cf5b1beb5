import type { PersistenceEngine, SessionPersistence } from "../session/types";
import { UNAVAILABLE } from "./errors";

type Context = Parameters<PersistenceEngine>[0];

/**
 * The persistence engine on first use (docs/architecture.md, "Budgets and benchmarks"): `storage/persistence.ts` (restore, coalesced saves,
 * schema, thread list, conflicts — ~5 kB) loads through one `import()` when the session first needs it — its
 * `connect()`, run from an effect after the first paint — rather than with the page. Until then each call waits for
 * it and is then forwarded in the order made; once loaded, every call goes straight to the engine (the same
 * `Persistence` as before: behaviour unchanged). `connect()` stays synchronous: its disconnect called before the
 * engine arrived cancels that connect (StrictMode's mount, unmount, mount connects once). A failed load (a chunk lost
 * to a deploy, the network down) is the storage's `unavailable` error in the session state — the same notice as a
 * storage the browser refuses; the thread goes on in memory, and the next call tries the load again.
 */
export const lazyPersistenceEngine: PersistenceEngine = (context) => new LazyPersistence(context);

class LazyPersistence implements SessionPersistence {
  private engine: SessionPersistence | undefined;
  private loading: Promise<SessionPersistence | undefined> | undefined;
  /** Calls made before the engine arrived and not yet forwarded: while any is, later calls queue behind them (order kept). */
  private pending = 0;
  /** A connect whose load failed: made when a later call's load succeeds (unless disconnected meanwhile). */
  private unconnected: { threadId: string | undefined; link: { off: boolean; disconnect?: () => void } } | undefined;

  constructor(private readonly context: Context) {}

  /** The engine, loaded once (undefined when the load failed: reported, and tried again at the next call). */
  private load(): Promise<SessionPersistence | undefined> {
    return (this.loading ??= import("./persistence").then(
      ({ Persistence }) => {
        const c = this.context;
        const engine = (this.engine = new Persistence(c.backend, c.store, c.state, c.options, c.runs));
        const missed = this.unconnected;
        this.unconnected = undefined;
        if (missed && !missed.link.off) missed.link.disconnect = engine.connect(missed.threadId);
        return engine;
      },
      () => {
        this.loading = undefined;
        this.context.state.setState({ storage: "error", storageError: { code: "unavailable", message: UNAVAILABLE } });
        return undefined;
      },
    ));
  }

  /** `call` on the engine: at once when it is there and nothing waits, else after the load and the calls before it. */
  private via<T>(call: (engine: SessionPersistence) => T, otherwise: () => T): T | Promise<T> {
    if (this.engine && this.pending === 0) return call(this.engine);
    this.pending++;
    return this.load().then((engine) => {
      this.pending--;
      return engine ? call(engine) : otherwise();
    });
  }

  ready(): Promise<void> {
    return Promise.resolve(this.via((e) => e.ready(), () => undefined));
  }

  connect(threadId: string | undefined): () => void {
    if (this.engine && this.pending === 0) return this.engine.connect(threadId);
    const link: { off: boolean; disconnect?: () => void } = { off: false };
    void this.via(
      (e) => void (link.off || (link.disconnect = e.connect(threadId))),
      () => void (this.unconnected = { threadId, link }),
    );
    return () => {
      link.off = true;
      link.disconnect?.();
    };
  }

  flush(): Promise<void> {
    return Promise.resolve(this.via((e) => e.flush(), () => undefined));
  }

  create(): Promise<string> {
    // Without the engine (its load failed), as a session without storage: a new empty thread.
    return Promise.resolve(this.via((e) => e.create(), () => (this.context.store.getState().reset({ threadId: "" }), Promise.resolve(""))));
  }

  open(threadId: string): Promise<void> {
    return Promise.resolve(this.via((e) => e.open(threadId), () => undefined));
  }

  remove(threadId: string): Promise<void> {
    return Promise.resolve(this.via((e) => e.remove(threadId), () => undefined));
  }

  /** A long thread's next older page (docs/architecture.md, "Persistence"). */
  loadEarlier(): Promise<void> {
    return Promise.resolve(this.via((e) => e.loadEarlier?.(), () => undefined));
  }

  /** Every stored part of a long thread not yet in the store (docs/architecture.md, "Persistence"). */
  loadAll(): Promise<void> {
    return Promise.resolve(this.via((e) => e.loadAll?.(), () => undefined));
  }
}
