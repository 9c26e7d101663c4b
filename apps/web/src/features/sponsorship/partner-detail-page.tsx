import type { PartnerDetail } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { serverUrl } from '../../api/client';
import { usePartnerDetail } from '../../api/sponsorship';
import { ROUTES } from '../../shared/routes';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './sponsorship.css';

/** The id in the address, when it is one (a positive whole number). */
function idOf(raw: string | null): number | null {
  const id = Number(raw ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /pages/sponsorship/detail?id=: one partner, its text and pictures. */
export function PartnerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = usePartnerDetail(id);

  if (id === null || (detail.error instanceof ApiError && !detail.data)) {
    // No partner in the address, or the server's not-found answer (hidden or removed), in the member's language.
    return (
      <Page title={t('sponsorship.detail_title')}>
        <ErrorBlock status="empty" title={detail.error?.message ?? t('sponsorship.not_found')} description="">
          <Button color="primary" fill="outline" onClick={() => navigate(ROUTES.sponsorship, { replace: true })}>
            {t('tab.sponsorship')}
          </Button>
        </ErrorBlock>
      </Page>
    );
  }
  if (!detail.data) {
    return (
      <Page title={t('sponsorship.detail_title')}>
        {detail.isPending ? <PageLoading /> : <LoadFailed onRetry={() => void detail.refetch()} />}
      </Page>
    );
  }
  return <PartnerDetails partner={detail.data} />;
}

function PartnerDetails({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation();
  return (
    <Page title={t('sponsorship.detail_title')} className="partner-detail-page">
      <header className="partner-detail-head">
        <img src={serverUrl(partner.logo)} alt="" className="partner-detail-logo" draggable={false} />
        <h2 className="partner-detail-name">{partner.name}</h2>
        <p className="partner-period">{t('sponsorship.period', { period: partner.period })}</p>
        {partner.summary && <p className="partner-summary">{partner.summary}</p>}
      </header>
      <section className="partner-detail-body">
        {/* Operator HTML, passed through the server's allow-list sanitiser when saved and again when served
            (docs/decisions.md, Sponsorship): no scripts, styles, frames or event handlers reach the page. */}
        <div className="partner-content" dangerouslySetInnerHTML={{ __html: partner.content }} />
        {partner.images.map((src) => (
          <img key={src} src={serverUrl(src)} alt="" className="partner-image" loading="lazy" draggable={false} />
        ))}
      </section>
    </Page>
  );
}
