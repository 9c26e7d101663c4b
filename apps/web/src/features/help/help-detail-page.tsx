import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useSystemInfo } from '../../api/common';
import { useHelpDetail } from '../../api/content';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './help.css';

/** The id in the address, when it is one (a positive whole number). */
function idOf(raw: string | null): number | null {
  const id = Number(raw ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /pages/mine/helpDetail?id=: one help article, its category and when it was last changed. */
export function HelpDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const article = useHelpDetail(id);
  const timeZone = useSystemInfo().data?.timeZone;

  if (id === null || (article.error instanceof ApiError && !article.data)) {
    return (
      <Page title={t('content.help.title')}>
        <ErrorBlock status="empty" title={article.error?.message ?? t('content.article_not_found')} description="">
          <Button color="primary" fill="outline" onClick={() => navigate(ROUTES.helpCenter, { replace: true })}>
            {t('content.help.title')}
          </Button>
        </ErrorBlock>
      </Page>
    );
  }
  if (!article.data) {
    return (
      <Page title={t('content.help.title')}>
        {article.isPending ? <PageLoading /> : <LoadFailed onRetry={() => void article.refetch()} />}
      </Page>
    );
  }
  const a = article.data;
  return (
    <Page title={a.categoryTitle} className="help-detail-page">
      <article className="help-article">
        <h2 className="help-article-title">{a.title}</h2>
        <p className="help-article-updated">
          {t('content.help.updated', { time: formatDateTime(a.updatedAt, timeZone) })}
        </p>
        {/* Operator HTML, passed through the server's allow-list sanitiser when saved and again when
            served (docs/decisions.md, Promotions): no scripts, styles, frames or event handlers. */}
        <div className="help-content" dangerouslySetInnerHTML={{ __html: a.content }} />
      </article>
      <Button block fill="none" color="primary" onClick={() => navigate(ROUTES.service)} className="help-contact">
        {t('content.help.still_need')}
      </Button>
    </Page>
  );
}
