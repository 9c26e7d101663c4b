import { COMMON_API, INTEREST_API, type InterestData } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { sparkPoints } from '../interest-chart';
import { InterestPage } from '../interest-page';

const chart = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  amount: '0.10',
}));
const data = (more: Partial<InterestData> = {}): InterestData => ({
  balance: '1000.00',
  annualRate: '3.65',
  yesterday: '0.10',
  total: '6.13',
  claimable: '6.13',
  autoCredit: false,
  turnoverMultiple: 1,
  chart,
  ...more,
});
const page = { list: [], total: 0, page: 1, limit: 20 };

function openPage(answer: () => InterestData) {
  const api = fakeApi([
    [INTEREST_API.data, () => ok(answer())],
    [INTEREST_API.list, () => ok(page)],
    [INTEREST_API.into, () => ok({ orderNo: 'II1', amount: '10.00', balance: '1010.00', central: '0.00' }, 'in')],
    [INTEREST_API.receive, () => ok({ orderNo: 'IC1', amount: '6.13', turnoverAdded: '6.13', central: '6.13' }, 'ok')],
    [COMMON_API.systemInfo, () => ok({ timeZone: 'Asia/Shanghai' })],
  ]);
  return { api, ...renderPage(<InterestPage />, ROUTES.interest) };
}

describe('the interest wallet page', () => {
  it('shows the balance, rate and claimable, and claims once with a key', async () => {
    const { api } = openPage(() => data());
    expect(await screen.findByText(i18n.t('interest.rate_value', { rate: '3.65' }))).toBeInTheDocument();
    expect(screen.getByTestId('interest-balance')).toHaveTextContent('1,000.00');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('interest.claim') }));
    await waitFor(() => expect(api.sentTo(INTEREST_API.receive)).toHaveLength(1));
    expect(api.sentTo(INTEREST_API.receive)[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hides the claim button under auto-credit and checks the amount by the contract rule before sending', async () => {
    const { api } = openPage(() => data({ autoCredit: true, claimable: '0.00' }));
    expect(await screen.findByText(i18n.t('interest.auto_note'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i18n.t('interest.claim') })).toBeNull();
    fireEvent.change(screen.getByLabelText(i18n.t('interest.amount')), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('interest.into') }));
    expect(await screen.findByText(i18n.t('rules.amount'))).toBeInTheDocument();
    expect(api.sentTo(INTEREST_API.into)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(i18n.t('interest.amount')), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('interest.into') }));
    await waitFor(() => expect(api.sentTo(INTEREST_API.into)).toHaveLength(1));
    expect(api.sentTo(INTEREST_API.into)[0]!.body).toEqual({ amount: '10' });
  });
});

describe('the sparkline', () => {
  it('scales to the highest day and lies flat when nothing was earned', () => {
    expect(sparkPoints([0, 2, 1])).toBe('4.0,76.0 150.0,4.0 296.0,40.0');
    expect(sparkPoints([0, 0])).toBe('4.0,76.0 296.0,76.0');
  });
});
