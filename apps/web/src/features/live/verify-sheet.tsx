import type { LiveRound } from '@app/contract';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { tableHandOf } from '../../shared/cards/live-hand';
import { LiveRoundVerification } from '../../shared/ui/live-round-verification';
import { TableHandView } from '../../shared/ui/table-hand';

type VerifySheetProps = { round: LiveRound | null; open: boolean; onClose: () => void };

/** The last dealt round, its cards and its check on this device, as a sheet. */
export function VerifySheet({ round, open, onClose }: VerifySheetProps) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={open && round !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="live-verify-sheet"
      showCloseButton
      destroyOnClose
    >
      {round && (
        <div role="dialog" aria-labelledby="live-verify-title" data-testid="live-verify-sheet">
          <h2 id="live-verify-title">{t('live_page.verify_title')}</h2>
          {round.hand && <TableHandView hand={tableHandOf(round.hand)} size="sm" />}
          <LiveRoundVerification round={round} />
        </div>
      )}
    </Popup>
  );
}
