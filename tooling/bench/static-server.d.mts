export declare function startStaticServer(options: {
  root: string;
  port: number;
}): Promise<{ url: string; stop: () => Promise<void> }>;
