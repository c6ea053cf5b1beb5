// P4 size entry: the whole public API of @reasoning-ui/core and @reasoning-ui/react together.
export * from "../../packages/core/src/index";
export * from "../../packages/react/src/index";
