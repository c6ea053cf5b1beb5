import type { ChildProcess } from "node:child_process";
export declare function freePort(): Promise<number>;
export declare function startDemoAgent(options: { port: number; paceMs?: number; stdio?: "inherit" | "pipe"; env?: Record<string, string> }): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }>;
