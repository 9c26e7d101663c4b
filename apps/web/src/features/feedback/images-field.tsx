import { FEEDBACK_MAX_IMAGES, LIMITS, feedbackImageProblem } from '@app/contract';
import ImageUploader from 'antd-mobile/es/components/image-uploader';
import Toast from 'antd-mobile/es/components/toast';
import { useRef } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../api/client';
import { uploadImage } from '../../api/upload';
import { FormRow, type FieldProps } from '../../shared/ui/form-row';

/**
 * Up to 3 images, each checked here (png/jpg/jpeg, 15 MB) before it is uploaded, uploaded at once,
 * shown as a preview that can be removed; the field holds the URLs the server gave.
 */
export function ImagesField<T extends FieldValues, TOut = T>({ control, name, label }: FieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const urls = (field.value as string[] | undefined) ?? [];
  // Several files may finish uploading before the form renders again: each adds to the newest list.
  const latest = useRef(urls);
  latest.current = urls;

  return (
    <FormRow label={label} error={fieldState.error?.message} vertical className="feedback-images">
      <ImageUploader
        aria-label={label}
        accept="image/png,image/jpeg"
        multiple
        maxCount={FEEDBACK_MAX_IMAGES}
        value={urls.map((url) => ({ key: url, url: serverUrl(url) }))}
        beforeUpload={(file) => {
          const problem = feedbackImageProblem(file);
          if (problem) Toast.show({ content: t(problem), duration: LIMITS.toastMs });
          return problem ? null : file;
        }}
        upload={async (file) => {
          const uploaded = await uploadImage(file);
          latest.current = [...latest.current, uploaded.url];
          field.onChange(latest.current);
          return { key: uploaded.url, url: serverUrl(uploaded.url) };
        }}
        onDelete={(item) => {
          latest.current = latest.current.filter((url) => url !== item.key);
          field.onChange(latest.current);
          return true;
        }}
        // The uploader keeps its own list; the form value is the truth, set in upload and onDelete.
        onChange={() => field.onBlur()}
      />
    </FormRow>
  );
}
