import { COMMON_API, FEEDBACK_API } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { FeedbackEntries } from '../feedback-entries';
import { FeedbackPage } from '../feedback-page';

const types = [{ code: 'deposit', label: '存款', sort: 0 }];
const orders = [
  { orderNo: 'DT1', kind: 'deposit', label: '存款 · FPS', amount: '100.00', createdAt: '2026-03-01T00:00:00Z' },
];

function openForm() {
  const api = fakeApi([
    [COMMON_API.sysDictionary, ok({ feedbackTypes: types })],
    [FEEDBACK_API.getOrder, ok({ list: orders })],
    [FEEDBACK_API.submit, ok({ id: 1 })],
    [COMMON_API.upload, ok({ url: '/api/uploads/x.png', size: 1, type: 'image/png' })],
  ]);
  return { api, ...renderPage(<FeedbackPage />, ROUTES.feedback) };
}

describe('the feedback form', () => {
  it('counts the description as characters while typing (emoji and CJK one each)', async () => {
    openForm();
    const box = await screen.findByPlaceholderText(i18n.t('feedback.content_placeholder'));
    fireEvent.change(box, { target: { value: '👨‍👩‍👧问题🇨🇳' } });
    expect(screen.getByTestId('feedback-count')).toHaveTextContent('4/200');
  });

  it('refuses to send without a type, an order and 20 characters, with the rules’ texts', async () => {
    const { api, user } = openForm();
    await user.click(await screen.findByRole('button', { name: i18n.t('feedback.submit') }));
    expect(await screen.findByText(i18n.t('feedback.order_required'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('feedback.type_required'))).toBeInTheDocument();
    expect(screen.getByText(i18n.t('feedback.content_length'))).toBeInTheDocument();
    expect(api.sentTo(FEEDBACK_API.submit)).toHaveLength(0);
  });

  it('checks an image in the browser: a GIF or a file over 15 MB is never uploaded', async () => {
    const { api } = openForm();
    await screen.findByPlaceholderText(i18n.t('feedback.content_placeholder'));
    const input = document.querySelector<HTMLInputElement>('.feedback-images input[type=file]')!;
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText(i18n.t('feedback.image_type'))).toBeInTheDocument();
    const big = new File(['x'], 'b.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(i18n.t('feedback.image_size'))).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo(COMMON_API.upload)).toHaveLength(0));
  });
});

describe('the feedback entries', () => {
  it('badge my feedback with the unread replies', async () => {
    fakeApi([[FEEDBACK_API.unread, ok({ count: 2 })]]);
    renderPage(<FeedbackEntries />);
    expect(await screen.findByText(i18n.t('feedback.title'))).toBeInTheDocument();
    const mine = screen.getByText(i18n.t('feedback.my_title')).closest('.adm-list-item')!;
    await waitFor(() => expect(mine).toHaveTextContent('2'));
  });
});
