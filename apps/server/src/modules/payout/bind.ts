import { and, count, eq, isNull, not, sql } from 'drizzle-orm';
import {
  PAYOUT_ACCOUNTS_PER_KIND,
  isValidCardNumber,
  normalizeCryptoAddress,
  sameHolderName,
  type AddBankInputSchema,
  type AddCryptoInputSchema,
  type AddWalletInputSchema,
  type BankCard,
  type CryptoAddress,
  type Lang,
  type WalletAccount,
} from '@app/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { violatedUnique } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { PayoutAccount } from './accounts.ts';
import type { PayoutDeps } from './deps.ts';
import { banksOf } from './lists.ts';
import { MEMBER_NUMBER_INDEX, numberKey, payoutAccounts } from './schema.ts';
import { bankCardView, cryptoAddressView, describePayout, walletAccountView } from './views.ts';

// Distinct from every other advisory lock in the code base; the member id is the second key.
const BIND_LOCK = 7_240_101;

/** The holder of a card or wallet must be the member: withdrawals go only to accounts in their own name. */
async function assertOwnName(users: PayoutDeps['users'], memberId: number, name: string) {
  const { realName } = await users.userInfo(memberId);
  if (!sameHolderName(name, realName)) throw new AppError('payout.holder_mismatch');
}

type NewAccount = typeof payoutAccounts.$inferInsert;

/** The member's own number again, or a number another member holds (which is not told). */
const alreadyBound = (mine: boolean) =>
  mine ? new AppError('payout.account_exists', 409) : new AppError('payout.account_unavailable', 409);

/** Refuses a number a live account holds: the member's own, or another member's. */
async function assertNumberFree(tx: Tx, values: NewAccount) {
  const given = numberKey(sql`${values.kind}::text`, sql`${values.number}::text`);
  const [holder] = await tx
    .select({ memberId: payoutAccounts.memberId })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.kind, values.kind),
        sql`${numberKey(payoutAccounts.kind, payoutAccounts.number)} = ${given}`,
        isNull(payoutAccounts.deletedAt),
        not(payoutAccounts.legacyShared),
      ),
    )
    .limit(1);
  if (holder) throw alreadyBound(holder.memberId === values.memberId);
}

/**
 * Inserts one account; at most PAYOUT_ACCOUNTS_PER_KIND per kind, and each card or address held by
 * one member at a time: another member's is refused without saying whose (docs/decisions.md, Payout
 * accounts). The member is then told of it (docs/decisions.md, Account security).
 */
async function bind(deps: PayoutDeps, values: NewAccount): Promise<PayoutAccount> {
  try {
    return await deps.db.transaction(async (tx) => {
      // Serialises a member's own binds, so two at once cannot both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(${BIND_LOCK}, ${values.memberId}::int)`);
      const [row] = await tx
        .select({ n: count() })
        .from(payoutAccounts)
        .where(
          and(
            eq(payoutAccounts.memberId, values.memberId),
            eq(payoutAccounts.kind, values.kind),
            isNull(payoutAccounts.deletedAt),
          ),
        );
      if ((row?.n ?? 0) >= PAYOUT_ACCOUNTS_PER_KIND) {
        throw new AppError('payout.too_many', 400, { max: PAYOUT_ACCOUNTS_PER_KIND });
      }
      await assertNumberFree(tx, values);
      const [created] = await tx.insert(payoutAccounts).values(values).returning();
      await deps.notify(tx, created!.memberId, 'payout_account_added', {
        account: describePayout(created!, (code) => code),
      });
      return created!;
    });
  } catch (error) {
    // The number's index: another member bound it at the same instant. The member's own: an account
    // of theirs that shared the number before numbers were unique, which the check above leaves out.
    const violated = violatedUnique(error);
    if (violated !== null) throw alreadyBound(violated === MEMBER_NUMBER_INDEX);
    throw error;
  }
}

/** A card of a listed bank, with a Luhn check digit unless the bank is the fast-transfer option. */
export async function addBank(
  deps: PayoutDeps,
  memberId: number,
  input: z.output<typeof AddBankInputSchema>,
  lang: Lang,
): Promise<BankCard> {
  const { users, common, config } = deps;
  // Asked before anything else, so a stolen session cannot even probe card numbers (counted toward the lock-out).
  await users.confirmLoginPassword(memberId, input.password);
  const bank = (await banksOf(common, lang)).find((b) => b.code === input.bankCode);
  if (!bank) throw new AppError('payout.bank');
  if (!isValidCardNumber(input.cardNumber, { fastTransfer: bank.fastTransfer })) {
    throw new AppError('payout.card_checksum');
  }
  await assertOwnName(users, memberId, input.cardholderName);
  const row = await bind(deps, {
    memberId,
    kind: 'bank',
    holderName: input.cardholderName,
    bankCode: bank.code,
    number: input.cardNumber,
    branchAddress: input.branchAddress,
  });
  return bankCardView(row, () => bank.label, config.payout.cooldownMinutes);
}

/** A USDT address, stored in its normal form so another spelling of it is the same address. */
export async function addCrypto(
  deps: PayoutDeps,
  memberId: number,
  input: z.output<typeof AddCryptoInputSchema>,
): Promise<CryptoAddress> {
  await deps.users.confirmLoginPassword(memberId, input.password);
  const row = await bind(deps, {
    memberId,
    kind: 'crypto',
    alias: input.alias,
    coin: input.coin,
    protocol: input.protocol,
    number: normalizeCryptoAddress(input.protocol, input.address),
  });
  return cryptoAddressView(row, deps.config.payout.cooldownMinutes);
}

export async function addWallet(
  deps: PayoutDeps,
  memberId: number,
  input: z.output<typeof AddWalletInputSchema>,
): Promise<WalletAccount> {
  await deps.users.confirmLoginPassword(memberId, input.password);
  await assertOwnName(deps.users, memberId, input.realName);
  const row = await bind(deps, {
    memberId,
    kind: 'wallet',
    holderName: input.realName,
    alias: input.alias,
    number: input.walletAddress,
  });
  return walletAccountView(row, deps.config.payout.cooldownMinutes);
}
