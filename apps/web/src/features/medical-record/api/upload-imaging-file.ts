import { errorMessages } from '@portal/contracts';
import { ApiRequestError, failed } from '@portal/ui/api';
import { UPLOAD_TIMEOUT_MS } from '@portal/ui/upload';

/**
 * POST .../agfa/files — one file per request (multipart field `file`, as the portal's uploader sends each
 * queued file), with its progress (0–1). A timeout or an abort ends as 408 (spec part 1 §8 "Uploader
 * timeout or abort reports status 408"); the server's refusal as its ApiRequestError.
 */
export function uploadImagingFile(path: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<unknown> {
  const call = { method: 'POST' as const, path };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-portal-client', '1');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const timedOut = () => reject(failed(new ApiRequestError(408, { errorCode: 'REQUEST_TIMEOUT', message: errorMessages.REQUEST_TIMEOUT }), call));
    xhr.ontimeout = timedOut;
    xhr.onabort = timedOut;
    xhr.onerror = () => reject(failed(new ApiRequestError(0, null), call));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data);
        return;
      }
      const body = data && typeof data === 'object' && 'errorCode' in data ? (data as ConstructorParameters<typeof ApiRequestError>[1]) : null;
      reject(failed(new ApiRequestError(xhr.status, body), call));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
