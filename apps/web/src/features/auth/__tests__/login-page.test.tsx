import { COMMON_API, USER_API, type MessageKey } from '@app/contract';
import { translate } from '@app/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { sessionStore } from '../../../shared/session/session-store';
import { fakeApi, ok, refused, type Reply, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { systemInfo } from '../../../testing/site-config';
import { LoginPage } from '../login-page';

/** The visitor reads Chinese: every text is checked against the contract's Chinese catalogue. */
const zh = (key: MessageKey) => translate('zh_hans', key);
beforeAll(async () => {
  sessionStore.setLang('zh_hans');
  await i18n.changeLanguage('zh_hans');
});

function openPage(login: (sent: Sent) => Reply) {
  const api = fakeApi([
    [COMMON_API.systemInfo, ok(systemInfo())],
    [USER_API.login, login],
  ]);
  const view = renderPage(<LoginPage />, ROUTES.login);
  // The last member's username is filled in (renderPage signed in member1).
  expect(usernameField()).toHaveValue('member1');
  return { api, ...view };
}

const usernameField = () => screen.getByLabelText(zh('login.username'));
const passwordField = () => screen.getByLabelText(zh('login.password'));
const submitButton = () => screen.getByRole('button', { name: zh('login.submit') });
/** A field's row, where its message shows. */
const rowOf = (field: HTMLElement) => field.closest('.adm-form-item')!;

describe('the login page', () => {
  it('asks for both fields before sending anything', async () => {
    const { user, api } = openPage(() => ok({ token: 't', uid: 2, username: 'member2' }));
    const required = zh('common.required');
    await user.clear(usernameField());
    await user.click(submitButton());
    await waitFor(() => expect(rowOf(usernameField())).toHaveTextContent(required));
    expect(rowOf(passwordField())).toHaveTextContent(required);

    await user.type(usernameField(), 'member2');
    await waitFor(() => expect(rowOf(usernameField())).not.toHaveTextContent(required));
    expect(rowOf(passwordField())).toHaveTextContent(required);
    expect(api.sentTo(USER_API.login)).toHaveLength(0);
  });

  it('sends the credentials, signs the member in and opens the Mine page', async () => {
    const { user, api } = openPage(() => ok({ token: 'new-token', uid: 2, username: 'member2' }));
    await user.clear(usernameField());
    await user.type(usernameField(), 'member2');
    await user.type(passwordField(), 'secret123');
    await user.click(submitButton());

    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.mine);
    expect(api.sentTo(USER_API.login)[0]!.body).toEqual({ username: 'member2', password: 'secret123' });
    expect(sessionStore.getState()).toMatchObject({ token: 'new-token', uid: 2, username: 'member2' });
  });

  it('shows the server’s refusal and stays, the session unchanged', async () => {
    const refusal = zh('user.login_failed');
    const { user, api } = openPage(() => refused(refusal, 'user.login_failed'));
    await user.type(passwordField(), 'wrong-password');
    await user.click(submitButton());

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByTestId('other-page')).not.toBeInTheDocument();
    expect(api.sentTo(USER_API.login)[0]!.body).toEqual({ username: 'member1', password: 'wrong-password' });
    expect(sessionStore.getState().token).toBe('test-token');
  });
});
