import { parseAmountToFen, type Certificate } from '@app/contract';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCertificate } from '../../api/identity';
import { ROUTES } from '../../shared/routes';

/** Whether `amount` reaches a threshold of identity verification the member has not passed. */
export function amountNeedsIdentity(certificate: Certificate, amount: string): boolean {
  const fen = parseAmountToFen(amount);
  if (certificate.state === 'approved' || fen === null || fen <= 0n) return false;
  const [single, cumulative, withdrawn] = [
    certificate.singleThreshold,
    certificate.cumulativeThreshold,
    certificate.withdrawnTotal,
  ].map((m) => parseAmountToFen(m) ?? 0n);
  return fen >= single! || withdrawn! + fen >= cumulative!;
}

/**
 * The way to the verification page: a warning while the typed amount needs verification, and the
 * link alone under a refusal for it (the refusal names the threshold).
 */
export function IdentityNotice({ amount, refused }: { amount: string; refused: boolean }) {
  const { t } = useTranslation();
  const certificate = useCertificate().data;
  const link = <Link to={ROUTES.certificate}>{t('identity.go_verify')}</Link>;
  if (refused) return <div className="identity-refusal-link">{link}</div>;
  if (!certificate || !amountNeedsIdentity(certificate, amount)) return null;
  return <NoticeBar color="alert" wrap content={t('identity.amount_needs')} extra={link} />;
}
