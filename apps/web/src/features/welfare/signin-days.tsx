import type { SigninStatus } from '@app/contract';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';

type SigninDaysProps = { days: SigninStatus['days']; today: number };

/** The round's 7 days as a row of tiles: the day's reward and, once signed, a mark; today's tile stands out. */
export function SigninDays({ days, today }: SigninDaysProps) {
  const { t } = useTranslation();
  return (
    <ol className="signin-days">
      {days.map(({ day, amount, done }) => {
        const classes = ['signin-day', done && 'signin-day-done', day === today && 'signin-day-today'];
        return (
          <li key={day} className={classes.filter(Boolean).join(' ')} aria-current={day === today ? 'date' : undefined}>
            <span className="signin-day-label">{t('signin.day', { day })}</span>
            <span className="signin-day-amount">{formatMoney(amount)}</span>
            {done ? (
              <CheckCircleFill className="signin-day-mark" role="img" aria-label={t('welfare.day_done')} />
            ) : (
              <span className="signin-day-mark" aria-hidden="true" />
            )}
          </li>
        );
      })}
    </ol>
  );
}
