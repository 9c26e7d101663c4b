import { IDENTITY_API, OPERATOR_API, OPERATOR_TOKEN_HEADER, type IdentitySubmission } from '@app/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_OPERATOR } from './operator';
import { apiBase, bindCardByApi, depositThroughPage, newCardNumber, operatorSession, tinyPng } from './money-support';
import { registerMember, zh } from './support';

// On this platform a withdrawal of 400.00 or more needs identity verification (playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_NO_TURNOVER_PORT}/h5/` });

/** The risk queue as the e2e operator (an admin, who may do what role risk does): approves the member's pending submission. */
async function approvePending(request: APIRequestContext, baseURL: string, memberId: number) {
  const api = apiBase(baseURL);
  const login = await request.post(`${api}${OPERATOR_API.login.path}`, {
    data: { username: E2E_OPERATOR.username, password: E2E_OPERATOR.password },
  });
  const headers = { [OPERATOR_TOKEN_HEADER]: ((await login.json()) as { data: { token: string } }).data.token };
  const queue = await request.get(`${api}${IDENTITY_API.adminQueue.path}`, {
    headers,
    params: { status: 'pending', memberId: String(memberId) },
  });
  const { list } = ((await queue.json()) as { data: { list: IdentitySubmission[] } }).data;
  expect(list).toHaveLength(1);
  const approved = await request.post(`${api}${IDENTITY_API.adminApprove.path}`, {
    headers,
    data: { id: list[0]!.id },
  });
  expect(await approved.json()).toMatchObject({ code: 1, data: { status: 'approved' } });
}

async function withdraw(page: Page, amount: string) {
  await page.getByLabel(zh['withdrawal.amount'], { exact: true }).fill(amount);
  await page.getByLabel(zh['register.withdraw_password'], { exact: true }).fill('123456');
  await page.getByRole('button', { name: zh['withdrawal.submit'] }).click();
}

test('a large withdrawal is refused until the member is verified: upload the documents, approved by risk', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));
  await bindCardByApi(page, request, baseURL!, newCardNumber('621700'));

  // The page warns while the amount needs verification; the refusal names the threshold and links to verification.
  await page.goto('./#/pages/mine/withdrawal');
  await page.getByLabel(zh['withdrawal.amount'], { exact: true }).fill('400');
  await expect(page.getByText(zh['identity.amount_needs'])).toBeVisible();
  await withdraw(page, '400');
  const refusal = zh['identity.required_single'].replace('{{threshold}}', '400.00');
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await page.getByRole('link', { name: zh['identity.go_verify'] }).click();

  await expect(page.getByRole('heading', { name: zh['identity.title'] })).toBeVisible();
  await expect(page.getByTestId('identity-state')).toHaveText(zh['identity.state.none']);
  const inputs = page.locator('input[type=file]');
  await expect(inputs).toHaveCount(3);
  for (const [i, name] of ['front.png', 'back.png', 'holding.png'].entries()) {
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/common/upload') && r.ok());
    await inputs.nth(i).setInputFiles({ name, mimeType: 'image/png', buffer: tinyPng() });
    await uploaded;
  }
  await expect(page.locator('.identity-document img')).toHaveCount(3);
  await page.getByRole('button', { name: zh['identity.submit'] }).click();
  await expect(page.getByTestId('identity-state')).toHaveText(zh['identity.state.pending']);
  await expect(page.getByText(zh['identity.pending_hint'])).toBeVisible();

  const uid = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('h5.session') ?? '{}') as { uid: number }).uid,
  );
  await approvePending(request, baseURL!, uid);
  await page.reload();
  await expect(page.getByTestId('identity-state')).toHaveText(zh['identity.state.approved']);
  await expect(page.getByText(zh['identity.approved_hint'])).toBeVisible();

  // Verified: the same withdrawal goes through.
  await page.goto('./#/pages/mine/withdrawal');
  await withdraw(page, '400');
  await expect(page.getByRole('heading', { name: zh['trade.title'] })).toBeVisible();
});
