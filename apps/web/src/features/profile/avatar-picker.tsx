import { LIMITS } from '@app/contract';
import Avatar from 'antd-mobile/es/components/avatar';
import Popup from 'antd-mobile/es/components/popup';
import Toast from 'antd-mobile/es/components/toast';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../api/client';
import { uploadImage } from '../../api/upload';
import { useDefaultAvatars } from '../../api/profile';
import { imageProblem } from '../../shared/ui/single-image-uploader';
import { AvatarCropper } from './avatar-cropper';
import { cropSquare, type CropArea } from './crop-image';

type AvatarPickerProps = {
  visible: boolean;
  onClose: () => void;
  /** Saves the chosen avatar's URL (a default one, or the cropped upload's); rejects when refused (already shown). */
  onPick: (url: string) => Promise<void>;
};

/** A default avatar, or a picture of the member's own: checked, cropped square here, then uploaded. */
export function AvatarPicker({ visible, onClose, onPick }: AvatarPickerProps) {
  const { t } = useTranslation();
  const defaults = useDefaultAvatars().data?.list ?? [];
  const [source, setSource] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) Toast.show({ content: t(problem), duration: LIMITS.toastMs });
    else setSource(URL.createObjectURL(file));
  };

  const onCrop = async (area: CropArea) => {
    if (!source) return;
    setBusy(true);
    try {
      const uploaded = await uploadImage(await cropSquare(source, area));
      await onPick(uploaded.url);
      setSource(null);
    } catch {
      // The request helper showed the refusal; the cropper stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Popup visible={visible && !source} onMaskClick={onClose} bodyClassName="avatar-picker">
        <h2 className="avatar-popup-title">{t('profile.avatar_defaults')}</h2>
        <div className="avatar-grid">
          {defaults.map((url, i) => (
            <button
              key={url}
              type="button"
              className="avatar-choice"
              aria-label={`${t('profile.avatar')} ${i + 1}`}
              onClick={() => void onPick(url).catch(() => undefined)}
            >
              <Avatar src={serverUrl(url)} />
            </button>
          ))}
        </div>
        <label className="avatar-upload">
          {t('profile.avatar_upload')}
          <input type="file" accept="image/png,image/jpeg" onChange={onFile} />
        </label>
      </Popup>
      <AvatarCropper src={source} busy={busy} onCancel={() => setSource(null)} onCrop={(a) => void onCrop(a)} />
    </>
  );
}
