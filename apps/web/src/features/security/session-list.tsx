import { LIMITS, type ActiveSession } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSystemInfo } from '../../api/common';
import { useEndSession, useSessions } from '../../api/security';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageLoading } from '../../shared/ui/page-loading';

/** The member's sessions that still work, this device marked, each with End (confirmed first). */
export function SessionList() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const onEnd = useEndWithConfirm();

  if (sessions.isPending) return <PageLoading />;
  if (sessions.isError) return <LoadFailed onRetry={() => void sessions.refetch()} />;
  return (
    <List mode="card" header={t('security.page.sessions')} className="session-list">
      {sessions.data.map((s) => (
        <SessionRow key={s.id} session={s} onEnd={() => void onEnd(s)} />
      ))}
    </List>
  );
}

function SessionRow({ session, onEnd }: { session: ActiveSession; onEnd: () => void }) {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  const device = [session.browser, session.os].filter(Boolean).join(' · ') || t('security.page.unknown_device');
  return (
    <List.Item
      data-testid="session-row"
      arrowIcon={false}
      description={
        <span className="session-meta">
          <span>{session.ip}</span>
          <span>{t('security.page.signed_in_at', { time: formatDateTime(session.signedInAt, timeZone) })}</span>
          <span>{t('security.page.last_seen', { time: formatDateTime(session.lastSeenAt, timeZone) })}</span>
        </span>
      }
      extra={
        <Button size="mini" color="danger" fill="outline" onClick={onEnd}>
          {t('security.page.end')}
        </Button>
      }
    >
      <span className="session-device">{device}</span>
      {session.current && (
        <Tag color="primary" fill="outline" className="session-current">
          {t('security.page.this_device')}
        </Tag>
      )}
    </List.Item>
  );
}

/** Asks first; ending this device's own session signs out and opens the login page. */
function useEndWithConfirm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const end = useEndSession();
  return async (s: ActiveSession) => {
    const ok = await Dialog.confirm({
      content: t(s.current ? 'security.page.end_current_confirm' : 'security.page.end_confirm'),
      confirmText: t('security.page.end'),
      cancelText: t('form.cancel'),
    });
    if (!ok || end.isPending) return;
    end.mutate(
      { id: s.id, current: s.current },
      {
        onSuccess: (answer) => {
          Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
          if (s.current) navigate(ROUTES.login, { replace: true });
        },
      },
    );
  };
}
