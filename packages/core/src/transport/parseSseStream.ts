import { createParser } from "eventsource-parser";
import type { BaseEvent } from "@ag-ui/core";
import { isAgUiEvent } from "../protocol/guards";
import { AgentStreamError } from "./AgentStreamError";
import { createUtf8ChunkDecoder } from "./utf8Chunks";

/** Limits of {@link parseSseChunks} (and of `runHttpAgent`, which passes them on). */
export interface SseLimits {
  /** Largest SSE frame, in characters of its `data` (an unfinished frame counts as it grows); default 8 MiB. Over it: `frame_too_large`. */
  maxFrameSize?: number;
  /** Most text read but not yet handed out as events — the unfinished frame plus the chunk being parsed — in characters; default 16 MiB. Over it: `buffer_overflow`. */
  maxBufferSize?: number;
}

/**
 * Reads one frame's `data` (already known not to be blank) into the events it yields: what `parseSseChunks`
 * does with a frame when a transport speaks another JSON protocol over SSE (the AI SDK's UI message stream).
 * Returning an `AgentStreamError` ends the stream with it; returning nothing skips the frame.
 */
export type SseFrameReader = (data: string, frame: number) => BaseEvent | readonly BaseEvent[] | AgentStreamError | undefined;

/** Default {@link SseLimits.maxFrameSize}: 8 MiB. */
export const DEFAULT_MAX_FRAME_SIZE = 8 * 1024 * 1024;
/** Default {@link SseLimits.maxBufferSize}: 16 MiB. */
export const DEFAULT_MAX_BUFFER_SIZE = 16 * 1024 * 1024;

/** Characters of one read fed to the parser at a time (a read can be megabytes when the page fell behind). */
const FEED_SLICE = 64 * 1024;
/** Main-thread ms one read's slices may take before the parse waits for the next task. */
const SLICE_MS = 8;
const now = () => (typeof performance === "undefined" ? Date.now() : performance.now());
/** The next task (a timer: a `MessageChannel` would run ahead of the run loop's own flush timer). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads an SSE byte stream and yields, per network chunk, the AG-UI events completed by that chunk
 * (an empty chunk yields nothing). Bytes are decoded as UTF-8 per chunk (a character split across chunks
 * is joined; a leading BOM is dropped; see `createUtf8ChunkDecoder`); framing is `eventsource-parser` 3 (LF, CRLF
 * and bare CR line endings, comments, multi-line `data:` joined with "\n", `event:`/`id:` ignored).
 * Each frame's `data` is `JSON.parse`d; a frame with empty data is skipped.
 *
 * `options.readFrame` replaces the JSON-event step for another protocol over SSE (see {@link SseFrameReader}).
 *
 * `options.onId` is told each frame's SSE `id:` (when it has one), in order: `runHttpAgent` re-attaches after the
 * last one (docs/architecture.md, "Runs that outlive the page").
 *
 * `options.onComment` is told each comment's text (after the `:`): the run stream's `keep-alive <ms>` interval.
 *
 * `options.onActivity` is called for every complete frame or comment line (a heartbeat): `runHttpAgent`
 * re-arms its idle timer there — an endless line or an endless frame does not.
 *
 * Bounded: what is buffered is counted from the last complete frame or comment (within one network chunk of
 * slack), so an endless line or endless `data:` lines end the stream instead of growing the heap.
 *
 * @throws {AgentStreamError} `malformed_frame` when a frame is not a JSON object with a string `type`
 *   (the message names the 1-based frame number, never its content), `frame_too_large` / `buffer_overflow`
 *   past {@link SseLimits} — each after yielding the events before it in the same chunk.
 */
export async function* parseSseChunks(
  body: ReadableStream<Uint8Array>,
  options: SseLimits & { onActivity?: () => void; readFrame?: SseFrameReader; onId?: (id: string) => void; onComment?: (text: string) => void } = {},
): AsyncGenerator<BaseEvent[], void, undefined> {
  const maxFrame = options.maxFrameSize ?? DEFAULT_MAX_FRAME_SIZE;
  const maxBuffer = options.maxBufferSize ?? DEFAULT_MAX_BUFFER_SIZE;
  const onActivity = options.onActivity;
  const readFrame = options.readFrame;
  const onId = options.onId;
  const onComment = options.onComment;
  const decoder = createUtf8ChunkDecoder();
  let frames = 0;
  let batch: BaseEvent[] = [];
  let failure: AgentStreamError | undefined;
  /** Characters fed since the last complete frame or comment. */
  let pending = 0;
  const parser = createParser({
    onComment(text) {
      pending = 0;
      onActivity?.();
      onComment?.(text);
    },
    onEvent(message) {
      pending = 0;
      onActivity?.();
      if (failure) return;
      frames++;
      // The SSE `id:` (a run log's `<runId>:<seq>`): told before the frame's event, so at each yield the last id
      // told is the last event's of the batch.
      if (onId && message.id !== undefined) onId(message.id);
      const data = message.data;
      if (data.length > maxFrame) {
        failure = new AgentStreamError("frame_too_large", `SSE frame ${frames} is larger than ${maxFrame} characters`);
        return;
      }
      // A frame starting with printable ASCII (e.g. "{") is not blank: skip the trim for it.
      const first = data.charCodeAt(0);
      if (!(first > 32 && first < 127) && data.trim() === "") return;
      if (readFrame) {
        const read = readFrame(data, frames);
        if (read instanceof AgentStreamError) failure = read;
        else if (Array.isArray(read)) for (const e of read) batch.push(e);
        else if (read) batch.push(read as BaseEvent);
        return;
      }
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        failure = new AgentStreamError("malformed_frame", `SSE frame ${frames} is not valid JSON`);
        return;
      }
      if (!isAgUiEvent(value)) failure = new AgentStreamError("malformed_frame", `SSE frame ${frames} is not an AG-UI event object`);
      else batch.push(value);
    },
  });
  const take = () => {
    const out = batch;
    batch = [];
    return out;
  };
  const reader = body.getReader();
  let since = now();
  let done = false;
  let endsWithCr = false;
  try {
    while (!done) {
      const chunk = await reader.read();
      done = chunk.done;
      const text = done ? decoder.decode() : decoder.decode(chunk.value);
      if (text) {
        if (pending + text.length > maxBuffer) failure ??= new AgentStreamError("buffer_overflow", `The agent's stream buffered more than ${maxBuffer} characters without completing a frame`);
        else {
          endsWithCr = text.endsWith("\r");
          // A read of a page that fell behind can hold megabytes (thousands of events): it is parsed and yielded in
          // slices, and past SLICE_MS of work the generator waits for the next task, so no read becomes one long
          // task (docs/architecture.md, "A 10 MB reasoning stream in the page", P15). The parser keeps its state across slices (a split line or CRLF).
          for (let at = 0; at < text.length && !failure; at += FEED_SLICE) {
            const slice = at === 0 && text.length <= FEED_SLICE ? text : text.slice(at, at + FEED_SLICE);
            pending += slice.length;
            parser.feed(slice);
            if (!failure && pending > maxFrame) failure = new AgentStreamError("frame_too_large", `SSE frame ${frames + 1} is larger than ${maxFrame} characters`);
            if (at + FEED_SLICE < text.length && batch.length > 0 && !failure) {
              yield take();
              if (now() - since > SLICE_MS) (await nextTask(), (since = now()));
            }
          }
        }
      }
      // At the end a trailing CR is a line end, not half a CRLF: complete it so its frame dispatches.
      if (done && endsWithCr && !failure) parser.feed("\n");
      if (batch.length > 0) yield take();
      if (failure) throw failure;
      since = now();
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * Parses an AG-UI Server-Sent-Events byte stream into events (docs/architecture.md, "Public contract and conventions"), spec-compliant framing
 * (unlike `@ag-ui/client` 1.0's parser, CRLF and bare CR line endings work). See {@link parseSseChunks}
 * for the details; this is its flattened form.
 *
 * @throws {AgentStreamError} `malformed_frame` for a frame that is not a JSON event object.
 * @example
 * const res = await fetch(url, { method: "POST", body, headers: { Accept: "text/event-stream" } });
 * for await (const event of parseSseStream(res.body!)) store.getState().applyEvent(event);
 */
export async function* parseSseStream(body: ReadableStream<Uint8Array>): AsyncGenerator<BaseEvent, void, undefined> {
  for await (const batch of parseSseChunks(body)) yield* batch;
}
