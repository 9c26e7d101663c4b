import { COMMON_API, PAYOUT_API, type UserWithdrawList } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/format/date';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { AccountManagementPage } from '../account-management-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const card = (id: number, last4: string, usableFrom: string) => ({
  id,
  kind: 'bank' as const,
  cardholderName: '张三',
  bankCode: 'ICBC',
  bankName: '中国工商银行',
  cardNumberMasked: `**** **** **** ${last4}`,
  branchAddress: '北京朝阳支行',
  createdAt: '2026-03-01T00:00:00Z',
  usableFrom,
});

describe('the account management page', () => {
  it('shows "usable from" on an account still in its cooldown, and nothing on one already usable', async () => {
    const soon = new Date(Date.now() + 3_600_000);
    soon.setUTCSeconds(0, 0);
    const accounts: UserWithdrawList = {
      bankCards: [card(1, '1111', '2026-03-02T00:00:00Z'), card(2, '2222', soon.toISOString())],
      cryptoAddresses: [],
      wallets: [],
    };
    fakeApi([
      [PAYOUT_API.getUserWithdrawList, ok(accounts)],
      [COMMON_API.systemInfo, ok(systemInfo)],
    ]);
    renderPage(<AccountManagementPage />, ROUTES.accountManagement);

    const fresh = (await screen.findByText(/\*\*\*\* 2222/)).closest<HTMLElement>('.adm-list-item')!;
    const text = i18n.t('security.usable_from', { time: formatDateTime(soon.toISOString(), 'Asia/Shanghai') });
    expect(await within(fresh).findByText(text)).toBeInTheDocument();
    const old = screen.getByText(/\*\*\*\* 1111/).closest<HTMLElement>('.adm-list-item')!;
    expect(within(old).queryByText(/2026/)).not.toBeInTheDocument();
  });
});
