// Size entry: the opt-in `@reasoning-ui/react/markdown` subpath (issue 12) alone — what an app adds by importing it.
export * from "../../packages/react/src/markdown";
