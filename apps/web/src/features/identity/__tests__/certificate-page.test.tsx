import { COMMON_API, IDENTITY_API, type Certificate } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, refused, type Reply } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { CertificatePage } from '../certificate-page';

const rejected: Certificate = {
  state: 'rejected',
  reason: 'The photo is blurred',
  submittedAt: '2026-03-01T00:00:00Z',
  reviewedAt: '2026-03-02T00:00:00Z',
  singleThreshold: '50000.00',
  cumulativeThreshold: '200000.00',
  withdrawnTotal: '1200.00',
  required: false,
};

// jsdom has no object URLs; the previews only need a string.
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function openPage(
  certificate: Certificate,
  submitted: Reply = ok({ ...certificate, state: 'pending', reason: null }, 'ok'),
) {
  let n = 0;
  const api = fakeApi([
    [IDENTITY_API.certificate, ok(certificate)],
    [
      COMMON_API.upload,
      () => {
        n += 1;
        return ok({ url: `/api/uploads/${String(n).padStart(32, '0')}.png`, size: 4, type: 'image/png' });
      },
    ],
    [IDENTITY_API.submit, submitted],
  ]);
  return { api, ...renderPage(<CertificatePage />, ROUTES.certificate) };
}

describe('the identity verification page', () => {
  it('shows a rejection with its reason, and resubmits the three uploaded documents', async () => {
    const { user, api } = openPage(rejected);
    expect(await screen.findByText(i18n.t('identity.reason_label', { reason: 'The photo is blurred' }))).toBeVisible();
    expect(screen.getByTestId('identity-state')).toHaveTextContent(i18n.t('identity.state.rejected'));
    expect(
      screen.getByText(i18n.t('identity.thresholds', { single: '50000.00', cumulative: '200000.00' })),
    ).toBeVisible();

    // Not all three yet: nothing is sent.
    await user.click(screen.getByRole('button', { name: i18n.t('identity.resubmit') }));
    expect(await screen.findByText(i18n.t('identity.need_all'))).toBeInTheDocument();
    expect(api.sentTo(IDENTITY_API.submit)).toHaveLength(0);

    const inputs = document.querySelectorAll<HTMLInputElement>('input[type=file]');
    expect(inputs).toHaveLength(3);
    for (const [i, input] of [...inputs].entries()) await user.upload(input, png(`doc${i}.png`));
    await waitFor(() => expect(api.sentTo(COMMON_API.upload)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: i18n.t('identity.resubmit') }));

    await waitFor(() => expect(api.sentTo(IDENTITY_API.submit)).toHaveLength(1));
    const url = (n: number) => `/api/uploads/${String(n).padStart(32, '0')}.png`;
    expect(api.sentTo(IDENTITY_API.submit)[0]!.body).toEqual({ front: url(1), back: url(2), holding: url(3) });
    expect(await screen.findByText(i18n.t('identity.pending_hint'))).toBeVisible();
    expect(screen.queryByRole('button', { name: i18n.t('identity.resubmit') })).not.toBeInTheDocument();
  });

  it('shows a verified member no form', async () => {
    openPage({ ...rejected, state: 'approved', reason: null });
    expect(await screen.findByText(i18n.t('identity.approved_hint'))).toBeVisible();
    expect(document.querySelectorAll('input[type=file]')).toHaveLength(0);
  });

  it('keeps the form after a refused submission', async () => {
    const refusal = refused(i18n.t('identity.image_invalid'), 'identity.image_invalid');
    const { user } = openPage({ ...rejected, state: 'none', reason: null }, refusal);
    await screen.findByRole('button', { name: i18n.t('identity.submit') });
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type=file]'))
      await user.upload(input, png('d.png'));
    await user.click(screen.getByRole('button', { name: i18n.t('identity.submit') }));
    expect(await screen.findByText(i18n.t('identity.image_invalid'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('identity.submit') })).toBeVisible();
  });
});
