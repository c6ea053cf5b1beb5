import type { UploadErrorCode } from "@reasoning-ui/core/protocol";

/** A refused upload request: its status and `code` (see `UPLOAD_ERROR_CODES`), answered as core's `ErrorBody`. */
export class UploadHttpError extends Error {
  override readonly name = "UploadHttpError";
  constructor(
    readonly status: number,
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
  }
}
