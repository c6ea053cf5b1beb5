/**
 * `@reasoning-ui/server/uploads/directory`: blobs as files in a directory on one machine (one app instance; for
 * several, use the PostgreSQL backend or a shared volume with one writer).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { UploadBackend, UploadRecord } from "./types";

/** Options of {@link directoryUploadBackend}. */
export interface DirectoryUploadBackendOptions {
  /** The directory (created when missing), e.g. `".data/uploads"`. Nothing outside it is ever written. */
  directory: string;
  /** Unfinished files older than this (ms) are deleted when the backend starts. Default 1 hour. */
  orphanAfterMs?: number;
}

const READ_CHUNK = 256 * 1024;

/**
 * An {@link UploadBackend} on the file system. Layout: `incoming/<id>` while the body arrives; on commit (quota checked
 * under a per-user lock) it is fsynced and renamed to `blobs/<id>`, the owner's marker `users/<sha256(userId)>/<id>`
 * (its size) written, then the record `blobs/<id>.json` — the rename of that record is the moment the blob exists.
 * Every path is built from the server-minted id and a hash of the user id, never from a file name or anything a client
 * sent. An aborted upload's file is deleted; one a crash left in `incoming/` is deleted at the next start.
 *
 * @example
 * import { directoryUploadBackend } from "@reasoning-ui/server/uploads/directory";
 * const backend = directoryUploadBackend({ directory: ".data/uploads" });
 */
export function directoryUploadBackend(options: DirectoryUploadBackendOptions): UploadBackend {
  const root = path.resolve(options.directory);
  const incoming = path.join(root, "incoming");
  const blobs = path.join(root, "blobs");
  const users = path.join(root, "users");
  for (const dir of [incoming, blobs, users]) mkdirSync(dir, { recursive: true });
  const cutoff = Date.now() - (options.orphanAfterMs ?? 3_600_000);
  for (const name of readdirSync(incoming)) {
    const file = path.join(incoming, name);
    if (statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
  }
  const userDir = (userId: string) => path.join(users, createHash("sha256").update(userId).digest("hex"));
  const locks = new Map<string, Promise<unknown>>();
  /** Runs `task` after the user's previous commit (one process: a per-user queue is the lock). */
  const locked = <T>(userId: string, task: () => Promise<T>): Promise<T> => {
    const run = (locks.get(userId) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    locks.set(userId, tail);
    void tail.then(() => locks.get(userId) === tail && locks.delete(userId));
    return run;
  };

  async function usage(userId: string) {
    let names: string[];
    try {
      names = await readdir(userDir(userId));
    } catch {
      return { bytes: 0, count: 0 };
    }
    let bytes = 0;
    for (const name of names) bytes += Number(await readFile(path.join(userDir(userId), name), "utf8").catch(() => "0")) || 0;
    return { bytes, count: names.length };
  }

  async function head(id: string): Promise<UploadRecord | undefined> {
    try {
      return JSON.parse(await readFile(path.join(blobs, `${id}.json`), "utf8")) as UploadRecord;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
  }

  return {
    usage,
    async begin(id) {
      const temp = path.join(incoming, id);
      let file: FileHandle | undefined = await open(temp, "wx", 0o600);
      return {
        async write(data) {
          await file!.write(data);
        },
        commit: (r, quota) =>
          locked(r.userId, async () => {
            const used = await usage(r.userId);
            if (used.count + 1 > quota.maxCount) return { ok: false, reason: "quota_count" } as const;
            if (used.bytes + r.size > quota.maxBytes) return { ok: false, reason: "quota_bytes" } as const;
            await file!.datasync();
            await file!.close();
            file = undefined;
            await rename(temp, path.join(blobs, id));
            await mkdir(userDir(r.userId), { recursive: true });
            await writeFile(path.join(userDir(r.userId), id), String(r.size), { mode: 0o600 });
            await writeFile(path.join(incoming, `${id}.json`), JSON.stringify(r), { mode: 0o600 });
            await rename(path.join(incoming, `${id}.json`), path.join(blobs, `${id}.json`));
            return { ok: true } as const;
          }),
        async abort() {
          await file?.close().catch(() => undefined);
          file = undefined;
          await rm(temp, { force: true }).catch(() => undefined);
        },
      };
    },
    head,
    async *read(id) {
      const file = await open(path.join(blobs, id), "r");
      try {
        for (;;) {
          const buffer = new Uint8Array(READ_CHUNK);
          const { bytesRead } = await file.read(buffer, 0, READ_CHUNK, null);
          if (bytesRead === 0) return;
          yield buffer.subarray(0, bytesRead);
        }
      } finally {
        await file.close();
      }
    },
    async remove(userId, id) {
      return locked(userId, async () => {
        const r = await head(id);
        if (!r || r.userId !== userId) return false;
        await rm(path.join(blobs, `${id}.json`), { force: true }); // gone for readers from here
        await rm(path.join(userDir(userId), id), { force: true });
        await rm(path.join(blobs, id), { force: true });
        return true;
      });
    },
  };
}
