import { CODE, COMMON_API, UPLOAD_DIRECTORY } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { i18n } from '../shared/i18n';
import { sessionStore } from '../shared/session/session-store';
import { ApiError, NetworkError } from './api-error';
import { call } from './client';

// Apart from common.ts, whose system info the login page reads, so that antd-mobile's toast and its
// animation library come only with the pages that upload (docs/decisions.md, Web app).

/**
 * Uploads an image as multipart (directory=authorization, file part imgPath) with the TOKEN and
 * Authorization (uid) headers, behind a blocking loading indicator.
 */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('directory', UPLOAD_DIRECTORY);
  form.append('imgPath', file);
  const uid = sessionStore.getState().uid;
  const loading = Toast.show({
    icon: 'loading',
    content: i18n.t('upload.uploading'),
    duration: 0,
    maskClickable: false,
  });
  try {
    const answer = await call(COMMON_API.upload, form, {
      headers: uid === null ? {} : { Authorization: String(uid) },
    });
    loading.close();
    return answer.data;
  } catch (error) {
    // A refusal or a network failure replaced the indicator with its own toast; leave that one.
    const toasted = (error instanceof ApiError && error.code !== CODE.UNAUTHORIZED) || error instanceof NetworkError;
    if (!toasted) loading.close();
    throw error;
  }
}
