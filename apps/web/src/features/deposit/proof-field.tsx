import { LIMITS } from '@app/contract';
import { ImageUploader, List, Toast } from 'antd-mobile';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../api/client';
import { uploadImage } from '../../api/common';
import { messageText } from '../../shared/i18n';

const ACCEPTED = ['image/png', 'image/jpeg'];

type ProofFieldProps<T extends FieldValues, TOut = T> = {
  /** The schema may transform the values it checks (TOut); the field edits the input. */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
};

/** The payment proof: one png or jpeg up to 15MB, uploaded at once; the field holds the URL the server gave. */
export function ProofField<T extends FieldValues, TOut = T>({ control, name, label }: ProofFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const url = (field.value as string | undefined) ?? '';
  const error = fieldState.error?.message;

  return (
    <List.Item
      className={`proof-field${error ? ' adm-form-item-has-error' : ''}`}
      title={<span className="proof-label">{label}</span>}
      description={
        error ? (
          <div className="adm-form-item-feedback-error" role="alert">
            {messageText(t, error)}
          </div>
        ) : (
          t('recharge.proof_hint')
        )
      }
    >
      <ImageUploader
        aria-label={label}
        accept="image/png,image/jpeg"
        maxCount={1}
        value={url ? [{ url: serverUrl(url) }] : []}
        beforeUpload={(file) => {
          const problem = !ACCEPTED.includes(file.type)
            ? 'upload.bad_type'
            : file.size > LIMITS.uploadMaxBytes
              ? 'upload.too_large'
              : null;
          if (problem) Toast.show({ content: t(problem), duration: LIMITS.toastMs });
          return problem ? null : file;
        }}
        upload={async (file) => {
          const uploaded = await uploadImage(file);
          field.onChange(uploaded.url);
          return { url: serverUrl(uploaded.url) };
        }}
        onDelete={() => {
          field.onChange('');
          return true;
        }}
        // The uploader keeps its own list; the form value is the truth, set in upload and onDelete.
        onChange={() => field.onBlur()}
      />
    </List.Item>
  );
}
