import { LIMITS, type Draw, type PlaceOrderInput } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { usePlaceOrder } from '../../api/lottery';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { optionKey, type OddsOption } from './slip';
import { confirmSlip } from './slip-confirm';

/**
 * Placing the slip once the member confirms it. One Idempotency-Key per confirmed slip: when no
 * answer came back, placing the same slip again resends the same body with the same key, so it
 * can never be placed twice.
 */
export function usePlaceSlip(selected: readonly OddsOption[], stake: string, onPlaced: () => void) {
  const { t } = useTranslation();
  const place = usePlaceOrder();
  // The body of a confirmed slip that got no answer; dropped when the slip changes or an answer comes.
  const unanswered = useRef<PlaceOrderInput | null>(null);
  // Any change of the slip is a new action: a fresh key, and nothing left to resend.
  useRenewOnEdit(place.renew, `${stake}|${selected.map(optionKey).join(',')}`, () => {
    unanswered.current = null;
  });

  /** Asks for confirmation, then places the slip on `draw`; the stake must have been checked. */
  const placeSlip = async (draw: Draw) => {
    const body: PlaceOrderInput = unanswered.current ?? {
      drawId: draw.drawId,
      bets: selected.map((o) => ({ kind: o.kind, pick: o.pick, amount: stake })),
    };
    if (!(await confirmSlip(t, body, selected))) return;
    try {
      const answer = await place.submit(body);
      if (!answer) return;
      unanswered.current = null;
      Toast.show({ icon: 'success', content: answer.msg, duration: LIMITS.toastMs });
      onPlaced();
    } catch (error) {
      // A refusal is shown by the request helper and decided the slip; no answer keeps it for a retry.
      unanswered.current = error instanceof ApiError ? null : body;
    }
  };

  return { placeSlip, pending: place.pending };
}
