/**
 * core's `createUploader` against the real upload route over HTTP (Node adapter, SQLite file): through
 * `XMLHttpRequest` (jsdom's implementation, a real HTTP client, on the page's own origin) for progress, and through
 * `fetch` where there is none; retries with backoff, refusals, abort.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { UploadError, createUploader, deleteUpload, type UploadProgress } from "@reasoning-ui/core";
import { createUploadServer, toNodeHandler, type UploadBackend } from "../src/uploads/index";
import { sqliteUploadBackend } from "../src/uploads/sqlite";
import { SECRET, png } from "./uploads/contract";

const dir = mkdtempSync(path.join(tmpdir(), "rui-uploads-client-"));
let backend: UploadBackend;
let http: Server;
let origin = "";
/** jsdom (the repository's test DOM; it ships no types of its own), typed for what this file uses. */
type Dom = { window: Window & typeof globalThis };
let dom: Dom;
/** POSTs of files named "flaky" still to answer `503` (a store restarting), and how many such POSTs arrived. */
const faults = { unavailable: 0, posts: 0 };

beforeAll(async () => {
  backend = sqliteUploadBackend({ filename: path.join(dir, "uploads.db") });
  const uploads = createUploadServer({ backend, secret: SECRET, authorize: (r) => (r.headers.get("authorization") === "Bearer alice" ? "alice" : null) });
  http = createServer(
    toNodeHandler(async (request) => {
      if (request.method === "POST" && request.headers.get("reasoning-ui-file-name") === "flaky") {
        faults.posts++;
        if (faults.unavailable > 0) {
          faults.unavailable--;
          await request.body?.cancel();
          return new Response(JSON.stringify({ error: { code: "store_unavailable", message: "down" } }), { status: 503, headers: { "Retry-After": "0" } });
        }
      }
      return uploads.fetch(request);
    }),
  );
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  const { JSDOM } = (await import("jsdom" as string)) as { JSDOM: new (html: string, options: { url: string }) => Dom };
  dom = new JSDOM("<!doctype html>", { url: `${origin}/` });
});
afterAll(async () => {
  dom.window.close();
  await new Promise((resolve) => http.close(resolve));
  await backend.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const auth = { Authorization: "Bearer alice" };

it("XMLHttpRequest: progress up to the whole file, the URL source, and the agent reads the bytes at that URL", async () => {
  const upload = createUploader({ url: `${origin}/api/uploads`, headers: auth, XMLHttpRequest: dom.window.XMLHttpRequest });
  const bytes = png(3 * 1024 * 1024);
  const file = new dom.window.File([bytes], "chart.png", { type: "image/png" });
  const progress: UploadProgress[] = [];
  const { source, receipt } = await upload(file, { onProgress: (p) => progress.push(p) });
  expect(source).toEqual({ type: "url", value: receipt.url, mimeType: "image/png" });
  expect(receipt).toMatchObject({ name: "chart.png", size: bytes.byteLength });
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.at(-1)).toEqual({ loaded: bytes.byteLength, total: bytes.byteLength });
  expect(progress.every((p, i) => i === 0 || p.loaded >= progress[i - 1]!.loaded)).toBe(true);
  const read = await fetch(source.value);
  expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

  // removed from the composer before sending: deleted, no longer counted, then gone
  const before = await backend.usage("alice");
  expect(await deleteUpload(receipt.id, { url: `${origin}/api/uploads`, headers: auth })).toBe(true);
  expect(await backend.usage("alice")).toEqual({ bytes: before.bytes - bytes.byteLength, count: before.count - 1 });
  expect(await deleteUpload(receipt.id, { url: `${origin}/api/uploads`, headers: auth })).toBe(false);
  expect((await fetch(source.value)).status).toBe(404);
  await expect(deleteUpload(receipt.id, { url: `${origin}/api/uploads` })).rejects.toMatchObject({ status: 401, code: "unauthorized" });
  await expect(deleteUpload("../x", { url: `${origin}/api/uploads`, headers: auth })).rejects.toMatchObject({ code: "invalid_id" });
});

it("fetch where there is no XMLHttpRequest: progress at the start and the end, the same receipt", async () => {
  const upload = createUploader({ url: `${origin}/api/uploads`, headers: async () => auth, XMLHttpRequest: null });
  const progress: UploadProgress[] = [];
  const { source } = await upload(new Blob([png(1000)], { type: "image/png" }), { onProgress: (p) => progress.push(p) });
  expect(progress).toEqual([
    { loaded: 0, total: 1000 },
    { loaded: 1000, total: 1000 },
  ]);
  expect((await fetch(source.value)).status).toBe(200);
});

/** A file of the transport's own realm (jsdom's for its XMLHttpRequest, Node's for fetch). */
const fileFor = (xhr: unknown, parts: BlobPart[], name: string, type = "image/png") => (xhr ? new dom.window.File(parts, name, { type }) : new File(parts, name, { type }));

it("transient failures are retried with backoff (a new upload each time); refusals are not, and say why in words", async () => {
  for (const XMLHttpRequest of [dom.window.XMLHttpRequest, null]) {
    const upload = createUploader({ url: `${origin}/api/uploads`, headers: auth, backoffMs: 10, retries: 3, XMLHttpRequest });
    faults.unavailable = 2;
    faults.posts = 0;
    const { receipt } = await upload(fileFor(XMLHttpRequest, [png(2000)], "flaky"));
    expect(faults.posts).toBe(3);
    expect(receipt.size).toBe(2000);

    faults.unavailable = 10;
    faults.posts = 0;
    const gaveUp = await upload(fileFor(XMLHttpRequest, [png(10)], "flaky")).catch((e: unknown) => e);
    expect(gaveUp).toBeInstanceOf(UploadError);
    expect(gaveUp).toMatchObject({ status: 503, code: "store_unavailable", retryable: true, message: "The upload could not reach the server. Try again." });
    expect(faults.posts).toBe(4);
    faults.unavailable = 0;

    faults.posts = 0;
    const lie = await upload(fileFor(XMLHttpRequest, ["<html><script>alert(1)</script>"], "not really.png")).catch((e: unknown) => e);
    expect(lie).toMatchObject({ status: 422, code: "content_mismatch", retryable: false, message: "The file's contents do not match its type." });
    const anonymous = await createUploader({ url: `${origin}/api/uploads`, XMLHttpRequest })(fileFor(XMLHttpRequest, [png(10)], "a.png")).catch((e: unknown) => e);
    expect(anonymous).toMatchObject({ status: 401, code: "unauthorized", message: "Sign in to attach files." });
  }
});

it("abort: rejects with an AbortError, during the upload or the retry wait, and nothing is stored", async () => {
  const before = await backend.usage("alice");
  for (const XMLHttpRequest of [dom.window.XMLHttpRequest, null]) {
    const upload = createUploader({ url: `${origin}/api/uploads`, headers: auth, XMLHttpRequest, backoffMs: 5_000 });
    const controller = new AbortController();
    const pending = upload(fileFor(XMLHttpRequest, [png(8 * 1024 * 1024)], "big.png"), { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });

    faults.unavailable = 1;
    const waiting = new AbortController();
    const retrying = upload(fileFor(XMLHttpRequest, [png(10)], "flaky"), { signal: waiting.signal });
    await expect.poll(() => faults.unavailable).toBe(0);
    waiting.abort();
    await expect(retrying).rejects.toMatchObject({ name: "AbortError" });
  }
  await expect.poll(async () => (await backend.usage("alice")).count).toBe(before.count);
});
