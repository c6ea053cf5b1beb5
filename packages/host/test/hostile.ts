/**
 * The hostile-traffic suite (issue 41), run through raw sockets against each of the kit's Node mounts (the thread
 * store on SQLite and PostgreSQL, the run log): malformed `Host`, absolute-form targets, TRACE / TRACK / CONNECT,
 * header floods, invalid header bytes, 300 MiB bodies signed in and not, slow bodies. For each: the answer is a
 * clear 4xx with core's JSON error `code`, the process is alive (the server answers next, nothing escaped as an
 * uncaught exception), and RSS stays inside a stated bound (measured and printed).
 */
import { afterAll, describe, expect, it } from "vitest";
import { peakRss, raw } from "./rawHttp";

export interface HostileTarget {
  port: number;
  /** The route that takes a body: method, path and the extra header lines it needs (`Content-Type: …\r\n`). */
  body: { method: string; path: string; headers: string };
  /** The header line that signs a request in (`x-user: alice\r\n`). */
  signedIn: string;
  /** The route's body limit, bytes. */
  limit: number;
  /** The statuses an anonymous request with a 300 MiB body may get (401 when `authorize` runs before the body). */
  anonymousStatus: number[];
  /** A GET path that answers (the liveness probe). */
  probe: string;
}

/** RSS may grow this much (MiB) over the run of one attack: the bound the suite states and checks (loosely). */
export const RSS_BOUND_MIB = 120;

export function hostileTrafficSuite(name: string, target: () => HostileTarget) {
  const escaped: unknown[] = [];
  const onEscape = (e: unknown) => escaped.push(e);
  process.on("uncaughtException", onEscape);
  process.on("unhandledRejection", onEscape);
  afterAll(() => {
    process.off("uncaughtException", onEscape);
    process.off("unhandledRejection", onEscape);
  });
  const alive = async () => {
    const t = target();
    const probe = await raw(t.port, `GET ${t.probe} HTTP/1.1\r\nHost: app.test\r\n${t.signedIn}Connection: close\r\n\r\n`);
    expect(probe.status, "the server still answers").toBeGreaterThanOrEqual(200);
    expect(escaped).toEqual([]);
  };
  const head = (t: HostileTarget, extra: string, signedIn: boolean) => `${t.body.method} ${t.body.path} HTTP/1.1\r\nHost: app.test\r\n${signedIn ? t.signedIn : ""}${t.body.headers}${extra}\r\n`;

  describe(`${name}: hostile traffic through raw sockets`, () => {
    it.each([
      ["Host: a b", `GET ${"/"} HTTP/1.1\r\nHost: a b\r\n\r\n`, 400, "invalid_host"],
      ["Host: a%zz", `GET / HTTP/1.1\r\nHost: a%zz\r\n\r\n`, 400, "invalid_host"],
      ["Host: [::1", `GET / HTTP/1.1\r\nHost: [::1\r\n\r\n`, 400, "invalid_host"],
      ["an absolute-form target", `GET http://evil.example/x HTTP/1.1\r\nHost: app.test\r\n\r\n`, 400, "invalid_target"],
      // Node's parser itself refuses these (answered through createNodeServer's clientError, in the same JSON body)
      ["an authority-form target on GET", `GET evil.example:443 HTTP/1.1\r\nHost: app.test\r\n\r\n`, 400, "bad_request"],
      ["TRACE", `TRACE / HTTP/1.1\r\nHost: app.test\r\n\r\n`, 405, "method_not_allowed"],
      ["TRACK (not a method Node parses)", `TRACK / HTTP/1.1\r\nHost: app.test\r\n\r\n`, 400, "bad_request"],
      ["CONNECT", `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`, 501, "not_implemented"],
      ["a control byte in a header value", `GET / HTTP/1.1\r\nHost: app.test\r\nX-A: a\x01b\r\n\r\n`, 400, "bad_request"],
      ["a header name with a space", `GET / HTTP/1.1\r\nHost: app.test\r\nX A: b\r\n\r\n`, 400, "bad_request"],
      ["32 KiB of headers", `GET / HTTP/1.1\r\nHost: app.test\r\n${"X-Flood: " + "a".repeat(1000) + "\r\n"}`.repeat(1) + "X-Big: " + "b".repeat(32 * 1024) + "\r\n\r\n", 431, "headers_too_large"],
      ["not HTTP at all", "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", 400, "bad_request"],
    ])("%s → JSON %s %s, the process alive", async (_, request, status, code) => {
      const answer = await raw(target().port, request);
      expect([answer.status, answer.code]).toEqual([status, code]);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      await alive();
    });

    it("a header flood of 2,500 small headers under the size limit: only the first 100 are parsed, the request is answered", async () => {
      const t = target();
      const flood = Array.from({ length: 2_500 }, (_, i) => `X-${i}: ${i}\r\n`).join("").slice(0, 15_000);
      const answer = await raw(t.port, `GET ${t.probe} HTTP/1.1\r\nHost: app.test\r\n${flood}\r\n`);
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      await alive();
    });

    it("300 MiB bodies, anonymous and signed in, declared and chunked: answered before or as the limit is crossed; RSS bounded", async () => {
      const t = target();
      const MiB = 1024 * 1024;
      const { result, peakMiB, beforeMiB } = await peakRss(async () => ({
        anonymous: await raw(t.port, head(t, `Content-Length: ${300 * MiB}\r\n`, false), { bodyBytes: 300 * MiB }),
        anonymousChunked: await raw(t.port, head(t, "Transfer-Encoding: chunked\r\n", false), { bodyBytes: 300 * MiB, chunked: true }),
        signedIn: await raw(t.port, head(t, `Content-Length: ${300 * MiB}\r\n`, true), { bodyBytes: 300 * MiB }),
        signedInChunked: await raw(t.port, head(t, "Transfer-Encoding: chunked\r\n", true), { bodyBytes: 300 * MiB, chunked: true }),
      }));
      const figures = Object.entries(result).map(([k, a]) => `${k}: ${a.status} ${a.code} after ${(a.sentWhenAnswered / MiB).toFixed(1)} MiB sent`);
      console.log(`[${name}] 300 MiB bodies — ${figures.join("; ")}; RSS ${beforeMiB.toFixed(0)} → peak ${peakMiB.toFixed(0)} MiB (bound +${RSS_BOUND_MIB} MiB)`);
      for (const a of [result.anonymous, result.anonymousChunked]) {
        expect(t.anonymousStatus).toContain(a.status);
        expect(a.code).toMatch(/^(unauthorized|forbidden|body_too_large)$/);
        expect(a.sentWhenAnswered).toBeLessThan(100 * MiB);
      }
      expect([result.signedIn.status, result.signedIn.code]).toEqual([413, "body_too_large"]);
      expect([result.signedInChunked.status, result.signedInChunked.code]).toEqual([413, "body_too_large"]);
      // answered long before 300 MiB: the declared ones at once, the chunked ones soon after the limit
      expect(result.signedIn.sentWhenAnswered).toBeLessThan(100 * MiB);
      expect(result.signedInChunked.sentWhenAnswered).toBeLessThan(100 * MiB);
      expect(result.signedInChunked.sentWhenAnswered).toBeGreaterThanOrEqual(Math.min(t.limit, 2 * MiB) - MiB);
      expect(peakMiB - beforeMiB).toBeLessThan(RSS_BOUND_MIB);
      await alive();
    }, 120_000);

    it("a client that keeps uploading after the refusal still reads the whole answer (lingering close), and is cut within seconds", async () => {
      const t = target();
      const MiB = 1024 * 1024;
      const answer = await raw(t.port, head(t, `Content-Length: ${300 * MiB}\r\n`, false), { bodyBytes: 300 * MiB, keepSending: true, timeoutMs: 30_000 });
      console.log(`[${name}] keeps uploading: ${answer.status} ${answer.code}; ${(answer.sentInAll / MiB).toFixed(1)} MiB written in all, cut ${answer.closedAfterAnswerMs} ms after the answer`);
      expect(t.anonymousStatus).toContain(answer.status);
      expect(answer.code).toMatch(/^(unauthorized|forbidden|body_too_large)$/);
      expect(answer.closedAfterAnswerMs).toBeGreaterThanOrEqual(0);
      expect(answer.closedAfterAnswerMs).toBeLessThan(10_000);
      expect(answer.sentInAll).toBeLessThan(100 * MiB);
      await alive();
    }, 60_000);

    it("a slow body (10 bytes of 1,000, then nothing): the connection is answered 408 or dropped at requestTimeout, the process alive", async () => {
      const t = target();
      const started = Date.now();
      const answer = await raw(t.port, head(t, "Content-Length: 1000\r\n", true) + "0123456789", { timeoutMs: 15_000 });
      const heldMs = Date.now() - started;
      console.log(`[${name}] slow body: ${answer.status || "dropped"} ${answer.code ?? ""} after ${heldMs} ms`);
      expect(heldMs).toBeLessThan(15_000);
      if (answer.status !== 0) expect([answer.status, answer.code]).toEqual([408, "request_timeout"]);
      await alive();
    }, 30_000);
  });
}
