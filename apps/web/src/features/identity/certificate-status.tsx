import type { Certificate, IdentityState } from '@app/contract';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';

const STATE_COLOR: Record<IdentityState, string> = {
  none: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The member's verification state, the reason of a rejection, and when verification is needed. */
export function CertificateStatus({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const { state } = certificate;
  return (
    <section className="identity-card" aria-label={t('identity.title')}>
      <div className="identity-card-head">
        <span>{t('identity.title')}</span>
        <Tag color={STATE_COLOR[state]} data-testid="identity-state">
          {t(`identity.state.${state}`)}
        </Tag>
      </div>
      {state === 'rejected' && certificate.reason && (
        <NoticeBar color="error" wrap content={t('identity.reason_label', { reason: certificate.reason })} />
      )}
      {state === 'pending' && <p className="identity-hint">{t('identity.pending_hint')}</p>}
      {state === 'approved' && <p className="identity-hint">{t('identity.approved_hint')}</p>}
      <p className="identity-note">
        {t('identity.thresholds', {
          single: certificate.singleThreshold,
          cumulative: certificate.cumulativeThreshold,
        })}
      </p>
      <p className="identity-note">{t('identity.withdrawn', { amount: certificate.withdrawnTotal })}</p>
    </section>
  );
}
