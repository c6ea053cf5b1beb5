import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_NAME_LENGTH, cleanUploadName, isUploadId, uploadOwnerUrl, uploadPath, uploadSignaturePayload } from "../../src/protocol/uploads";

const ID = "AbCdEfGhIjKlMnOpQrSt_-";

describe("upload wire helpers", () => {
  it("an upload id is 22 base64url characters", () => {
    expect(isUploadId(ID)).toBe(true);
    expect(isUploadId(ID.slice(1))).toBe(false);
    expect(isUploadId(`${ID.slice(1)}/`)).toBe(false);
    expect(isUploadId(undefined)).toBe(false);
  });

  it("uploadPath joins without a doubled slash; the signature covers version, id and expiry", () => {
    expect(uploadPath("/api/uploads/", ID)).toBe(`/api/uploads/${ID}`);
    expect(uploadSignaturePayload(ID, 1_767_225_600)).toBe(`rui-upload-v1\n${ID}\n1767225600`);
  });

  it("cleanUploadName removes control characters and path separators, collapses spaces and bounds the length", () => {
    expect(cleanUploadName("  ../..\\etc/pass\u0000wd  \n report.pdf ")).toBe("....etcpasswd report.pdf");
    expect(cleanUploadName("a".repeat(1000))).toHaveLength(UPLOAD_MAX_NAME_LENGTH);
  });

  it("uploadOwnerUrl drops the signature of a blob URL of the route, and refuses any other URL", () => {
    expect(uploadOwnerUrl(`https://app.example/api/uploads/${ID}?expires=1&signature=abc`)).toBe(`https://app.example/api/uploads/${ID}`);
    expect(uploadOwnerUrl(`https://app.example/files/${ID}?signature=abc`, "/files/")).toBe(`https://app.example/files/${ID}`);
    expect(uploadOwnerUrl(`https://app.example/other/${ID}`)).toBeUndefined();
    expect(uploadOwnerUrl("https://app.example/api/uploads/not-an-id")).toBeUndefined();
    expect(uploadOwnerUrl("not a url")).toBeUndefined();
  });
});
