import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createUploadServer } from "../../src/uploads/index";
import { directoryUploadBackend } from "../../src/uploads/directory";
import { SECRET, png, post, uploadContract } from "./contract";
import type { UploadReceipt } from "@reasoning-ui/core/protocol";

const dir = mkdtempSync(path.join(tmpdir(), "rui-uploads-dir-"));
const backend = directoryUploadBackend({ directory: dir });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

uploadContract("a directory", () => backend, async () => readdirSync(path.join(dir, "incoming")).length);

it("directory: files are named by the server's id only (never the client's name), nothing lands outside the directory", async () => {
  const s = createUploadServer({ backend, authorize: () => "../../etc", secret: SECRET });
  const res = await s.fetch(post(png(1000), { "Reasoning-UI-File-Name": encodeURIComponent("../../../evil.png") }));
  const receipt = (await res.json()) as UploadReceipt;
  expect(receipt.name).toBe("......evil.png");
  expect(readdirSync(path.join(dir, "blobs"))).toEqual(expect.arrayContaining([receipt.id, `${receipt.id}.json`]));
  expect(readdirSync(dir).sort()).toEqual(["blobs", "incoming", "users"]);
  expect(readdirSync(path.join(dir, "users")).every((name) => /^[0-9a-f]{64}$/.test(name))).toBe(true);
  expect(existsSync(path.join(dir, "..", "evil.png"))).toBe(false);
});
