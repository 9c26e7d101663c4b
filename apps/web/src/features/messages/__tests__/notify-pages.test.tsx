import { COMMON_API, MESSAGES_API, type Message, type Notice } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, refused } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { NotifyDetailPage } from '../notify-detail-page';
import { NotifyPage } from '../notify-page';

const systemInfo = {
  siteName: 'H5',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};
const message = (id: number, title: string, read: boolean): Message => ({
  id,
  kind: 'operator',
  title,
  text: `text of ${title}`,
  createdAt: '2026-03-02T04:30:00Z',
  read,
});
const notice: Notice = {
  id: 'maint',
  kind: 'maintenance',
  title: 'Maintenance on Tuesday',
  text: 'Games close 02:00-04:00.',
  startsAt: null,
  endsAt: null,
  createdAt: '2026-03-01T00:00:00Z',
};
const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, limit: 20 });

describe('the messages pages', () => {
  it('lists the messages, the unread one marked, and opens one by its id', async () => {
    fakeApi([
      [COMMON_API.systemInfo, ok(systemInfo)],
      [MESSAGES_API.list, page([message(2, 'New', false), message(1, 'Old', true)])],
    ]);
    const { user } = renderPage(<NotifyPage />, ROUTES.notify);
    const unread = await screen.findByText('New');
    expect(unread.closest('.adm-badge-wrapper')).not.toBeNull();
    expect(screen.getByText('Old').closest('.adm-badge-wrapper')).toBeNull();
    expect(screen.getAllByText('2026-03-02 12:30:00')).toHaveLength(2);
    await user.click(unread);
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.notifyXq);
  });

  it('shows the platform notices on their tab', async () => {
    fakeApi([
      [COMMON_API.systemInfo, ok(systemInfo)],
      [MESSAGES_API.list, page([])],
      [MESSAGES_API.notice, page([notice])],
    ]);
    const { user } = renderPage(<NotifyPage />, ROUTES.notify);
    expect(await screen.findByText(i18n.t('messages.empty'))).toBeInTheDocument();
    await user.click(screen.getByText(i18n.t('messages.tab.notices')));
    expect(await screen.findByText('Maintenance on Tuesday')).toBeInTheDocument();
    expect(screen.getByText('Games close 02:00-04:00.')).toBeInTheDocument();
  });

  it('opens one message by its id', async () => {
    const api = fakeApi([
      [COMMON_API.systemInfo, ok(systemInfo)],
      [MESSAGES_API.info, ok(message(7, 'Deposit credited', true))],
      [MESSAGES_API.unread, ok({ count: 0 })],
    ]);
    renderPage(<NotifyDetailPage />, `${ROUTES.notifyXq}?id=7`);
    expect(await screen.findByText('Deposit credited')).toBeInTheDocument();
    expect(screen.getByText('text of Deposit credited')).toBeInTheDocument();
    expect(api.sentTo(MESSAGES_API.info)[0]!.url.searchParams.get('id')).toBe('7');
  });

  it('says so when the message is not there', async () => {
    fakeApi([
      [COMMON_API.systemInfo, ok(systemInfo)],
      [MESSAGES_API.info, refused(i18n.t('messages.not_found'), 'messages.not_found')],
    ]);
    renderPage(<NotifyDetailPage />, `${ROUTES.notifyXq}?id=9`);
    expect(await screen.findByText(i18n.t('messages.not_found'))).toBeInTheDocument();
  });
});
