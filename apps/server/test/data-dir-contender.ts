// One contender for a data directory's lock (data-dir-lock.test.ts). It loads the lock, says "ready",
// reads the instant to try at, waits for it busily (so the contenders try together), then says "won"
// or "busy". A winner keeps the lock, unreleased, until its stdin closes.
import { createInterface } from 'node:readline';
import { DataDirBusyError, lockDataDir } from '../src/db/data-dir-lock.ts';

const dir = process.argv[2]!;
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
lines.once('line', (line) => {
  const at = Number(line);
  while (Date.now() < at) {
    // Spin: a timer would wake each contender at a different moment.
  }
  try {
    lockDataDir(dir);
    process.stdout.write('won\n');
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    process.stdout.write('busy\n');
  }
});
lines.once('close', () => process.exit(0));
