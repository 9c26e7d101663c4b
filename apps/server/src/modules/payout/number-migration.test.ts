import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { PATHS } from '../../paths.ts';
import { buildTestApp } from '../../../test/helper.ts';

// The migration that made a number one member's, run again on a table as it was before it.
const app = await buildTestApp();
const file = readdirSync(PATHS.migrations).find((f) => f.endsWith('_payout_number_unique.sql'))!;
const statements = readFileSync(join(PATHS.migrations, file), 'utf8').split('--> statement-breakpoint');

class Rollback extends Error {}

type Row = { id: number; legacy_shared: boolean };

describe('the migration that makes a number one member’s', () => {
  it('keeps the oldest live account of a number several members bound, and the later ones working outside it', async () => {
    let seen: { rows: Row[]; duplicate: unknown } | undefined;
    const run = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`drop index payout_accounts_number_idx`);
      await tx.execute(sql`alter table payout_accounts drop column legacy_shared`);
      // Member 1's card is also member 2's and 3's (3 deleted it); two members bound one wallet in two spellings.
      await tx.execute(sql`insert into payout_accounts (id, member_id, kind, number, deleted_at) values
        (900001, 9001, 'bank', '6200000000000005', null),
        (900002, 9002, 'bank', '6200000000000005', null),
        (900003, 9003, 'bank', '6200000000000005', now()),
        (900004, 9001, 'wallet', 'EB8812345678', null),
        (900005, 9002, 'wallet', 'eb8812345678', null),
        (900006, 9002, 'bank', '6200000000000013', null)`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      const rows = await queryRows<Row>(tx, sql`select id::int, legacy_shared from payout_accounts order by id`);
      // The index holds for accounts bound from now on: a third live holder of the card is refused.
      const duplicate = await tx
        .execute(sql`insert into payout_accounts (member_id, kind, number) values (9004, 'bank', '6200000000000005')`)
        .catch((error: unknown) => error);
      seen = { rows, duplicate };
      throw new Rollback();
    });
    await expect(run).rejects.toThrow(Rollback);
    expect(seen!.rows).toEqual([
      { id: 900001, legacy_shared: false },
      { id: 900002, legacy_shared: true },
      { id: 900003, legacy_shared: false },
      { id: 900004, legacy_shared: false },
      { id: 900005, legacy_shared: true },
      { id: 900006, legacy_shared: false },
    ]);
    expect(isUniqueViolation(seen!.duplicate)).toBe(true);
  });
});
