import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { LIMITS } from '@app/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteSummary } from '../../api/invite';
import { CopyButton } from '../../shared/ui/copy-button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import { inviteLinkOf } from './invite-link';
import { drawPoster, savePoster } from './poster';
import './invite.css';

/** /pages/mine/share: the poster with the QR code of the member's invite link; save it, or copy the link. */
export function SharePage() {
  const { t } = useTranslation();
  const summary = useInviteSummary();
  const code = summary.data?.inviteCode;
  const poster = usePoster(code);

  let body: ReactNode;
  if (summary.isError || poster === null) body = <LoadFailed onRetry={() => void summary.refetch()} />;
  else if (!code || !poster) body = <PageLoading />;
  else {
    body = (
      <>
        <img className="share-poster" src={poster} alt={t('invite.share_title')} data-testid="share-poster" />
        <div className="share-actions">
          <Button
            color="primary"
            onClick={() => {
              savePoster(poster, `invite-${code}.jpg`);
              Toast.show({ content: t('invite.saved'), duration: LIMITS.toastMs });
            }}
          >
            {t('invite.save_image')}
          </Button>
          <span className="share-copy">
            {t('invite.copy_link')} <CopyButton text={inviteLinkOf(code)} />
          </span>
        </div>
      </>
    );
  }
  return (
    <Page title={t('invite.share_title')} className="share-page">
      {body}
    </Page>
  );
}

/** The poster as a JPEG data URL once drawn; null when drawing failed. */
function usePoster(code: string | undefined): string | null | undefined {
  const { t } = useTranslation();
  const [poster, setPoster] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!code) return;
    let live = true;
    drawPoster(inviteLinkOf(code), { heading: t('invite.poster_heading'), code: t('invite.poster_code', { code }) })
      .then((url) => live && setPoster(url))
      .catch(() => live && setPoster(null));
    return () => {
      live = false;
    };
  }, [code, t]);
  return poster;
}
