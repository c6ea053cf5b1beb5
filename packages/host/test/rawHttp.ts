/**
 * Raw HTTP/1.1 over `node:net` for the hostile-traffic suites (issue 41): bytes exactly as an attacker sends them,
 * no client library smoothing anything over. Bodies are streamed from one reused buffer (a 300 MiB body never
 * exists in memory here).
 */
import net from "node:net";
import { readErrorBody } from "@reasoning-ui/core/protocol";

/** The first answer read from a socket. `status` 0: the connection closed with no answer. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had written when the answer's status line arrived (or when it stopped). */
  sentWhenAnswered: number;
  /** The JSON error body's `code`, when there is one. */
  code: string | undefined;
  /** Body bytes written in all, and ms from the answer to the connection's close (`keepSending`). */
  sentInAll: number;
  closedAfterAnswerMs: number;
}

export interface RawOptions {
  /** Bytes of body to stream after `head` (from a reused 1 MiB buffer), stopping once an answer arrives. */
  bodyBytes?: number;
  /** Chunked transfer coding for the streamed body. */
  chunked?: boolean;
  /** Pause between 1 MiB pieces, ms (a slow body). */
  pieceDelayMs?: number;
  /** Give up after this long, ms. Default 20 s. */
  timeoutMs?: number;
  /** Keep streaming the body after the answer arrived (a client that does not read answers while it uploads); resolves at close. */
  keepSending?: boolean;
}

const PIECE = Buffer.alloc(1024 * 1024, 0x61);

function parse(text: string, sent: number): RawAnswer {
  const end = text.indexOf("\r\n\r\n");
  const head = end < 0 ? text : text.slice(0, end);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const at = l.indexOf(":");
    if (at > 0) headers[l.slice(0, at).trim().toLowerCase()] = l.slice(at + 1).trim();
  }
  // the text is latin1 (one char per byte); the body is read back as UTF-8
  let body = end < 0 ? "" : Buffer.from(text.slice(end + 4), "latin1").toString("utf8");
  if (headers["transfer-encoding"] === "chunked") body = body.replace(/(?:^|\r\n)[0-9a-fA-F]+\r\n/g, "").replace(/\r\n$/, "");
  let code: string | undefined;
  try {
    code = readErrorBody(JSON.parse(body)).code; // core's one error body (and the run log's earlier flat shape)
  } catch {
    code = undefined;
  }
  return { status, headers, body, sentWhenAnswered: sent, code, sentInAll: sent, closedAfterAnswerMs: -1 };
}

/** Sends `head` (the request line and headers, `\r\n\r\n` included) and optionally a streamed body; resolves with the first answer. */
export function raw(port: number, head: string, options: RawOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    let sent = 0;
    let answeredAt = -1;
    let answeredTime = 0;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parse(text, answeredAt < 0 ? sent : answeredAt), sentInAll: sent, closedAfterAnswerMs: answeredTime ? Date.now() - answeredTime : -1 });
    };
    const timer = setTimeout(done, options.timeoutMs ?? 20_000);
    socket.on("error", () => setTimeout(done, 50));
    socket.on("close", done);
    socket.on("data", (d: Buffer) => {
      if (answeredAt < 0) (answeredAt = sent), (answeredTime = Date.now());
      text += d.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end));
      if (options.keepSending) return; // resolved at close
      if (length && text.length >= end + 4 + Number(length[1])) done();
      if (/\r\ntransfer-encoding:\s*chunked/i.test(text.slice(0, end)) && text.endsWith("\r\n0\r\n\r\n")) done();
    });
    socket.write(Buffer.from(head, /[^\x00-\xff]/.test(head) ? "utf8" : "latin1"));
    const total = options.bodyBytes ?? 0;
    if (total === 0) return;
    void (async () => {
      while (sent < total && (answeredAt < 0 || options.keepSending) && !socket.destroyed) {
        const n = Math.min(PIECE.length, total - sent);
        const piece = n === PIECE.length ? PIECE : PIECE.subarray(0, n);
        const ok = socket.write(options.chunked ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece);
        sent += n;
        if (!ok) await new Promise<void>((r) => { socket.once("drain", r); socket.once("close", r); });
        if (options.pieceDelayMs) await new Promise((r) => setTimeout(r, options.pieceDelayMs));
      }
      if (options.chunked && sent >= total && !socket.destroyed) socket.write("0\r\n\r\n");
    })();
  });
}

/** Samples `process.memoryUsage().rss` every 20 ms while `work` runs; resolves with its result and the peak, MiB. */
export async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMiB: number; beforeMiB: number }> {
  const mib = () => process.memoryUsage().rss / 1024 / 1024;
  const beforeMiB = mib();
  let peakMiB = beforeMiB;
  const t = setInterval(() => (peakMiB = Math.max(peakMiB, mib())), 20);
  try {
    const result = await work();
    peakMiB = Math.max(peakMiB, mib());
    return { result, peakMiB, beforeMiB };
  } finally {
    clearInterval(t);
  }
}
