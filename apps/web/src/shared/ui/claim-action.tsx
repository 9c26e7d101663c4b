import { LIMITS } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';

/**
 * A claim sent from a button (one request per tap: `submit` is an idempotent submit): its answer
 * once it succeeded, shown as a success toast, so the button can go at once rather than when the
 * refreshed list arrives (a tap then would be refused). A refusal is shown by the request helper.
 */
export function useClaimed<R extends { msg: string }>(submit: () => Promise<R | undefined>) {
  const [answer, setAnswer] = useState<R | null>(null);
  const claim = async () => {
    try {
      const result = await submit();
      if (!result) return;
      setAnswer(result);
      Toast.show({ icon: 'success', content: result.msg, duration: LIMITS.toastMs });
    } catch {
      // Shown by the request helper.
    }
  };
  return { answer, claim };
}

type ClaimActionProps = {
  state: 'claimable' | 'claimed' | string;
  pending: boolean;
  onClaim: () => Promise<void>;
  label: string;
  claimedLabel: string;
  claimedClassName: string;
};

/** The end of a list row that can be claimed: Claim while claimable, the claimed mark once claimed, else nothing. */
export function ClaimAction({ state, pending, onClaim, label, claimedLabel, claimedClassName }: ClaimActionProps) {
  if (state === 'claimed') return <span className={claimedClassName}>{claimedLabel}</span>;
  if (state !== 'claimable') return null;
  return (
    <Button
      size="small"
      color="primary"
      shape="rounded"
      loading={pending}
      disabled={pending}
      onClick={() => void onClaim()}
    >
      {label}
    </Button>
  );
}
