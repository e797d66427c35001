// Types of next-server.mjs for the TypeScript tests that start servers of their own (tests/inbox).
export function freePort(): Promise<number>;

export type NextServer = {
  url: string;
  log(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export function startNextServer(options: {
  port: number;
  env?: Record<string, string>;
  dir?: string;
  probe?: string;
}): Promise<NextServer>;
