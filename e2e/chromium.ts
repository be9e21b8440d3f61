/**
 * The options Debian's Chromium runs with for the journeys and the benches, after its headless
 * mode: no sandbox to set up, no GPU, and none of the network work it would do on its own (the
 * machines have no internet).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
