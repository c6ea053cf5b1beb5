import type { DiagnosticParams } from "../runTypes";
import { formatMessage } from "./format";

/** Bundlers replace `process.env.NODE_ENV` (esbuild, Vite, webpack, Next.js, as for React); Node has `process`. */
declare const process: { env: { NODE_ENV?: string } };

/**
 * A new diagnostic's `message`: the English sentence in development builds, the code alone in production builds
 * (`process.env.NODE_ENV === "production"`), where this folds to `code` and the message table is not bundled.
 */
export function diagnosticText(code: string, params: DiagnosticParams | undefined): string {
  return process.env.NODE_ENV !== "production" ? (formatMessage(code, params) ?? code) : code;
}
