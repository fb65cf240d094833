/** Debian's Chromium (CHROMIUM_PATH), used by the browser journeys and by `npm run bench`. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, and nothing that reaches for the network on its own: this machine's network is closed,
 * and Chromium's background connections would be refused (many at a time) at every start.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
