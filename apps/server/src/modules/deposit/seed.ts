import type { Db } from '../../db/client.ts';
import { depositChannels } from './schema.ts';
import { SEED_CHANNELS, SEED_LIMITS } from './seed-data.ts';

/** Creates the seeded channels once; operators own them afterwards (a seed never overwrites them). */
export async function seedChannels(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, c] of SEED_CHANNELS.entries()) {
      await tx
        .insert(depositChannels)
        .values({
          code: c.code,
          type: c.type,
          kind: c.kind,
          nameZhHans: c.nameZhHans,
          nameEn: c.nameEn,
          minFen: SEED_LIMITS.minFen,
          maxFen: SEED_LIMITS.maxFen,
          enabled: c.enabled,
          sort,
          needsPayerName: c.needsPayerName ?? false,
          needsProof: c.needsProof ?? false,
          coin: c.coin ?? null,
          protocol: c.protocol ?? null,
          provider: c.provider ?? '',
        })
        .onConflictDoNothing({ target: depositChannels.code });
    }
  });
}
