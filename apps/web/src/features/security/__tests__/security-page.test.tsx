import { COMMON_API, SECURITY_API, type ActiveSession, type SecurityNotice } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { sessionStore } from '../../../shared/session/session-store';
import { fakeApi, ok, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { SecurityPage } from '../security-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const session = (id: number, browser: string, os: string, current = false): ActiveSession => ({
  id,
  browser,
  os,
  ip: `10.0.0.${id}`,
  signedInAt: '2026-03-01T02:00:00Z',
  lastSeenAt: '2026-03-02T04:30:00Z',
  current,
});

const notice: SecurityNotice = {
  id: 3,
  kind: 'new_device',
  title: i18n.t('security.notice.new_device.title'),
  text: 'Chrome / Android, IP 10.0.0.2',
  createdAt: '2026-03-02T04:30:00Z',
  read: false,
};

function openPage() {
  let sessions = [session(1, 'Safari', 'iOS', true), session(2, 'Chrome', 'Android')];
  const api = fakeApi([
    [COMMON_API.systemInfo, ok(systemInfo)],
    [SECURITY_API.sessions, () => ok({ list: sessions })],
    [
      SECURITY_API.endSession,
      (sent: Sent) => {
        sessions = sessions.filter((s) => s.id !== (sent.body as { id: number }).id);
        return ok(null, i18n.t('security.session_ended'));
      },
    ],
    [SECURITY_API.notices, ok({ list: [notice], total: 1, page: 1, limit: 20 })],
    [SECURITY_API.readNotices, ok(null)],
    [SECURITY_API.unreadNotices, ok({ count: 0 })],
  ]);
  return { api, ...renderPage(<SecurityPage />, ROUTES.security) };
}

/** A button of the confirm dialog, once its opening animation lets it be clicked. */
const dialogButton = (name: string) =>
  waitFor(() => {
    const button = within(screen.getByRole('dialog')).getByRole('button', { name });
    expect(button.closest('[style*="pointer-events: none"]')).toBeNull();
    return button;
  });

const rowOf = async (device: string) =>
  (await screen.findByText(device)).closest<HTMLElement>('[data-testid="session-row"]')!;

describe('the account security page', () => {
  it('lists the sessions with device, address and times, this device marked, and the notices, then marks them read', async () => {
    const { api } = openPage();
    const mine = await rowOf('Safari · iOS');
    expect(within(mine).getByText(i18n.t('security.page.this_device'))).toBeInTheDocument();
    expect(within(mine).getByText('10.0.0.1')).toBeInTheDocument();
    expect(
      within(mine).getByText(i18n.t('security.page.signed_in_at', { time: '2026-03-01 10:00:00' })),
    ).toBeInTheDocument();
    expect(
      within(mine).getByText(i18n.t('security.page.last_seen', { time: '2026-03-02 12:30:00' })),
    ).toBeInTheDocument();
    const other = await rowOf('Chrome · Android');
    expect(within(other).queryByText(i18n.t('security.page.this_device'))).not.toBeInTheDocument();

    expect(await screen.findByText(notice.title)).toBeInTheDocument();
    expect(screen.getByText(notice.text)).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo(SECURITY_API.readNotices)).toHaveLength(1));
  });

  it('ends another device after confirming, and the list no longer shows it', async () => {
    const { api, user } = openPage();
    const other = await rowOf('Chrome · Android');
    await user.click(within(other).getByRole('button', { name: i18n.t('security.page.end') }));
    expect(await screen.findByText(i18n.t('security.page.end_confirm'))).toBeInTheDocument();
    await user.click(await dialogButton(i18n.t('security.page.end')));

    await waitFor(() => expect(screen.queryByText('Chrome · Android')).not.toBeInTheDocument());
    expect(api.sentTo(SECURITY_API.endSession).map((s) => s.body)).toEqual([{ id: 2 }]);
    expect(await screen.findByText(i18n.t('security.session_ended'))).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('test-token');
  });

  it('sends nothing when the member cancels', async () => {
    const { api, user } = openPage();
    const other = await rowOf('Chrome · Android');
    await user.click(within(other).getByRole('button', { name: i18n.t('security.page.end') }));
    await user.click(await dialogButton(i18n.t('form.cancel')));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(api.sentTo(SECURITY_API.endSession)).toHaveLength(0);
  });

  it('ending this device signs out and opens the login page', async () => {
    const { user } = openPage();
    const mine = await rowOf('Safari · iOS');
    await user.click(within(mine).getByRole('button', { name: i18n.t('security.page.end') }));
    expect(await screen.findByText(i18n.t('security.page.end_current_confirm'))).toBeInTheDocument();
    await user.click(await dialogButton(i18n.t('security.page.end')));

    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.login);
    expect(sessionStore.getState().token).toBeFalsy();
  });
});
