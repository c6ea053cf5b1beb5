// What the storage adapter of the Quick start adds by itself: browserStorage (idb-keyval, localStorage and memory fallbacks).
export { browserStorage } from "@reasoning-ui/core/storage";
