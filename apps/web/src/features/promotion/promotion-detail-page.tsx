import type { ActivityDetail } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useActivityDetail } from '../../api/activity';
import { ApiError } from '../../api/api-error';
import { serverUrl } from '../../api/client';
import { ROUTES } from '../../shared/routes';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { PromotionOffer } from './promotion-offer';
import { PromotionPeriod } from './promotion-period';
import { LoadFailed } from '../../shared/ui/load-failed';
import './promotion.css';

/** The id in the address, when it is one (a positive whole number). */
function idOf(raw: string | null): number | null {
  const id = Number(raw ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /pages/preferential/detail?id=: one promotion, its rule and text, and the member's state with Claim. */
export function PromotionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = useActivityDetail(id);

  if (id === null || (detail.error instanceof ApiError && !detail.data)) {
    // No promotion in the address, or the server's not-found answer (ended or taken down), in the member's language.
    return (
      <Page title={t('promotion.detail_title')}>
        <ErrorBlock status="empty" title={detail.error?.message ?? t('activity.not_found')} description="">
          <Button color="primary" fill="outline" onClick={() => navigate(ROUTES.promotion, { replace: true })}>
            {t('tab.promotion')}
          </Button>
        </ErrorBlock>
      </Page>
    );
  }
  if (!detail.data) {
    return (
      <Page title={t('promotion.detail_title')}>
        {detail.isPending ? <PageLoading /> : <LoadFailed onRetry={() => void detail.refetch()} />}
      </Page>
    );
  }
  return <PromotionDetails promotion={detail.data} />;
}

function PromotionDetails({ promotion }: { promotion: ActivityDetail }) {
  const { t } = useTranslation();
  return (
    <Page title={t('promotion.detail_title')} className="promotion-detail-page">
      <header className="promotion-detail-head">
        {promotion.banner && (
          <img src={serverUrl(promotion.banner)} alt="" className="promotion-detail-banner" draggable={false} />
        )}
        <h2 className="promotion-detail-title">{promotion.title}</h2>
        {promotion.summary && <p className="promotion-detail-summary">{promotion.summary}</p>}
        <PromotionPeriod item={promotion} withTime className="promotion-detail-period" />
      </header>
      {/* With the state: a state that changes (claimed, or claimable again) starts the card over. */}
      <PromotionOffer key={`${promotion.id}:${promotion.my.state}`} promotion={promotion} />
      <section className="promotion-rules" aria-labelledby="promotion-rules-title">
        <h2 id="promotion-rules-title" className="promotion-rules-title">
          {t('promotion.rule')}
        </h2>
        <p className="promotion-rule">{promotion.rule}</p>
        {/* Operator HTML, passed through the server's allow-list sanitiser when saved and again when served
            (docs/decisions.md, Promotions): no scripts, styles, frames or event handlers reach the page. */}
        <div className="promotion-content" dangerouslySetInnerHTML={{ __html: promotion.content }} />
      </section>
    </Page>
  );
}
