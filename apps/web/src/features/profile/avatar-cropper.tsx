import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Slider from 'antd-mobile/es/components/slider';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import type { CropArea } from './crop-image';

type AvatarCropperProps = {
  /** An object URL of the chosen file; null hides the cropper. */
  src: string | null;
  busy: boolean;
  onCancel: () => void;
  onCrop: (area: CropArea) => void;
};

/** Frames a square of the chosen picture (drag and zoom); its styles come from the package's CSS file (CSP). */
export function AvatarCropper({ src, busy, onCancel, onCrop }: AvatarCropperProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);

  return (
    <Popup visible={src !== null} onMaskClick={onCancel} bodyClassName="avatar-cropper" destroyOnClose>
      <h2 className="avatar-popup-title">{t('profile.avatar_crop')}</h2>
      <div className="avatar-crop-area">
        {src && (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        )}
      </div>
      <Slider min={1} max={3} step={0.1} value={zoom} onChange={(v) => setZoom(v as number)} />
      <div className="avatar-crop-actions">
        <Button block onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={!area}
          onClick={() => {
            if (area) onCrop(area);
          }}
        >
          {t('profile.avatar_use')}
        </Button>
      </div>
    </Popup>
  );
}
