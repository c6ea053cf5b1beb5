"use client";
import { createContext, useContext } from "react";

/**
 * Where a reasoning block's lifecycle announcements go when it sits inside a `MessageList`: the list's one live
 * region (`ListAnnouncer`), so a conversation has a single `role="status"` node however many panels it holds.
 * `null` outside a list: `Reasoning.Status` is then its own live region.
 */
export type Announce = (text: string) => void;

export const AnnouncerContext = /* @__PURE__ */ createContext<Announce | null>(null);

/** An announcer that says nothing: for parts whose block already announces itself (`ReasoningBlockView` in a list). */
export const SILENT: Announce = () => {};

/** The nearest list's announcer, or `null` when there is none. */
export const useAnnouncer = (): Announce | null => useContext(AnnouncerContext);
