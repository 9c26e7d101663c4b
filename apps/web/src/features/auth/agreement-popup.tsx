import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';

export type Agreement = 'terms' | 'privacy';

/** The terms of use or the privacy policy, in a bottom sheet. */
export function AgreementPopup({ open, onClose }: { open: Agreement | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup visible={open !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="agreement-popup">
      {open && (
        <div role="dialog" aria-labelledby="agreement-title">
          <h2 id="agreement-title">{t(`${open}.title`)}</h2>
          <p>{t(`${open}.body`)}</p>
          <Button block color="primary" shape="rounded" onClick={onClose}>
            {t('form.confirm')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
