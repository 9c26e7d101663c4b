import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRebateRules } from '../../api/invite';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './invite.css';

/** /pages/mine/share_detail: how rebates work, with the levels and shares operators set. */
export function ShareDetailPage() {
  const { t } = useTranslation();
  const rules = useRebateRules();

  let body: ReactNode;
  if (rules.isPending) body = <PageLoading />;
  else if (!rules.data) body = <LoadFailed onRetry={() => void rules.refetch()} />;
  else {
    const { level1Share, level2Share, turnoverMultiple } = rules.data;
    body = (
      <section className="invite-rules">
        <p>{t('invite.rules_intro')}</p>
        <table className="invite-tiers">
          <thead>
            <tr>
              <th>{t('invite.rules_tier')}</th>
              <th>{t('invite.rules_share')}</th>
            </tr>
          </thead>
          <tbody>
            <tr data-testid="rebate-tier">
              <td>{t('invite.level1')}</td>
              <td>{`${level1Share}%`}</td>
            </tr>
            {Number(level2Share) > 0 && (
              <tr data-testid="rebate-tier">
                <td>{t('invite.level2')}</td>
                <td>{`${level2Share}%`}</td>
              </tr>
            )}
          </tbody>
        </table>
        <ul>
          <li>{t('invite.rules_level1', { share: level1Share })}</li>
          {Number(level2Share) > 0 && <li>{t('invite.rules_level2', { share: level2Share })}</li>}
          <li>{t('invite.rules_settle')}</li>
          <li>{t('invite.rules_turnover', { multiple: turnoverMultiple })}</li>
          <li>{t('invite.rules_own')}</li>
        </ul>
      </section>
    );
  }
  return (
    <Page title={t('invite.rules_title')} className="share-detail-page">
      {body}
    </Page>
  );
}
