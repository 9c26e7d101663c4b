import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AddBankInputSchema, AddCryptoInputSchema, AddWalletInputSchema } from '@app/contract';
import {
  PAYOUT_ACCOUNTS_PER_KIND,
  isValidCardNumber,
  maskAddress,
  maskCardNumber,
  normalizeCryptoAddress,
  sameHolderName,
  type BankCard,
  type CryptoAddress,
  type Lang,
  type PayoutKind,
  type UserWithdrawList,
  type WalletAccount,
} from '@app/contract';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { CommonService } from '../common/service.ts';
import type { UserService } from '../user/service.ts';
import { payoutAccounts } from './schema.ts';

export type PayoutAccount = typeof payoutAccounts.$inferSelect;

// Distinct from every other advisory lock in the code base; the member id is the second key.
const BIND_LOCK = 7_240_101;

export function createPayoutService(
  db: Db,
  deps: { users: Pick<UserService, 'userInfo'>; common: Pick<CommonService, 'dictionary'> },
) {
  async function banks(lang: Lang) {
    return (await deps.common.dictionary(lang, 'banks')).banks ?? [];
  }

  async function active(ex: Executor, memberId: number, kind: PayoutKind): Promise<PayoutAccount[]> {
    return ex
      .select()
      .from(payoutAccounts)
      .where(
        and(eq(payoutAccounts.memberId, memberId), eq(payoutAccounts.kind, kind), isNull(payoutAccounts.deletedAt)),
      )
      .orderBy(asc(payoutAccounts.id));
  }

  /** The holder of a card or wallet must be the member: withdrawals go only to accounts in their own name. */
  async function assertOwnName(memberId: number, name: string) {
    const { realName } = await deps.users.userInfo(memberId);
    if (!sameHolderName(name, realName)) throw new AppError('payout.holder_mismatch');
  }

  /** Inserts one account; at most PAYOUT_ACCOUNTS_PER_KIND per kind, one member per card or address. */
  async function bind(values: typeof payoutAccounts.$inferInsert): Promise<PayoutAccount> {
    try {
      return await db.transaction(async (tx) => {
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
        const [created] = await tx.insert(payoutAccounts).values(values).returning();
        return created!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('payout.account_exists', 409);
      throw error;
    }
  }

  function bankCard(a: PayoutAccount, bankName: (code: string) => string): BankCard {
    return {
      id: a.id,
      kind: 'bank',
      cardholderName: a.holderName ?? '',
      bankCode: a.bankCode ?? '',
      bankName: bankName(a.bankCode ?? ''),
      cardNumberMasked: maskCardNumber(a.number),
      branchAddress: a.branchAddress ?? '',
      createdAt: a.createdAt.toISOString(),
    };
  }

  function cryptoAddress(a: PayoutAccount): CryptoAddress {
    return {
      id: a.id,
      kind: 'crypto',
      alias: a.alias ?? '',
      coin: 'USDT',
      protocol: a.protocol === 'ERC20' ? 'ERC20' : 'TRC20',
      address: a.number,
      addressMasked: maskAddress(a.number),
      createdAt: a.createdAt.toISOString(),
    };
  }

  function walletAccount(a: PayoutAccount): WalletAccount {
    return {
      id: a.id,
      kind: 'wallet',
      realName: a.holderName ?? '',
      alias: a.alias ?? '',
      walletAddress: a.number,
      createdAt: a.createdAt.toISOString(),
    };
  }

  async function bankNamer(lang: Lang) {
    const list = await banks(lang);
    return (code: string) => list.find((b) => b.code === code)?.label ?? code;
  }

  return {
    /** The selectable banks (SPEC: 23, the fast-transfer option among them), from the common dictionary. */
    banks,

    async addBank(memberId: number, input: z.output<typeof AddBankInputSchema>, lang: Lang): Promise<BankCard> {
      const list = await banks(lang);
      const bank = list.find((b) => b.code === input.bankCode);
      if (!bank) throw new AppError('payout.bank');
      if (!isValidCardNumber(input.cardNumber, { fastTransfer: bank.fastTransfer }))
        throw new AppError('payout.card_checksum');
      await assertOwnName(memberId, input.cardholderName);
      const row = await bind({
        memberId,
        kind: 'bank',
        holderName: input.cardholderName,
        bankCode: bank.code,
        number: input.cardNumber,
        branchAddress: input.branchAddress,
      });
      return bankCard(row, () => bank.label);
    },

    async addCrypto(memberId: number, input: z.output<typeof AddCryptoInputSchema>): Promise<CryptoAddress> {
      const row = await bind({
        memberId,
        kind: 'crypto',
        alias: input.alias,
        coin: input.coin,
        protocol: input.protocol,
        number: normalizeCryptoAddress(input.protocol, input.address),
      });
      return cryptoAddress(row);
    },

    async addWallet(memberId: number, input: z.output<typeof AddWalletInputSchema>): Promise<WalletAccount> {
      await assertOwnName(memberId, input.realName);
      const row = await bind({
        memberId,
        kind: 'wallet',
        holderName: input.realName,
        alias: input.alias,
        number: input.walletAddress,
      });
      return walletAccount(row);
    },

    async cryptoList(memberId: number): Promise<CryptoAddress[]> {
      return (await active(db, memberId, 'crypto')).map(cryptoAddress);
    },

    async withdrawList(memberId: number, lang: Lang): Promise<UserWithdrawList> {
      const [cards, cryptos, wallets, bankName] = await Promise.all([
        active(db, memberId, 'bank'),
        active(db, memberId, 'crypto'),
        active(db, memberId, 'wallet'),
        bankNamer(lang),
      ]);
      return {
        bankCards: cards.map((a) => bankCard(a, bankName)),
        cryptoAddresses: cryptos.map(cryptoAddress),
        wallets: wallets.map(walletAccount),
      };
    },

    /** For the withdrawal module: the member's live accounts of one kind. */
    active,

    /**
     * Locks one of the member's live accounts for the rest of `tx`: 'share' while a withdrawal
     * is written to it, 'update' while it is deleted, so a delete cannot slip past a withdrawal
     * that is being created. Null when it is not the member's or already deleted.
     */
    async lock(tx: Tx, memberId: number, id: number, mode: 'share' | 'update'): Promise<PayoutAccount | null> {
      const [row] = await tx
        .select()
        .from(payoutAccounts)
        .where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.deletedAt)))
        .for(mode === 'share' ? 'share' : 'update');
      return row ?? null;
    },

    async remove(tx: Tx, id: number): Promise<void> {
      await tx.update(payoutAccounts).set({ deletedAt: new Date() }).where(eq(payoutAccounts.id, id));
    },

    /** Bank code to its name in `lang`: fetch once per answer, use for every row. */
    bankNamer,
  };
}

/** "招商银行 **** 1234" or "USDT-TRC20 TR7NHq…gjLj6t": how the member recognises an account. */
export function describePayout(
  a: { kind: PayoutKind; bankCode: string | null; number: string; protocol: string | null },
  bankName: (code: string) => string,
): string {
  if (a.kind === 'bank') return `${bankName(a.bankCode ?? '')} **** ${a.number.slice(-4)}`;
  if (a.kind === 'crypto') return `USDT-${a.protocol} ${maskAddress(a.number)}`;
  return maskAddress(a.number);
}

export type PayoutService = ReturnType<typeof createPayoutService>;
