import { COMMON_API, INVITE_API } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { InvitePage } from '../invite-page';
import { ShareDetailPage } from '../share-detail-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const summary = {
  inviteCode: 'ABCD2345',
  level1Count: 2,
  level2Count: 5,
  depositedCount: 1,
  rebateTotal: '15.30',
  rebateYesterday: '2.96',
};

describe('the invite page', () => {
  it('shows the code, the register link with it, the counts and the masked invitees', async () => {
    fakeApi([
      [INVITE_API.summary, ok(summary)],
      [
        INVITE_API.invitees,
        ok({
          list: [
            { username: 'ab***9', joinedAt: '2026-03-06T01:00:00.000Z', deposited: true },
            { username: 'cd***1', joinedAt: '2026-03-05T01:00:00.000Z', deposited: false },
          ],
          total: 2,
          page: 1,
          limit: 20,
        }),
      ],
      [COMMON_API.systemInfo, ok(systemInfo)],
    ]);
    renderPage(<InvitePage />, ROUTES.invite);

    expect(await screen.findByText('ABCD2345')).toHaveAttribute('data-testid', 'invite-code');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(`#${ROUTES.register}?inviteCode=ABCD2345`);
    const level2 = screen.getByText(i18n.t('invite.level2')).closest('.invite-stat')!;
    expect(level2).toHaveTextContent('5');
    expect(screen.getByText(i18n.t('invite.rebate_total')).closest('.invite-stat')).toHaveTextContent('15.30');
    const rows = await screen.findAllByTestId('invitee');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('ab***9'),
      expect.stringContaining('cd***1'),
    ]);
    expect(rows[0]).toHaveTextContent(i18n.t('invite.deposit_yes'));
    expect(rows[1]).toHaveTextContent(i18n.t('invite.deposit_no'));
  });
});

describe('the rebate rules', () => {
  it('shows the configured shares as tiers, and no second tier when its share is zero', async () => {
    fakeApi([[INVITE_API.rules, ok({ level1Share: '1.00', level2Share: '0.00', turnoverMultiple: 2 })]]);
    renderPage(<ShareDetailPage />, ROUTES.shareDetail);
    const tiers = await screen.findAllByTestId('rebate-tier');
    expect(tiers).toHaveLength(1);
    expect(tiers[0]).toHaveTextContent('1.00%');
    expect(screen.getByText(i18n.t('invite.rules_turnover', { multiple: 2 }))).toBeInTheDocument();
  });
});
