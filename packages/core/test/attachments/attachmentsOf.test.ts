/** Attachments (issue 38): the part builders, the view model, the capability reader and the part check. */
import { describe, expect, it } from "vitest";
import { attachmentsOf, hasAttachments, textOfContent, type UserMessage } from "../../src/index";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000002000000030806000000", "hex").toString("base64");

describe("attachmentsOf", () => {
  const message: UserMessage = {
    id: "u1",
    role: "user",
    content: [
      { type: "text", text: "Look at these" },
      { type: "image", source: { type: "data", value: PNG, mimeType: "image/png" }, metadata: { filename: "a.png" } },
      { type: "document", id: "doc", source: { type: "url", value: "https://x/c.pdf", mimeType: "application/pdf" }, metadata: { size: 9 } },
      { type: "document", source: { type: "file", value: "file-1", mimeType: "text/csv" } },
      { type: "document", source: { type: "url", value: "https://x/d" }, metadata: { filename: "report.PDF" } },
    ],
  };

  it("one view per media part, ids stable, memoised per message", () => {
    const list = attachmentsOf(message);
    expect(list.map((a) => [a.id, a.kind, a.name, a.mimeType, a.size, a.index])).toEqual([
      ["u1:1", "image", "a.png", "image/png", Buffer.from(PNG, "base64").length, 1],
      ["doc", "document", undefined, "application/pdf", 9, 2],
      ["u1:3", "file", undefined, "text/csv", undefined, 3],
      ["u1:4", "document", "report.PDF", undefined, undefined, 4],
    ]);
    expect(list[0]!.part).toBe((message.content as unknown[])[1]);
    expect(attachmentsOf(message)).toBe(list);
    expect(Object.isFrozen(list)).toBe(true);
    expect(hasAttachments(message)).toBe(true);
    expect(textOfContent(message.content)).toBe("Look at these");
  });

  it("string content, other roles and malformed parts give none", () => {
    expect(attachmentsOf({ id: "u", role: "user", content: "hi" })).toEqual([]);
    expect(attachmentsOf({ id: "a", role: "assistant", content: "hi" })).toEqual([]);
    expect(attachmentsOf({ id: "u", role: "user", content: [{ type: "image" }, null, 3] as never })).toEqual([]);
    expect(attachmentsOf(undefined)).toEqual([]);
  });
});
