import { describe, expect, it } from "vitest";
import { approvalPayload } from "../../src/index";

describe("approvalPayload: the tool approval's payload (AG-UI humanInTheLoop, the kit's agent helpers read it)", () => {
  it("approve, approve with edits, deny with and without a reason — a denial is an answer, never cancelled", () => {
    expect(approvalPayload(true)).toEqual({ approved: true });
    expect(approvalPayload(true, { editedArgs: { to: "bob@example.com" } })).toEqual({ approved: true, editedArgs: { to: "bob@example.com" } });
    expect(approvalPayload(false)).toEqual({ approved: false });
    expect(approvalPayload(false, { reason: "wrong recipient" })).toEqual({ approved: false, reason: "wrong recipient" });
    // an empty reason is no reason; edited arguments never ride on a denial
    expect(approvalPayload(false, { reason: "", editedArgs: { x: 1 } })).toEqual({ approved: false });
  });
});
