import { SERVICE_API, type ServiceInfo } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { KefuPage } from '../kefu-page';
import { ServicePage } from '../service-page';

const INFO: ServiceInfo = {
  channels: [
    { id: 1, kind: 'live_chat', title: 'Sandbox chat', value: '/sandbox/chat', frameable: true, hours: '24h' },
    {
      id: 2,
      kind: 'live_chat',
      title: 'Provider chat',
      value: 'https://chat.provider.test/x',
      frameable: false,
      hours: '',
    },
    { id: 3, kind: 'telegram', title: 'Telegram desk', value: '@desk', frameable: false, hours: '9-21' },
  ],
  email: 'help@platform.test',
};

const open = (info = INFO) => {
  const api = fakeApi([[SERVICE_API.channels, () => ok(info)]]);
  return { api, ...renderPage(<ServicePage feedback={<p>feedback entries</p>} />, ROUTES.service) };
};
const row = (title: string) => screen.getByText(title).closest('.adm-list-item') as HTMLElement;

describe('the Customer Service tab', () => {
  it('shows the channels with their kind and hours, the e-mail, and the feedback slot', async () => {
    open();
    await screen.findByText('Sandbox chat');
    expect(row('Sandbox chat')).toHaveTextContent(i18n.t('service.hours', { hours: '24h' }));
    expect(row('Telegram desk')).toHaveTextContent(`${i18n.t('service.kind.telegram')}: @desk`);
    expect(row('Telegram desk')).toHaveTextContent(i18n.t('service.hours', { hours: '9-21' }));
    expect(screen.getByRole('link', { name: 'help@platform.test' })).toHaveAttribute(
      'href',
      'mailto:help@platform.test',
    );
    expect(screen.getByRole('region', { name: i18n.t('service.feedback') })).toHaveTextContent('feedback entries');
  });

  it('copies a handle and says so', async () => {
    vi.stubGlobal('isSecureContext', true);
    // user-event stands in for the clipboard.
    const { user } = open();
    await screen.findByText('Telegram desk');
    await user.click(within(row('Telegram desk')).getByRole('button', { name: i18n.t('copy.action') }));
    expect(await screen.findByText(i18n.t('copy.done'))).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('@desk');
  });

  it('opens a framable live chat in the kefu page, another in a new tab', async () => {
    const windowOpen = vi.fn();
    vi.stubGlobal('open', windowOpen);
    const { user } = open();
    await screen.findByText('Provider chat');
    await user.click(row('Provider chat'));
    expect(windowOpen).toHaveBeenCalledWith('https://chat.provider.test/x', '_blank', 'noopener');
    await user.click(row('Sandbox chat'));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.kefu);
  });

  it('says so when no channel is configured, still with the e-mail', async () => {
    open({ channels: [], email: 'help@platform.test' });
    expect(await screen.findByText(i18n.t('service.empty'))).toBeInTheDocument();
    expect(screen.getByText('help@platform.test')).toBeInTheDocument();
  });
});

describe('the kefu page', () => {
  it('frames the live chat, with the same chat in a new tab as fallback', async () => {
    fakeApi([[SERVICE_API.channels, () => ok(INFO)]]);
    renderPage(<KefuPage />, `${ROUTES.kefu}?id=1`);
    const frame = await screen.findByTitle('Sandbox chat');
    const href = `${window.location.origin}/sandbox/chat`;
    expect(frame).toHaveAttribute('src', href);
    const fallback = screen.getByRole('link', { name: i18n.t('service.kefu_new_tab') });
    expect(fallback).toHaveAttribute('href', href);
    expect(fallback).toHaveAttribute('target', '_blank');
  });

  it('leads back to the tab when the chat is gone', async () => {
    fakeApi([[SERVICE_API.channels, () => ok({ ...INFO, channels: [] })]]);
    const { user } = renderPage(<KefuPage />, `${ROUTES.kefu}?id=1`);
    await user.click(await screen.findByRole('button', { name: i18n.t('service.kefu_back') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.service);
  });
});
