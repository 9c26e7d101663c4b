import type { Spin } from '@app/contract';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../shared/format/money';
import { ROUTES } from '../../shared/routes';

type SpinResultDialogProps = { result: { spin: Spin; open: boolean } | null; onClose: () => void };

/** What the spin won, as the server answered it: a cash prize paid, an item to be sent, or nothing. */
export function SpinResultDialog({ result, onClose }: SpinResultDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const spin = result?.spin;
  const item = spin?.kind === 'item';

  return (
    <Dialog
      visible={result?.open ?? false}
      className="spin-result"
      title={spin && (spin.kind === 'none' ? t('wheel.nothing') : t('wheel.won', { name: spin.name }))}
      content={
        spin && spin.kind !== 'none' ? (
          <p className="spin-result-note">
            {spin.kind === 'cash' ? t('wheel.credited', { amount: formatMoney(spin.amount) }) : t('wheel.item_note')}
          </p>
        ) : null
      }
      closeOnAction
      onClose={onClose}
      actions={[
        ...(item
          ? [{ key: 'awards', text: t('wheel.awards_title'), onClick: () => navigate(ROUTES.redemptionRecord) }]
          : []),
        { key: 'ok', text: t('wheel.result_ok'), bold: true },
      ]}
    />
  );
}
