import List from 'antd-mobile/es/components/list';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../api/client';
import { uploadImage } from '../../api/upload';
import { messageText } from '../../shared/i18n';
import type { FieldProps } from '../../shared/ui/form-row';
import { SingleImageUploader } from '../../shared/ui/single-image-uploader';

/** The payment proof: one png or jpeg up to 15MB, uploaded at once; the field holds the URL the server gave. */
export function ProofField<T extends FieldValues, TOut = T>({ control, name, label }: FieldProps<T, TOut>) {
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
      <SingleImageUploader
        label={label}
        preview={url ? serverUrl(url) : ''}
        upload={async (file) => {
          const uploaded = await uploadImage(file);
          field.onChange(uploaded.url);
          return serverUrl(uploaded.url);
        }}
        onDelete={() => field.onChange('')}
        // The uploader keeps its own list; the form value is the truth, set in upload and onDelete.
        onChange={() => field.onBlur()}
      />
    </List.Item>
  );
}
