import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { chatHref, useServiceInfo } from '../../api/service';
import { ROUTES } from '../../shared/routes';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import './service.css';

/**
 * home/kefu: a live chat (`?id=` of the channel) inside the app's frame, with a link that opens it in a
 * new tab for when the provider's page will not show in a frame after all.
 */
export function KefuPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useServiceInfo();
  const id = Number(params.get('id'));
  const channel = info.data?.channels.find((c) => c.id === id && c.kind === 'live_chat');

  let body;
  if (info.isPending) {
    body = <Skeleton.Paragraph lineCount={4} animated />;
  } else if (!info.data) {
    body = <LoadFailed onRetry={() => void info.refetch()} className="inline-empty" />;
  } else if (!channel) {
    body = <Missing />;
  } else {
    const href = chatHref(channel.value);
    body = (
      <>
        <div className="kefu-bar">
          <span className="kefu-hint">{t('service.kefu_new_tab_hint')}</span>
          <a className="kefu-new-tab" href={href} target="_blank" rel="noopener noreferrer">
            {t('service.kefu_new_tab')}
          </a>
        </div>
        {channel.frameable && (
          <iframe
            className="kefu-frame"
            title={channel.title}
            src={href}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          />
        )}
      </>
    );
  }
  return (
    <Page title={channel?.title ?? t('service.kefu_title')} className="kefu-page">
      {body}
    </Page>
  );
}

/** No such live chat (disabled meanwhile, or a stale link): the way back to the channels. */
function Missing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={t('service.kefu_missing')} description="">
      <Button color="primary" fill="outline" size="small" onClick={() => navigate(ROUTES.service)}>
        {t('service.kefu_back')}
      </Button>
    </ErrorBlock>
  );
}
