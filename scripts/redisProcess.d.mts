export function startRedis(options?: { port?: number }): Promise<{ url: string; port: number; stop(): Promise<void> }>;
