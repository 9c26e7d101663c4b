import type { Lang, UserWithdrawList } from '@app/contract';
import { activeAccounts } from './accounts.ts';
import type { PayoutDeps } from './deps.ts';
import { bankCardView, cryptoAddressView, walletAccountView, type BankNamer } from './views.ts';

/** The selectable banks (23, the fast-transfer option among them), from the common dictionary. */
export async function banksOf(common: PayoutDeps['common'], lang: Lang) {
  return (await common.dictionary(lang, 'banks')).banks ?? [];
}

/** Bank code to its name in `lang`: fetch once per answer, use for every row. */
export async function bankNamerOf(common: PayoutDeps['common'], lang: Lang): Promise<BankNamer> {
  const list = await banksOf(common, lang);
  return (code: string) => list.find((b) => b.code === code)?.label ?? code;
}

export async function cryptoList({ db, config }: PayoutDeps, memberId: number) {
  const rows = await activeAccounts(db, memberId, 'crypto');
  return { list: rows.map((a) => cryptoAddressView(a, config.payout.cooldownMinutes)) };
}

/** The withdrawal page's choices: every live account of the member, by kind. */
export async function withdrawList(
  { db, common, config }: PayoutDeps,
  memberId: number,
  lang: Lang,
): Promise<UserWithdrawList> {
  const [cards, cryptos, wallets, bankName] = await Promise.all([
    activeAccounts(db, memberId, 'bank'),
    activeAccounts(db, memberId, 'crypto'),
    activeAccounts(db, memberId, 'wallet'),
    bankNamerOf(common, lang),
  ]);
  const cooldown = config.payout.cooldownMinutes;
  return {
    bankCards: cards.map((a) => bankCardView(a, bankName, cooldown)),
    cryptoAddresses: cryptos.map((a) => cryptoAddressView(a, cooldown)),
    wallets: wallets.map((a) => walletAccountView(a, cooldown)),
  };
}
