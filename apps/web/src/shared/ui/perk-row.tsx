import type { ClaimInput, VipPerkItem } from '@app/contract';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useClaimReward } from '../../api/rewards';
import { ClaimAction, useClaimed } from './claim-action';
import { MoneyText } from './money-text';
import './perk-row.css';

/**
 * One perk: its amount, and a claim button, the claimed mark or why it cannot be claimed now. Here, not
 * in the VIP feature: the rewards centre lists perks too, and a feature never imports another
 * (docs/architecture.md).
 */
export function PerkRow({ item }: { item: VipPerkItem }) {
  const { t } = useTranslation();
  const claim = useClaimReward();
  const input: ClaimInput =
    item.perk === 'levelUp'
      ? { source: 'vip', perk: item.perk, level: item.level }
      : { source: 'vip', perk: item.perk };
  const done = useClaimed(() => claim.submit(input));
  const state = done.answer ? 'claimed' : item.state;
  const label = t(`rewards.perk.${item.perk}`);

  return (
    <List.Item
      className="vip-perk"
      data-testid="vip-perk"
      arrowIcon={false}
      description={state !== 'claimable' && item.note ? <span className="vip-perk-note">{item.note}</span> : null}
      extra={
        <ClaimAction
          state={state}
          pending={claim.pending}
          onClaim={done.claim}
          label={t('vip.claim')}
          claimedLabel={t('vip.claimed_label')}
          claimedClassName="vip-perk-claimed"
        />
      }
    >
      <span className="vip-perk-name">
        {label}
        {item.perk === 'levelUp' && ` ${t('vip.level', { level: item.level })}`}
      </span>
      <MoneyText amount={item.amount} className="vip-perk-amount" />
    </List.Item>
  );
}
