import type { InterestData } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useClaimInterest } from '../../api/interest';
import { useClaimed } from '../../shared/ui/claim-action';
import { MoneyText } from '../../shared/ui/money-text';

/** The balance and the rate, yesterday's and total interest, and what can be claimed now with its button. */
export function InterestSummary({ data }: { data: InterestData }) {
  const { t } = useTranslation();
  const claim = useClaimInterest();
  const { claim: onClaim } = useClaimed(() => claim.submit());
  const claimable = data.claimable !== '0.00';

  return (
    <section className="interest-card" aria-label={t('interest.balance')}>
      <div className="interest-label">{t('interest.balance')}</div>
      <div className="interest-balance" data-testid="interest-balance">
        <MoneyText amount={data.balance} />
      </div>
      <dl className="interest-figures">
        <div>
          <dt>{t('interest.rate')}</dt>
          <dd data-testid="interest-rate">{t('interest.rate_value', { rate: data.annualRate })}</dd>
        </div>
        <div>
          <dt>{t('interest.yesterday')}</dt>
          <dd>
            <MoneyText amount={data.yesterday} />
          </dd>
        </div>
        <div>
          <dt>{t('interest.total')}</dt>
          <dd>
            <MoneyText amount={data.total} />
          </dd>
        </div>
      </dl>
      <div className="interest-claim">
        <span>
          {t('interest.claimable')} <MoneyText amount={data.claimable} />
        </span>
        {data.autoCredit ? null : (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            loading={claim.pending}
            disabled={!claimable}
            onClick={() => void onClaim()}
          >
            {t('interest.claim')}
          </Button>
        )}
      </div>
      <p className="interest-note">{data.autoCredit ? t('interest.auto_note') : null}</p>
      <p className="interest-note">{t('interest.turnover_note', { multiple: data.turnoverMultiple })}</p>
      <p className="interest-note">{t('interest.rule_note')}</p>
    </section>
  );
}
