import { createParser } from "eventsource-parser";
import type { BaseEvent } from "@ag-ui/core";
import { isAgUiEvent } from "../protocol/guards";
import { AgentStreamError } from "./AgentStreamError";
import { createUtf8ChunkDecoder } from "./utf8Chunks";

/**
 * Reads an SSE byte stream and yields, per network chunk, the AG-UI events completed by that chunk
 * (an empty chunk yields nothing). Bytes are decoded as UTF-8 per chunk (a character split across chunks
 * is joined; a leading BOM is dropped; see `createUtf8ChunkDecoder`); framing is `eventsource-parser` 3 (LF, CRLF
 * and bare CR line endings, comments, multi-line `data:` joined with "\n", `event:`/`id:` ignored).
 * Each frame's `data` is `JSON.parse`d; a frame with empty data is skipped.
 *
 * `options.onChunk` is called for every network chunk read, events or not (heartbeat comments, part of a
 * frame): `runHttpAgent` re-arms its idle timer there.
 *
 * @throws {AgentStreamError} `malformed_frame` when a frame is not a JSON object with a string
 *   `type` — after yielding the events before it in the same chunk. The message names the 1-based
 *   frame number, never the frame's content.
 */
export async function* parseSseChunks(
  body: ReadableStream<Uint8Array>,
  options: { onChunk?: () => void } = {},
): AsyncGenerator<BaseEvent[], void, undefined> {
  const decoder = createUtf8ChunkDecoder();
  let frames = 0;
  let batch: BaseEvent[] = [];
  let failure: AgentStreamError | undefined;
  const parser = createParser({
    onEvent(message) {
      if (failure) return;
      frames++;
      const data = message.data;
      // A frame starting with printable ASCII (e.g. "{") is not blank: skip the trim for it.
      const first = data.charCodeAt(0);
      if (!(first > 32 && first < 127) && data.trim() === "") return;
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
  let done = false;
  let endsWithCr = false;
  try {
    while (!done) {
      const chunk = await reader.read();
      done = chunk.done;
      options.onChunk?.();
      const text = done ? decoder.decode() : decoder.decode(chunk.value);
      if (text) (parser.feed(text), (endsWithCr = text.endsWith("\r")));
      // At the end a trailing CR is a line end, not half a CRLF: complete it so its frame dispatches.
      if (done && endsWithCr) parser.feed("\n");
      if (batch.length > 0) yield take();
      if (failure) throw failure;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * Parses an AG-UI Server-Sent-Events byte stream into events (docs/architecture.md §3), spec-compliant framing
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
