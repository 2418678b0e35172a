import { ApiError } from '../../lib/api.js';

/**
 * Sends one photo as multipart/form-data and reports how much of it has gone. XMLHttpRequest rather than the app's
 * fetch wrapper: fetch cannot report upload progress. Failures throw the same ApiError the wrapper throws, so the
 * server's message reaches the owner the same way. `Answer` is the call's 201 body (a business's or a review's photos).
 */
export function uploadPhoto<Answer>(path: string, file: File, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as Answer);
      else reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, '', 'The connection failed'));
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
