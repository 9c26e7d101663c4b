import { COMMON_API, CONTENT_API, type HelpCategory } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ROUTES } from '../../../shared/routes';
import { fakeApi, ok, refused, type Sent } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { AboutPage } from '../about-page';
import { HelpCenterPage } from '../help-center-page';
import { HelpDetailPage } from '../help-detail-page';

const systemInfo = {
  siteName: 'Test Platform',
  currency: 'CNY',
  timeZone: 'Asia/Shanghai',
  appVersion: '1.4.1',
  versionCode: 141,
  serviceEmail: 'service@example.com',
};

const deposits: HelpCategory = {
  id: 1,
  title: '充值',
  articles: [{ id: 11, title: '如何充值', summary: '在“我的”页面点击“充值”…' }],
};
const fairness: HelpCategory = {
  id: 2,
  title: '游戏与公平性',
  articles: [{ id: 21, title: '如何验证开奖公平', summary: '每期开奖前，平台生成一个随机种子…' }],
};

/** The whole list without a keyword; only the fairness category for "种子". */
function helpList(sent: Sent) {
  const keyword = sent.url.searchParams.get('keyword');
  return ok({ list: keyword === null ? [deposits, fairness] : keyword === '种子' ? [fairness] : [] });
}

describe('the help centre', () => {
  it('lists the categories, searches as the member types, and opens an article', async () => {
    const api = fakeApi([[CONTENT_API.helpList, helpList]]);
    const { user } = renderPage(<HelpCenterPage />, ROUTES.helpCenter);
    expect(await screen.findByText('如何充值')).toBeInTheDocument();
    expect(screen.getByText('游戏与公平性')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText(i18n.t('content.help.search')), '种子');
    expect(await screen.findByText('每期开奖前，平台生成一个随机种子…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('如何充值')).toBeNull());
    expect(api.sentTo(CONTENT_API.helpList).map((s) => s.url.searchParams.get('keyword'))).toEqual([null, '种子']);

    await user.click(screen.getByText('如何验证开奖公平'));
    expect(await screen.findByText(ROUTES.helpDetail)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    fakeApi([[CONTENT_API.helpList, helpList]]);
    const { user } = renderPage(<HelpCenterPage />, ROUTES.helpCenter);
    await screen.findByText('如何充值');
    await user.type(screen.getByPlaceholderText(i18n.t('content.help.search')), '无此词');
    expect(await screen.findByText(i18n.t('content.help.no_result', { keyword: '无此词' }))).toBeInTheDocument();
  });
});

describe('a help article', () => {
  it('shows the sanitised HTML the server sent, under its category', async () => {
    fakeApi([
      [
        CONTENT_API.helpDetails,
        ok({
          id: 21,
          categoryId: 2,
          categoryTitle: '游戏与公平性',
          title: '如何验证开奖公平',
          content: '<p>种子的 <strong>SHA-256</strong> 必须等于承诺值</p>',
          updatedAt: '2026-03-01T00:00:00.000Z',
        }),
      ],
      [COMMON_API.systemInfo, ok(systemInfo)],
    ]);
    renderPage(<HelpDetailPage />, `${ROUTES.helpDetail}?id=21`);
    expect(await screen.findByRole('heading', { name: '如何验证开奖公平' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '游戏与公平性' })).toBeInTheDocument();
    expect(screen.getByText('SHA-256').tagName).toBe('STRONG');
  });

  it('shows the server’s not-found text for an unknown article', async () => {
    fakeApi([
      [CONTENT_API.helpDetails, refused(i18n.t('content.article_not_found'))],
      [COMMON_API.systemInfo, ok(systemInfo)],
    ]);
    renderPage(<HelpDetailPage />, `${ROUTES.helpDetail}?id=99`);
    expect(await screen.findByText(i18n.t('content.article_not_found'))).toBeInTheDocument();
  });
});

describe('about', () => {
  it('shows the site, the version of the contract, the statements and the service e-mail', async () => {
    fakeApi([[COMMON_API.systemInfo, ok(systemInfo)]]);
    const { user } = renderPage(<AboutPage />, ROUTES.about);
    expect(await screen.findByRole('heading', { name: 'Test Platform' })).toBeInTheDocument();
    expect(screen.getByTestId('about-version')).toHaveTextContent('1.4.1（141）');
    expect(screen.getByText(i18n.t('content.about.licence', { site: 'Test Platform' }))).toBeInTheDocument();
    expect(screen.getByText('service@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: i18n.t('content.about.responsible_link') }));
    expect(await screen.findByText(ROUTES.responsible)).toBeInTheDocument();
  });
});
