// The opt-in strict verification module: what an app adds by passing `strict` (the checks themselves are in every
// store, lenient mode records them as diagnostics; the module adds the error class that strict mode throws).
export { strict } from "@reasoning-ui/core/strict";
