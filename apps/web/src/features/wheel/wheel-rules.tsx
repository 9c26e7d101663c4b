import type { Wheel } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useWheel, useWheelChances, type WheelChances } from '../../api/wheel';
import { formatMoney } from '../../shared/format/money';
import { PageLoading } from '../../shared/ui/page-loading';
import { howToEarn } from './how-to-earn';
import { amountLabel } from './wheel-geometry';
import { LoadFailed } from '../../shared/ui/load-failed';

/** The rules: how spins are earned (and how far the member is), what prizes pay, and each prize's chance. */
export function WheelRules() {
  const { t } = useTranslation();
  const wheel = useWheel();
  const chances = useWheelChances().data;

  return (
    <>
      <section className="wheel-card" aria-labelledby="wheel-rules-title">
        <h2 id="wheel-rules-title" className="wheel-card-title">
          {t('wheel.rules_title')}
        </h2>
        {chances && <EarnRule chances={chances} />}
        <p className="wheel-text">{t('wheel.rules_text')}</p>
      </section>
      <section className="wheel-card" aria-labelledby="wheel-prizes-title">
        <h2 id="wheel-prizes-title" className="wheel-card-title">
          {t('wheel.prizes_title')}
        </h2>
        {wheel.isPending ? (
          <PageLoading />
        ) : wheel.data ? (
          <PrizeTable prizes={wheel.data.list} />
        ) : (
          <LoadFailed onRetry={() => void wheel.refetch()} className="inline-empty" />
        )}
      </section>
    </>
  );
}

function EarnRule({ chances }: { chances: WheelChances }) {
  const { t } = useTranslation();
  const earn = howToEarn(t, chances);
  return (
    <>
      {earn && <p className="wheel-text">{earn}</p>}
      <p className="wheel-text wheel-progress">
        {t('wheel.progress', {
          deposits: formatMoney(chances.deposits),
          turnover: formatMoney(chances.turnover),
          used: chances.used,
        })}
      </p>
      <p className="wheel-text">{t('wheel.chances', { chances: chances.chances })}</p>
    </>
  );
}

function PrizeTable({ prizes }: { prizes: Wheel['list'] }) {
  const { t } = useTranslation();
  return (
    <table className="wheel-table">
      <thead>
        <tr>
          <th scope="col">{t('wheel.col_prize')}</th>
          <th scope="col">{t('wheel.col_kind')}</th>
          <th scope="col">{t('wheel.col_chance')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((p) => {
          const amount = p.kind === 'cash' ? amountLabel(p.name, p.amount) : null;
          return (
            <tr key={p.index}>
              <th scope="row">
                {p.name}
                {amount && (
                  <span className="wheel-table-amount">{t('money.cny', { amount: formatMoney(amount) })}</span>
                )}
              </th>
              <td>{t(`wheel.kind_${p.kind}`)}</td>
              <td>{p.chance}%</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
