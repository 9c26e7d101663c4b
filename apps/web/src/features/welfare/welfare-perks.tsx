import type { VipInfo } from '@app/contract';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVipLevels } from '../../api/rewards';
import { ROUTES } from '../../shared/routes';
import { PerkRow } from '../../shared/ui/perk-row';

/** `othersDone`: today's sign-in is done and no task can be claimed. */
type WelfarePerksProps = { vip: VipInfo; othersDone: boolean };

/** The VIP perks that can be claimed now, with the way to all of them; "nothing" when nothing else waits either. */
export function WelfarePerks({ vip, othersDone }: WelfarePerksProps) {
  const { t } = useTranslation();
  const claimable = vip.perks.filter((p) => p.state === 'claimable');
  // Only for the turnover a claim adds, as the VIP page says it: the list shows without it.
  const multiple = useVipLevels().data?.find((l) => l.level === vip.level)?.turnoverMultiple;

  return (
    <section className="welfare-perks" aria-labelledby="welfare-perks-title">
      <div className="section-title section-header">
        <h2 id="welfare-perks-title" className="welfare-perks-title">
          {t('welfare.vip_perks')}
        </h2>
        <Link to={ROUTES.vip} className="welfare-link">
          {t('welfare.all_perks')}
        </Link>
      </div>
      {claimable.length > 0 ? (
        <List mode="card">
          {claimable.map((item) => (
            // With the state, as on the VIP page: a perk claimed here leaves the list when the perks are asked again.
            <PerkRow key={`${item.perk}:${item.level}:${item.state}`} item={item} />
          ))}
        </List>
      ) : (
        othersDone && (
          <ErrorBlock status="empty" title={t('welfare.empty')} description="" className="inline-empty welfare-empty" />
        )
      )}
      {claimable.length > 0 && multiple !== undefined && multiple > 0 && (
        <p className="welfare-hint">{t('vip.turnover_multiple', { multiple })}</p>
      )}
    </section>
  );
}
