import { parseAmountToFen, type VipInfo } from '@app/contract';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { MoneyText } from '../../shared/ui/money-text';

/** The level, and how far the deposits and the turnover are towards the next one (both must reach it). */
export function VipCard({ vip }: { vip: VipInfo }) {
  const { t } = useTranslation();
  const { next } = vip;

  return (
    <section className="vip-card" aria-labelledby="vip-card-level">
      <div id="vip-card-level" className="vip-card-level">
        {t('vip.level', { level: vip.level })}
      </div>
      {next ? (
        <>
          <div className="vip-card-next">{t('vip.to_next', { level: next.level })}</div>
          <VipProgress
            label={t('vip.deposits')}
            have={vip.deposits}
            need={next.depositThreshold}
            missing={next.depositMissing}
          />
          <VipProgress
            label={t('vip.turnover')}
            have={vip.turnover}
            need={next.turnoverThreshold}
            missing={next.turnoverMissing}
          />
        </>
      ) : (
        <>
          <div className="vip-card-next">{t('vip.top')}</div>
          <VipTotal label={t('vip.deposits')} amount={vip.deposits} />
          <VipTotal label={t('vip.turnover')} amount={vip.turnover} />
        </>
      )}
    </section>
  );
}

type VipProgressProps = { label: string; have: string; need: string; missing: string };

function VipProgress({ label, have, need, missing }: VipProgressProps) {
  const { t } = useTranslation();
  const percent = progressPercent(have, need);
  const reached = (parseAmountToFen(missing) ?? 0n) <= 0n;
  return (
    <div className="vip-progress">
      <div className="vip-progress-head">
        <span>{label}</span>
        <span className="vip-progress-figures">
          {formatMoney(have)} / {formatMoney(need)}
        </span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <ProgressBar percent={percent} className="vip-progress-bar" />
      </div>
      <div className={reached ? 'vip-progress-status vip-progress-reached' : 'vip-progress-status'}>
        {reached ? t('vip.reached') : t('vip.missing', { amount: formatMoney(missing) })}
      </div>
    </div>
  );
}

function VipTotal({ label, amount }: { label: string; amount: string }) {
  return (
    <div className="vip-progress-head vip-total">
      <span>{label}</span>
      <MoneyText amount={amount} className="vip-progress-figures" />
    </div>
  );
}

/** Whole percent of `need` that `have` covers, 0-100, worked out in fen; a threshold of nothing is reached. */
function progressPercent(have: string, need: string): number {
  const got = parseAmountToFen(have) ?? 0n;
  const wanted = parseAmountToFen(need) ?? 0n;
  if (wanted <= 0n || got >= wanted) return 100;
  return Number((got * 100n) / wanted);
}
