import { COMMON_API, RESPONSIBLE_API, type ResponsibleStatus, type Statement } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { nextReminderAt } from '../reality-check';
import { ResponsiblePage } from '../responsible-page';
import { statementCsv } from '../statement-csv';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const limit = (kind: ResponsibleStatus['limits'][number]['kind']) => ({
  kind,
  amount: null,
  pending: null,
  used: '0.00',
  resetsAt: '2026-03-01T16:00:00Z',
});

function openPage(start: ResponsibleStatus) {
  let status = start;
  const api = fakeApi([
    [COMMON_API.systemInfo, ok(systemInfo)],
    [RESPONSIBLE_API.status, () => ok(status)],
    [
      RESPONSIBLE_API.setLimit,
      (sent: Sent) => {
        const { kind, amount } = sent.body as { kind: string; amount: string };
        status = {
          ...status,
          limits: status.limits.map((l) =>
            l.kind === kind
              ? { ...l, amount: l.amount, pending: { amount: `${amount}.00`, from: '2026-03-02T02:00:00Z' } }
              : l,
          ),
        };
        return ok(status, i18n.t('responsible.limit_saved'));
      },
    ],
    [
      RESPONSIBLE_API.exclude,
      () => {
        status = { ...status, exclusion: { kind: 'cooloff', until: '2026-03-02T02:00:00Z' } };
        return ok(status, i18n.t('responsible.excluded'));
      },
    ],
  ]);
  return { api, ...renderPage(<ResponsiblePage />, ROUTES.responsible) };
}

const dialogButton = (name: string) =>
  waitFor(() => {
    const button = within(screen.getByRole('dialog')).getByRole('button', { name });
    expect(button.closest('[style*="pointer-events: none"]')).toBeNull();
    return button;
  });

const base: ResponsibleStatus = {
  limits: [
    { ...limit('deposit_day'), amount: '500.00', used: '120.00' },
    limit('deposit_week'),
    limit('deposit_month'),
    limit('loss_day'),
  ],
  exclusion: null,
  realityCheckMinutes: 0,
};

describe('the responsible play page', () => {
  it('shows each limit with what it used and when it resets, and a raise as pending with its time', async () => {
    const { api, user } = openPage(base);
    const day = await screen.findByTestId('limit-deposit_day');
    expect(within(day).getByText(i18n.t('responsible.limit.current', { amount: '500.00' }))).toBeInTheDocument();
    expect(
      within(day).getByText(i18n.t('responsible.limit.used', { used: '120.00', time: '2026-03-02 00:00:00' })),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('limit-loss_day')).getByText(i18n.t('responsible.limit.none')),
    ).toBeInTheDocument();

    await user.type(within(day).getByPlaceholderText(i18n.t('responsible.limit.placeholder')), '800');
    await user.click(within(day).getByRole('button', { name: i18n.t('responsible.limit.save') }));
    expect(
      await within(day).findByText(
        i18n.t('responsible.limit.pending', { amount: '800.00', time: '2026-03-02 10:00:00' }),
      ),
    ).toBeInTheDocument();
    expect(api.sentTo(RESPONSIBLE_API.setLimit).map((s) => s.body)).toEqual([{ kind: 'deposit_day', amount: '800' }]);
  });

  it('starts a cool-off with the login password after confirming, then shows its end', async () => {
    const { api, user } = openPage(base);
    await user.type(await screen.findByPlaceholderText(i18n.t('responsible.exclusion.password')), 'Passw0rd1');
    await user.click(screen.getByRole('button', { name: i18n.t('responsible.exclusion.start') }));
    await user.click(await dialogButton(i18n.t('responsible.exclusion.start')));
    expect(await screen.findByTestId('exclusion-active')).toHaveTextContent(
      i18n.t('responsible.exclusion.active.cooloff', { until: '2026-03-02 10:00:00' }),
    );
    expect(api.sentTo(RESPONSIBLE_API.exclude).map((s) => s.body)).toEqual([
      { choice: 'cooloff_24h', password: 'Passw0rd1' },
    ]);
  });
});

describe('the reality check and the statement CSV', () => {
  it('is due at the next whole interval since the session began', () => {
    const check = { minutes: 15, startedAt: '2026-03-01T00:00:00Z', net: '0.00' };
    const start = Date.parse(check.startedAt);
    expect(nextReminderAt(check, start + 60_000)).toBe(start + 15 * 60_000);
    expect(nextReminderAt(check, start + 15 * 60_000)).toBe(start + 30 * 60_000);
  });

  it('quotes fields and keeps a formula from running', () => {
    const s: Statement = {
      fromDate: '2026-03-01',
      toDate: '2026-03-01',
      totals: { deposits: '0.00', withdrawals: '0.00', stakes: '0.00', returns: '0.00', bonuses: '0.00' },
      lines: [{ at: '2026-03-01T01:00:00Z', group: 'bet', label: 'Bet, "big"', amount: '-10.00', ref: '=cmd' }],
      truncated: false,
    };
    const csv = statementCsv(s, { time: 'Time', type: 'Type', amount: 'Amount', ref: 'Ref' }, (iso) => iso);
    expect(csv).toBe('\uFEFFTime,Type,Amount,Ref\r\n2026-03-01T01:00:00Z,"Bet, ""big""",-10.00,\'=cmd\r\n');
  });
});
