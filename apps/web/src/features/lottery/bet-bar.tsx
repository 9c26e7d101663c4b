import { LIMITS, formatFen, parseAmountToFen, type Draw, type PlaceOrderInput } from '@app/contract';
import { Button, Dialog, Input, Toast } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { usePlaceOrder } from '../../api/lottery';
import { formatMoney } from '../../shared/format/money';
import { drawNo } from './draw-phase';
import { checkStake, optionKey, potentialPayout, type OddsOption } from './slip';

export const STAKE_CHIPS = ['2', '10', '50', '100', '500'] as const;

type BetBarProps = {
  /** The draw taking bets, or null when betting is closed. */
  draw: Draw | null;
  selected: OddsOption[];
  stake: string;
  onStake: (stake: string) => void;
  onClear: () => void;
  /** The slip was placed: empty it. */
  onPlaced: () => void;
  balance: string | undefined;
};

/**
 * The bet slip at the bottom: stake chips or a typed stake for each selection, the total, and
 * the confirm dialog. One Idempotency-Key per confirmed slip: when no answer came back, placing
 * the same slip again resends the same body with the same key, so it can never be placed twice.
 */
export function BetBar({ draw, selected, stake, onStake, onClear, onPlaced, balance }: BetBarProps) {
  const { t } = useTranslation();
  const place = usePlaceOrder();
  // The body of a confirmed slip that got no answer; dropped when the slip changes or an answer comes.
  const unanswered = useRef<PlaceOrderInput | null>(null);
  // Any change of the slip is a new action: a fresh key, and nothing left to resend.
  const { renew } = place;
  const slip = `${stake}|${selected.map(optionKey).join(',')}`;
  useEffect(() => {
    unanswered.current = null;
    renew();
  }, [slip, renew]);

  const check = checkStake(stake, selected);
  const total = check.ok ? check.total : null;
  const short = check.ok && balance !== undefined && (parseAmountToFen(balance) ?? 0n) < check.totalFen;
  const closed = draw === null;

  const confirm = async () => {
    if (!check.ok || !draw) return;
    const body: PlaceOrderInput = unanswered.current ?? {
      drawId: draw.drawId,
      bets: selected.map((o) => ({ kind: o.kind, pick: o.pick, amount: stake })),
    };
    const stakeFen = parseAmountToFen(body.bets[0]!.amount) ?? 0n;
    const ok = await Dialog.confirm({
      title: t('lottery_page.confirm_title'),
      content: (
        <div className="slip-confirm" data-testid="slip-confirm">
          <div className="slip-confirm-draw">{t('lottery_page.draw_no', { no: drawNo(body.drawId) })}</div>
          <table className="slip-confirm-table">
            <thead>
              <tr>
                <th>{t('lottery_page.col_option')}</th>
                <th>{t('lottery_page.col_odds')}</th>
                <th>{t('lottery_page.col_stake')}</th>
                <th>{t('lottery_page.col_payout')}</th>
              </tr>
            </thead>
            <tbody>
              {body.bets.map((b) => {
                const option = selected.find((o) => o.kind === b.kind && o.pick === (b.pick ?? null));
                return (
                  <tr key={`${b.kind}:${b.pick}`}>
                    <td>{option?.label ?? b.kind}</td>
                    <td>{option?.odds ?? ''}</td>
                    <td>{formatMoney(formatFen(stakeFen))}</td>
                    <td>{option ? formatMoney(potentialPayout(stakeFen, option.odds)) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="slip-confirm-total">
            <span>{t('lottery_page.total')}</span>
            <strong>{t('money.cny', { amount: formatMoney(formatFen(stakeFen * BigInt(body.bets.length))) })}</strong>
          </div>
          <div className="slip-confirm-hint">{t('lottery_page.payout_hint')}</div>
        </div>
      ),
      confirmText: t('lottery_page.place'),
      cancelText: t('form.cancel'),
    });
    if (!ok) return;
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

  return (
    <div className="bet-bar" role="region" aria-label={t('lottery_page.slip')}>
      <div className="bet-stakes" role="group" aria-label={t('lottery_page.stake')}>
        {STAKE_CHIPS.map((chip) => {
          const on = parseAmountToFen(chip) === parseAmountToFen(stake);
          return (
            <button
              key={chip}
              type="button"
              className={on ? 'stake-chip stake-chip-on' : 'stake-chip'}
              aria-pressed={on}
              onClick={() => onStake(chip)}
            >
              {chip}
            </button>
          );
        })}
        <Input
          className="stake-input"
          aria-label={t('lottery_page.custom_stake')}
          placeholder={t('lottery_page.custom_stake')}
          inputMode="decimal"
          value={STAKE_CHIPS.includes(stake as (typeof STAKE_CHIPS)[number]) ? '' : stake}
          onChange={(value) => onStake(value.trim())}
          maxLength={9}
        />
      </div>
      <div className="bet-summary">
        <div className="bet-summary-text" aria-live="polite">
          {closed ? (
            <span className="bet-closed">{t('lottery_page.betting_closed')}</span>
          ) : selected.length === 0 ? (
            <span className="muted">{t('lottery_page.pick_hint')}</span>
          ) : !check.ok ? (
            <span className="bet-error">{t(check.error, check.params)}</span>
          ) : (
            <>
              <span>{t('lottery_page.selected', { count: selected.length })}</span>
              <span className="bet-total" data-testid="slip-total">
                {t('money.cny', { amount: formatMoney(total!) })}
              </span>
              {short && <span className="bet-error">{t('lottery_page.balance_short')}</span>}
            </>
          )}
        </div>
        <Button
          size="small"
          fill="none"
          className="bet-clear"
          disabled={selected.length === 0 || place.pending}
          onClick={onClear}
        >
          {t('lottery_page.clear')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          className="bet-place"
          loading={place.pending}
          disabled={closed || !check.ok || short || place.pending}
          onClick={() => void confirm()}
        >
          {t('lottery_page.place')}
        </Button>
      </div>
    </div>
  );
}
