// What must happen when the running test file ends, newest first: run by test/each-file.ts's
// `afterAll`. Imports nothing of the server, so that file can run before a test that replaces one
// of the server's modules (vi.mock) without loading it first.
const atFileEnd: (() => Promise<unknown>)[] = [];

/** Runs `done` when the running test file ends (closing an app, dropping a database). */
export const afterFile = (done: () => Promise<unknown>) => void atFileEnd.push(done);

export async function endFile() {
  for (const done of atFileEnd.splice(0).reverse()) await done();
}
