// P4 size entry: the whole public API of @reasoning-ui/core and @reasoning-ui/react together.
export * from "../../packages/core/src/index";
// Namespaced so the two `export *` do not clash on type names; esbuild still bundles every export.
export * as react from "../../packages/react/src/index";
