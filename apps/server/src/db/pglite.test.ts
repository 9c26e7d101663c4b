import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskPglite } from './pglite.ts';

const root = mkdtempSync(join(tmpdir(), 'pglite-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database directory', () => {
  it('is created by a child process, then opened here with small shared buffers', async () => {
    const dir = join(root, 'new');
    const db = diskPglite(dir);
    try {
      expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim()).toBe('18');
      const { rows } = await db.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]!.shared_buffers).toBe('8MB');
    } finally {
      await db.close();
    }
  });

  it('made by an older PostgreSQL is refused with what to do, and left as it was', () => {
    const dir = join(root, 'old');
    mkdirSync(dir);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(() => diskPglite(dir)).toThrow(
      /made by an older version of the platform \(PostgreSQL 17; this one runs 18\)/,
    );
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });
});
