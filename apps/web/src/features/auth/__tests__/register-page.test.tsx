import { COMMON_API, USER_API, type MessageKey } from '@app/contract';
import { translate } from '@app/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { sessionStore } from '../../../shared/session/session-store';
import { fakeApi, ok, refused, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';
import { RegisterPage } from '../register-page';

/** The visitor reads English: every text is checked against the contract's English catalogue. */
const en = (key: MessageKey) => translate('en', key);
beforeAll(async () => {
  await loadLanguage('en');
  sessionStore.setLang('en');
  await i18n.changeLanguage('en');
});

/** The register page opened from an invite link. */
function openPage(register: (sent: Sent) => Reply) {
  const api = fakeApi([
    [COMMON_API.systemInfo, ok(systemInfo())],
    [USER_API.register, register],
  ]);
  const view = renderPage(<RegisterPage />, `${ROUTES.register}?inviteCode=ABC123`);
  return { api, ...view };
}

const field = (key: MessageKey) => screen.getByLabelText(en(key));
const submitButton = () => screen.getByRole('button', { name: en('register.submit') });

/** Every field filled in as a new member would, the terms not yet accepted. */
async function fillIn(user: ReturnType<typeof openPage>['user']) {
  await user.type(field('login.username'), 'newmember1');
  await user.type(field('login.password'), 'abc12345');
  await user.type(field('register.confirm_password'), 'abc12345');
  await user.type(field('register.phone'), '13800000001');
  await user.type(field('register.real_name'), 'Li Lei');
  await user.type(field('register.withdraw_password'), '123456');
}

describe('the register page', () => {
  it('shows the contract’s messages for a mismatched confirmation and unaccepted terms, and sends nothing', async () => {
    const { user, api } = openPage(() => ok({ token: 't', uid: 2, username: 'newmember1' }));
    expect(field('register.invite_code')).toHaveValue('ABC123');
    await fillIn(user);
    const agree = screen.getByRole('checkbox', { name: en('register.agree_prefix') });
    // The passwords are compared once every field is valid, the box ticked.
    await user.click(agree);
    await user.type(field('register.confirm_password'), '6');
    await user.tab();
    expect(await screen.findByText(en('rules.confirm_password.mismatch'))).toBeInTheDocument();

    await user.type(field('register.confirm_password'), '{backspace}');
    await waitFor(() => expect(screen.queryByText(en('rules.confirm_password.mismatch'))).not.toBeInTheDocument());
    await user.click(agree);
    await user.click(submitButton());
    expect(await screen.findByText(en('rules.agree'))).toBeInTheDocument();
    expect(api.sentTo(USER_API.register)).toHaveLength(0);
  });

  it('sends the filled form with the invite code, signs the new member in and opens the Mine page', async () => {
    const { user, api } = openPage(() => ok({ token: 'new-token', uid: 2, username: 'newmember1' }));
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: en('register.agree_prefix') }));
    await user.click(submitButton());

    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.mine);
    expect(api.sentTo(USER_API.register)[0]!.body).toEqual({
      username: 'newmember1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      phone: '13800000001',
      inviteCode: 'ABC123',
      realName: 'Li Lei',
      withdrawPassword: '123456',
      agree: true,
    });
    expect(sessionStore.getState()).toMatchObject({ token: 'new-token', uid: 2, username: 'newmember1' });
  });

  it('shows the server’s refusal and keeps the form', async () => {
    const refusal = en('user.username_taken');
    const { user, api } = openPage(() => refused(refusal, 'user.username_taken'));
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: en('register.agree_prefix') }));
    await user.click(submitButton());

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(api.sentTo(USER_API.register)).toHaveLength(1);
    expect(screen.queryByTestId('other-page')).not.toBeInTheDocument();
    expect(field('login.username')).toHaveValue('newmember1');
    expect(sessionStore.getState().token).toBe('test-token');
  });
});
