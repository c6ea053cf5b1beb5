// P4 size entry: the whole public API of @reasoning-ui/core.
export * from "../../packages/core/src/index";
