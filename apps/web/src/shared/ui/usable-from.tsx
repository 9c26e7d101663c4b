import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../api/common';
import { formatDateTime } from '../format/date';
import './usable-from.css';

/**
 * "Usable from <time>" under a payout account still in its cooldown (docs/decisions.md, Account
 * security); nothing once it is usable. The server refuses a withdrawal to it until then anyway.
 */
export function UsableFrom({ at }: { at: string }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  if (Date.parse(at) <= Date.now()) return null;
  return <span className="usable-from">{t('security.usable_from', { time: formatDateTime(at, timeZone) })}</span>;
}
