import { LIMITS, type SigninStatus } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignin, useSigninStatus } from '../../api/rewards';
import { SigninDays } from './signin-days';
import { LoadFailed } from '../../shared/ui/load-failed';
import './welfare.css';

/** The daily sign-in (docs/product.md, Promotions, VIP, daily sign-in, tasks and the lucky wheel): on the rewards centre and the Promotion tab. */
export function SigninCard() {
  const status = useSigninStatus();

  if (status.isPending) {
    return (
      <section className="signin-card">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    );
  }
  if (!status.data) {
    return (
      <section className="signin-card">
        <LoadFailed onRetry={() => void status.refetch()} className="inline-empty" />
      </section>
    );
  }
  return <SigninCalendar status={status.data} />;
}

/** The streak, the 7 days, Sign in (once a day), whether it pays yet, and the rule. */
function SigninCalendar({ status }: { status: SigninStatus }) {
  const { t } = useTranslation();
  const signin = useSignin();
  // Signed here: the button goes at once, not when the refreshed status arrives (a tap then would be refused).
  const [signedOn, setSignedOn] = useState<string | null>(null);
  const signedToday = status.signedToday || signedOn === status.today;
  // Today's tile: the day signed today, or the day a sign-in now would be (the streak counts up to yesterday).
  const today = status.signedToday ? status.streak : status.streak + 1;

  const onSignin = async () => {
    try {
      const answer = await signin.submit();
      if (!answer) return;
      setSignedOn(status.today);
      Toast.show({ icon: 'success', content: answer.msg, duration: LIMITS.toastMs });
    } catch {
      // Shown by the request helper.
    }
  };

  return (
    <section className="signin-card" aria-labelledby="signin-card-title">
      <div className="signin-head">
        <h2 id="signin-card-title" className="signin-title">
          {t('signin.title')}
        </h2>
        <span className="signin-streak">{t('signin.streak', { days: status.streak })}</span>
      </div>
      <SigninDays days={status.days} today={today} />
      {!status.paid && <p className="signin-unpaid">{t('signin.unpaid')}</p>}
      <Button
        block
        color="primary"
        shape="rounded"
        className="signin-button"
        loading={signin.pending}
        disabled={signedToday || signin.pending}
        onClick={() => void onSignin()}
      >
        {signedToday ? t('signin.done_today') : t('signin.button')}
      </Button>
      <p className="signin-rule">{t('signin.rule', { multiple: status.turnoverMultiple })}</p>
    </section>
  );
}
