import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCertificate } from '../../api/identity';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { CertificateStatus } from './certificate-status';
import { IdentityForm } from './identity-form';
import './identity.css';

/** /pages/mine/certificate: the member's identity verification, and the documents to send while not verified. */
export function CertificatePage() {
  const { t } = useTranslation();
  const certificate = useCertificate();

  let body: ReactNode;
  if (certificate.isPending) {
    body = <PageLoading />;
  } else if (!certificate.data) {
    body = <LoadFailed onRetry={() => void certificate.refetch()} />;
  } else {
    const { state } = certificate.data;
    body = (
      <>
        <CertificateStatus certificate={certificate.data} />
        {(state === 'none' || state === 'rejected') && <IdentityForm again={state === 'rejected'} />}
      </>
    );
  }
  return (
    <Page title={t('identity.title')} className="identity-page">
      {body}
    </Page>
  );
}
