import { RESPONSIBLE_API } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { RealityCheck } from '../reality-check';

const MINUTE = 60_000;

/** A session that began almost 15 minutes ago, so the 15-minute reminder is due in a moment. */
function openApp(minutes: number) {
  const startedAt = new Date(Date.now() - 15 * MINUTE + 300).toISOString();
  const api = fakeApi([[RESPONSIBLE_API.realityCheck, () => ok({ minutes, startedAt, net: '-120.50' })]]);
  return { api, ...renderPage(<RealityCheck />, ROUTES.home) };
}

describe('the reality check reminder', () => {
  it('shows the time played and the net result when due, and opens the statement', async () => {
    const { api, user } = openApp(15);
    const text = await screen.findByTestId('reality-check', {}, { timeout: 10_000 });
    expect(text).toHaveTextContent(i18n.t('responsible.reality.popup_text', { minutes: 15, net: '-120.50' }));
    // Asked again when due, so the net result is the latest.
    expect(api.sentTo(RESPONSIBLE_API.realityCheck).length).toBeGreaterThanOrEqual(2);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText(i18n.t('responsible.reality.statement')));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.responsible);
  });

  it('shows nothing while it is off', async () => {
    const { api } = openApp(0);
    await waitFor(() => expect(api.sentTo(RESPONSIBLE_API.realityCheck)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
