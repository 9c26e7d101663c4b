import type { RealityCheck as RealityCheckAnswer } from '@app/contract';
import type { DialogProps } from 'antd-mobile/es/components/dialog';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealityCheck } from '../../api/reality-check';
import { formatMoney } from '../../shared/format/money';
import { ROUTES } from '../../shared/routes';

const MINUTE_MS = 60_000;
// The dialog, with antd-mobile's animation library, is fetched when the first reminder is due. Should
// that fail (the network gone), the reminders stay unseen until the app is opened again, rather than
// the error reaching the page the member is on.
const NoDialog = (_: DialogProps) => null;
const Dialog = lazy<ComponentType<DialogProps>>(() =>
  import('antd-mobile/es/components/dialog').catch(() => ({ default: NoDialog })),
);

/** When the next reminder is due: the next whole interval since the session's play began. */
export function nextReminderAt(check: RealityCheckAnswer, now: number): number {
  const start = new Date(check.startedAt).getTime();
  const every = check.minutes * MINUTE_MS;
  return start + (Math.floor(Math.max(0, now - start) / every) + 1) * every;
}

/**
 * The reality check, app-wide while signed in: every chosen interval a reminder of the time
 * played and the net result since sign-in (asked of the server when due), with Keep playing and
 * the activity statement. Off (0 minutes) shows nothing.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useRealityCheck();
  const [shown, setShown] = useState<RealityCheckAnswer | null>(null);
  const { data, refetch } = check;

  useEffect(() => {
    if (!data || data.minutes === 0 || shown) return;
    const timer = setTimeout(
      () => {
        void refetch().then((fresh) => {
          if (fresh.data && fresh.data.minutes > 0) setShown(fresh.data);
        });
      },
      nextReminderAt(data, Date.now()) - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [data, shown, refetch]);

  if (!shown) return null;
  const played = Math.round((Date.now() - new Date(shown.startedAt).getTime()) / MINUTE_MS);
  return (
    <Suspense fallback={null}>
      <Dialog
        visible
        title={t('responsible.reality.popup_title')}
        content={
          <span data-testid="reality-check">
            {t('responsible.reality.popup_text', { minutes: played, net: formatMoney(shown.net) })}
          </span>
        }
        closeOnAction
        onClose={() => setShown(null)}
        actions={[
          { key: 'keep', text: t('responsible.reality.keep') },
          { key: 'statement', text: t('responsible.reality.statement'), onClick: () => navigate(ROUTES.responsible) },
        ]}
      />
    </Suspense>
  );
}
