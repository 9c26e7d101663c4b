import { eq } from 'drizzle-orm';
import type { InterestSettingsInput } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import type { OperatorContext } from '../operator/index.ts';
import type { InterestDeps } from './deps.ts';
import { interestSettings } from './schema.ts';
import { settingsView, type Settings } from './views.ts';

/** Until an operator sets them: 3.65% a year, claimed by hand, 1x turnover. */
export const DEFAULT_SETTINGS: Settings = { ratePpm: 36_500, autoCredit: false, turnoverPercent: 100, updatedAt: null };

export async function readSettings(ex: Executor): Promise<Settings> {
  const [row] = await ex.select().from(interestSettings).where(eq(interestSettings.id, 1));
  return row ?? DEFAULT_SETTINGS;
}

/** The settings as operators edit them. */
export async function currentSettings(deps: InterestDeps) {
  return settingsView(await readSettings(deps.db));
}

/** Writes the default row once, so operators see what is in force. */
export async function seedSettings(ex: Executor): Promise<void> {
  await ex
    .insert(interestSettings)
    .values({ id: 1, ...DEFAULT_SETTINGS })
    .onConflictDoNothing();
}

/** Changes the settings (audited); a new rate counts for the days accrued from then on. */
export async function saveSettings(deps: InterestDeps, op: OperatorContext, input: Required<InterestSettingsInput>) {
  const row = {
    ratePpm: Math.round(input.annualRate * 10_000),
    autoCredit: input.autoCredit,
    turnoverPercent: Math.round(input.turnoverMultiple * 100),
    updatedAt: deps.clock(),
  };
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(interestSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: interestSettings.id, set: row });
    const view = settingsView(row);
    await deps.audit(tx, {
      operatorId: op.operatorId,
      action: 'interest.settings.save',
      target: 'interest',
      detail: view,
    });
    return view;
  });
}
