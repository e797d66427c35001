// Where the system Chromium lives: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Flags that keep Chromium quiet on machines without outside network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
