import { COMMON_API, PROFILE_API, USER_API, type MessageKey, type UserInfo } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { PersonDataPage } from '../person-data-page';

const member: UserInfo = {
  uid: 1,
  username: 'member1',
  realName: '张三',
  phone: '13800000000',
  email: null,
  gender: 'male',
  birthDate: '1990-05-20',
  avatar: '/api/avatars/1.svg',
  vipLevel: 0,
  inviteCode: 'ABC123',
  hasWithdrawPassword: true,
  profileConfirmed: false,
  createdAt: '2026-03-01T00:00:00Z',
};
const AVATARS = ['/api/avatars/1.svg', '/api/avatars/2.svg'];

function openPage(profile: UserInfo) {
  let current = profile;
  const save = (sent: Sent): Reply => {
    current = { ...current, ...(sent.body as Partial<UserInfo>) };
    return ok(current, i18n.t('profile.saved'));
  };
  const api = fakeApi([
    [USER_API.userInfo, () => ok(current)],
    [
      COMMON_API.systemInfo,
      ok({
        siteName: 'x',
        currency: 'CNY',
        timeZone: 'Asia/Shanghai',
        appVersion: '1',
        versionCode: 1,
        serviceEmail: '',
      }),
    ],
    [COMMON_API.defaultAvatar, ok({ list: AVATARS })],
    [PROFILE_API.setUserInfo, save],
    [PROFILE_API.confirm, () => ok((current = { ...current, profileConfirmed: true }), i18n.t('profile.confirmed'))],
  ]);
  return { api, ...renderPage(<PersonDataPage />, ROUTES.personData) };
}

const field = (key: MessageKey) => screen.findByLabelText(i18n.t(key));
// The popup follows a drag with pointer capture, which jsdom lacks.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

describe('the profile page', () => {
  it('checks the e-mail, saves, confirms behind a dialog and then shows the fields locked', async () => {
    const { user, api } = openPage(member);
    expect(await screen.findByText('member1')).toBeInTheDocument();
    const email = await field('profile.email');
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText(i18n.t('rules.email'))).toBeInTheDocument();

    // Confirming unsaved edits is refused before any dialog.
    await user.click(screen.getByRole('button', { name: i18n.t('profile.confirm') }));
    expect(await screen.findByText(i18n.t('profile.confirm_unsaved'))).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'li@example.com');
    await user.click(screen.getByRole('button', { name: i18n.t('profile.save') }));
    await waitFor(() => expect(api.sentTo(PROFILE_API.setUserInfo)).toHaveLength(1));
    expect(api.sentTo(PROFILE_API.setUserInfo)[0]!.body).toEqual({
      realName: '张三',
      phone: '13800000000',
      gender: 'male',
      birthDate: '1990-05-20',
      email: 'li@example.com',
    });

    await user.click(screen.getByRole('button', { name: i18n.t('profile.confirm') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(i18n.t('profile.confirm_text'))).toBeInTheDocument();
    await user.click(
      await waitFor(() => {
        const button = within(dialog).getByRole('button', { name: i18n.t('profile.confirm') });
        expect(button.closest('[style*="pointer-events: none"]')).toBeNull();
        return button;
      }),
    );
    await waitFor(() => expect(api.sentTo(PROFILE_API.confirm)).toHaveLength(1));

    expect(await screen.findByText(i18n.t('profile.locked_note'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: i18n.t('profile.save') })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(i18n.t('profile.email'))).not.toBeInTheDocument();
    expect(screen.getByText('li@example.com')).toBeInTheDocument();
  });

  it('shows a confirmed profile read-only, and the avatar can still be changed', async () => {
    const { user, api } = openPage({ ...member, email: 'li@example.com', profileConfirmed: true });
    expect(await screen.findByText(i18n.t('profile.locked_note'))).toBeInTheDocument();
    expect(screen.getByText('1990-05-20')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByText(i18n.t('profile.avatar_change')));
    await user.click(
      await waitFor(() => {
        const button = screen.getByRole('button', { name: `${i18n.t('profile.avatar')} 2` });
        expect(button.closest('[style*="pointer-events: none"]')).toBeNull();
        return button;
      }),
    );
    await waitFor(() => expect(api.sentTo(PROFILE_API.setUserInfo)).toHaveLength(1));
    expect(api.sentTo(PROFILE_API.setUserInfo)[0]!.body).toEqual({ avatar: AVATARS[1] });
  });
});
