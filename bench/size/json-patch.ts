// The opt-in JSON Patch module (STATE_DELTA / ACTIVITY_DELTA): what an app adds by passing `jsonPatch`.
export { jsonPatch } from "@reasoning-ui/core/json-patch";
