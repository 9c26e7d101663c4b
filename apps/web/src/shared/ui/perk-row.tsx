import { LIMITS, type ClaimInput, type VipPerkItem } from '@app/contract';
import { Button, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimReward } from '../../api/rewards';
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
  // Claimed here: the button goes at once, not when the refreshed perks arrive (a tap then would be refused).
  const [claimed, setClaimed] = useState(false);
  const state = claimed ? 'claimed' : item.state;
  const label = t(`rewards.perk.${item.perk}`);

  const onClaim = async () => {
    const input: ClaimInput =
      item.perk === 'levelUp'
        ? { source: 'vip', perk: item.perk, level: item.level }
        : { source: 'vip', perk: item.perk };
    try {
      const answer = await claim.submit(input);
      if (!answer) return;
      setClaimed(true);
      Toast.show({ icon: 'success', content: answer.msg, duration: LIMITS.toastMs });
    } catch {
      // Shown by the request helper.
    }
  };

  return (
    <List.Item
      className="vip-perk"
      data-testid="vip-perk"
      arrowIcon={false}
      description={state !== 'claimable' && item.note ? <span className="vip-perk-note">{item.note}</span> : null}
      extra={
        state === 'claimable' ? (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            loading={claim.pending}
            disabled={claim.pending}
            onClick={() => void onClaim()}
          >
            {t('vip.claim')}
          </Button>
        ) : state === 'claimed' ? (
          <span className="vip-perk-claimed">{t('vip.claimed_label')}</span>
        ) : null
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
