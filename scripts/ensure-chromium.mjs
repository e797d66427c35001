// Makes sure a Chromium exists for the end-to-end tests. On Debian as root it
// installs the `chromium` package; anywhere else it says how to get one.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian && !process.env.CHROMIUM_PATH) {
    console.log('Chromium not found: installing Debian package "chromium"...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error(
      `No Chromium at ${chromiumPath}. Install one (Debian/Ubuntu: sudo apt-get install chromium) ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
    );
    process.exit(1);
  }
}
