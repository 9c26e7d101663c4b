import { SPONSORSHIP_API, type PartnerDetail } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, refused, type Reply } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { PartnerDetailPage } from '../partner-detail-page';
import { SponsorshipPage } from '../sponsorship-page';

const card = {
  id: 3,
  name: '港湾之光足球俱乐部',
  logo: '/api/partner-logos/1.svg',
  period: '2024-2026',
  summary: '区域合作伙伴',
};
const detail: PartnerDetail = {
  ...card,
  content: '<p>我们是<strong>官方合作伙伴</strong></p>',
  images: ['/api/uploads/0123456789abcdef0123456789abcdef.png'],
};

function openList(answer: () => Reply) {
  const api = fakeApi([[SPONSORSHIP_API.list, answer]]);
  return { api, ...renderPage(<SponsorshipPage />, ROUTES.sponsorship) };
}

function openDetail(answer: () => Reply, path = `${ROUTES.sponsorshipDetail}?id=3`) {
  const api = fakeApi([[SPONSORSHIP_API.detail, answer]]);
  return { api, ...renderPage(<PartnerDetailPage />, path) };
}

describe('the Sponsorship tab', () => {
  it('lists the partners as cards with logo, name, years and summary, each opening its page', async () => {
    openList(() => ok({ list: [card] }));
    const link = await screen.findByRole('link', { name: /港湾之光足球俱乐部/ });
    expect(link).toHaveAttribute('href', expect.stringContaining(`${ROUTES.sponsorshipDetail}?id=3`));
    expect(link).toHaveTextContent(i18n.t('sponsorship.period', { period: '2024-2026' }));
    expect(link).toHaveTextContent('区域合作伙伴');
    expect(link.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/api/partner-logos/1.svg'));
  });

  it('says so when there is no partner', async () => {
    openList(() => ok({ list: [] }));
    expect(await screen.findByText(i18n.t('sponsorship.empty'))).toBeInTheDocument();
  });
});

describe('a partner’s page', () => {
  it('shows the partner, its text as HTML and its pictures', async () => {
    const { api } = openDetail(() => ok(detail));
    expect(await screen.findByRole('heading', { name: '港湾之光足球俱乐部' })).toBeInTheDocument();
    expect(document.querySelector('.partner-content strong')).toHaveTextContent('官方合作伙伴');
    expect(document.querySelector('.partner-image')).toHaveAttribute('src', expect.stringContaining('/api/uploads/'));
    expect(api.sentTo(SPONSORSHIP_API.detail)[0]!.url.searchParams.get('id')).toBe('3');
  });

  it('shows the server’s not-found text and the way back to the tab', async () => {
    const { user } = openDetail(() => refused(i18n.t('sponsorship.not_found'), 'sponsorship.not_found'));
    expect(await screen.findByText(i18n.t('sponsorship.not_found'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: i18n.t('tab.sponsorship') }));
    expect(await screen.findByTestId('other-page')).toHaveTextContent(ROUTES.sponsorship);
  });

  it('asks nothing without an id in the address', async () => {
    const { api } = openDetail(() => ok(detail), ROUTES.sponsorshipDetail);
    expect(await screen.findByText(i18n.t('sponsorship.not_found'))).toBeInTheDocument();
    expect(api.sentTo(SPONSORSHIP_API.detail)).toHaveLength(0);
  });
});
