import type { ServiceChannel } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatHref } from '../../api/service';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';

/** The kefu page of a live chat the provider lets us frame. */
export const kefuPath = (id: number) => `${ROUTES.kefu}?id=${id}`;

/**
 * One channel: a live chat opens in the in-app frame page when the provider allows framing, otherwise
 * in a new tab; a handle (Telegram, phone, ...) is shown with a Copy button.
 */
export function ChannelRow({ channel }: { channel: ServiceChannel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = t(`service.kind.${channel.kind}`);
  const hours = channel.hours ? t('service.hours', { hours: channel.hours }) : undefined;

  if (channel.kind === 'live_chat') {
    const open = () =>
      channel.frameable ? navigate(kefuPath(channel.id)) : window.open(chatHref(channel.value), '_blank', 'noopener');
    return (
      <List.Item
        className="service-channel-row"
        description={hours}
        onClick={open}
        extra={
          <Button
            size="small"
            color="primary"
            shape="rounded"
            aria-label={`${t('service.open_chat')} ${channel.title}`}
          >
            {t('service.open_chat')}
          </Button>
        }
      >
        {channel.title}
      </List.Item>
    );
  }
  return (
    <List.Item
      className="service-channel-row"
      description={
        <>
          <span className="service-handle">{`${kind}: ${channel.value}`}</span>
          {hours && <span className="service-hours">{hours}</span>}
        </>
      }
      extra={<CopyButton text={channel.value} />}
      arrowIcon={false}
    >
      {channel.title}
    </List.Item>
  );
}
