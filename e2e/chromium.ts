// Which Debian Chromium the journeys drive. Playwright's own browser download does not work here,
// so they use the distribution's: `chromium-headless-shell` when it is installed (the same engine
// as `chromium` without the desktop browser's UI process and GPU compositor, as Playwright's own
// headless mode uses; about twice as fast on two cores), else `chromium`. CHROMIUM_PATH overrides.
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

export const chromiumExecutable =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

export const chromiumLaunch = {
  executablePath: chromiumExecutable,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
