import type { IdentitySide } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../api/upload';
import { SingleImageUploader } from '../../shared/ui/single-image-uploader';

type DocumentFieldProps = { side: IdentitySide; onChange: (url: string) => void };

/**
 * One document image: checked in the browser, uploaded at once; the preview is the member's own
 * file, so the page never loads the document back from the server.
 */
export function DocumentField({ side, onChange }: DocumentFieldProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState('');
  const label = t(`identity.side.${side}`);
  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div className="identity-document">
      <SingleImageUploader
        label={label}
        preview={preview}
        upload={async (file) => {
          const uploaded = await uploadImage(file);
          const local = URL.createObjectURL(file);
          setPreview(local);
          onChange(uploaded.url);
          return local;
        }}
        onDelete={() => {
          setPreview('');
          onChange('');
        }}
      />
      <div className="identity-document-label">{label}</div>
    </div>
  );
}
