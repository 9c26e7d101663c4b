import { formatFen, parseAmountToFen, type PlaceOrderInput } from '@app/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { drawNo } from './draw-phase';
import { potentialPayout, type OddsOption } from './slip';

type SlipConfirmProps = { body: PlaceOrderInput; selected: readonly OddsOption[] };

/** Asks the member to confirm the slip about to be sent; true when confirmed. */
export function confirmSlip(t: TFunction, body: PlaceOrderInput, selected: readonly OddsOption[]): Promise<boolean> {
  return Dialog.confirm({
    title: t('lottery_page.confirm_title'),
    content: <SlipConfirm body={body} selected={selected} />,
    confirmText: t('lottery_page.place'),
    cancelText: t('form.cancel'),
  });
}

/** The draw, each bet with its odds, stake and potential payout, and the total. */
function SlipConfirm({ body, selected }: SlipConfirmProps) {
  const { t } = useTranslation();
  const stakeFen = parseAmountToFen(body.bets[0]!.amount) ?? 0n;
  return (
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
  );
}
