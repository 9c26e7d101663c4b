import { LIMITS } from '@app/contract';
import ImageUploader from 'antd-mobile/es/components/image-uploader';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';

const ACCEPTED = ['image/png', 'image/jpeg'];

/** Why the server's upload would refuse the file (a message key), or null when it would take it. */
export function imageProblem(file: File) {
  if (!ACCEPTED.includes(file.type)) return 'upload.bad_type';
  if (file.size > LIMITS.uploadMaxBytes) return 'upload.too_large';
  return null;
}

type SingleImageUploaderProps = {
  label: string;
  /** The URL of the image shown, '' when there is none. */
  preview: string;
  /** Uploads a file that passed the check; resolves to the URL to preview it by. */
  upload: (file: File) => Promise<string>;
  onDelete: () => void;
  /** After an upload or a removal. */
  onChange?: () => void;
};

/** One png or jpeg, checked here before it is uploaded (a refusal is a toast), shown as a removable preview. */
export function SingleImageUploader({ label, preview, upload, onDelete, onChange }: SingleImageUploaderProps) {
  const { t } = useTranslation();
  return (
    <ImageUploader
      aria-label={label}
      accept="image/png,image/jpeg"
      maxCount={1}
      value={preview ? [{ url: preview }] : []}
      beforeUpload={(file) => {
        const problem = imageProblem(file);
        if (problem) Toast.show({ content: t(problem), duration: LIMITS.toastMs });
        return problem ? null : file;
      }}
      upload={async (file) => ({ url: await upload(file) })}
      onDelete={() => {
        onDelete();
        return true;
      }}
      onChange={onChange}
    />
  );
}
