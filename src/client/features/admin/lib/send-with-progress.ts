// Uploads report how much has been sent (ADR 026): fetch cannot tell, XMLHttpRequest's upload events can. The
// answer and its errors are the same as apiRequest's (src/client/lib/api.ts), so callers handle them as before.
import { ApiError } from '../../../lib/api';

/** Per cent of the body sent, 0 to 100. */
export type OnProgress = (percent: number) => void;

export function sendWithProgress<T>(method: string, url: string, body: FormData, onProgress: OnProgress): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T);
      } catch (error) {
        reject(error);
      }
    };
    // As fetch does, a request that never got an answer is a TypeError: 'Could not reach the server'.
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new TypeError('Network request aborted'));
    onProgress(0);
    request.send(body);
  });
}
