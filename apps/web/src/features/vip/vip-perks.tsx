import type { VipPerkItem } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { PerkRow } from '../../shared/ui/perk-row';

type VipPerksProps = { perks: VipPerkItem[]; turnoverMultiple: number | undefined };

/** The perks in the server's order: the level's weekly, monthly and birthday ones, then a level-up gift per level. */
export function VipPerks({ perks, turnoverMultiple }: VipPerksProps) {
  const { t } = useTranslation();
  return (
    <section className="vip-perks" aria-labelledby="vip-perks-title">
      <h2 id="vip-perks-title" className="section-title">
        {t('vip.perks')}
      </h2>
      <List mode="card" className="vip-perk-list">
        {perks.map((item) => (
          // With the state: a perk that turns claimed (or claimable again) starts over with a new key.
          <PerkRow key={`${item.perk}:${item.level}:${item.state}`} item={item} />
        ))}
      </List>
      {turnoverMultiple !== undefined && turnoverMultiple > 0 && (
        <p className="vip-hint">{t('vip.turnover_multiple', { multiple: turnoverMultiple })}</p>
      )}
    </section>
  );
}
