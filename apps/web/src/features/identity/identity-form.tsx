import { IDENTITY_SIDES, LIMITS, type IdentitySide } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitIdentity } from '../../api/identity';
import { DocumentField } from './document-field';

type Urls = Record<IdentitySide, string>;

/** The three document images and the submit; `again` after a rejection. */
export function IdentityForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitIdentity();
  const [urls, setUrls] = useState<Urls>({ front: '', back: '', holding: '' });
  const complete = IDENTITY_SIDES.every((side) => urls[side] !== '');

  const onSubmit = async () => {
    if (!complete) {
      Toast.show({ content: t('identity.need_all'), duration: LIMITS.toastMs });
      return;
    }
    // A refusal is toasted by the request helper.
    const answer = await submit.mutateAsync(urls).catch(() => null);
    if (answer) Toast.show({ content: answer.msg, duration: LIMITS.toastMs });
  };

  return (
    <section className="identity-form">
      <div className="identity-documents">
        {IDENTITY_SIDES.map((side) => (
          <DocumentField key={side} side={side} onChange={(url) => setUrls((u) => ({ ...u, [side]: url }))} />
        ))}
      </div>
      <Button block color="primary" size="large" loading={submit.isPending} onClick={() => void onSubmit()}>
        {again ? t('identity.resubmit') : t('identity.submit')}
      </Button>
    </section>
  );
}
