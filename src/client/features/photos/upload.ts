// One photo sent to the album. XMLHttpRequest rather than fetch: only it reports how much of the
// body has gone, which each photo's progress bar shows. One request per photo, so each has its own
// progress, its own refusal and its own retry.
import { PHOTO_FIELD, type PhotoView } from "../../../shared/photos.ts";

/** A refusal in the server's words (in the page's language), or none when the request never got an answer. */
export class UploadFailed extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? "The upload did not reach the server");
    this.name = "UploadFailed";
  }
}

function refusal(xhr: XMLHttpRequest): string | undefined {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's page): the status text says what little is known.
  }
  return xhr.statusText || `${xhr.status}`;
}

export interface PhotoUpload {
  done: Promise<PhotoView[]>;
  abort: () => void;
}

/** `onSent` gets the share of the body sent so far, 0 to 1 (1 once the server has it all and is working). */
export function uploadPhoto(
  hangId: string,
  file: File,
  proof: Record<string, string>,
  onSent: (share: number) => void,
): PhotoUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<PhotoView[]>((resolve, reject) => {
    xhr.open("POST", `/api/hangs/${hangId}/photos`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    // The refusals come back in the page's language.
    xhr.setRequestHeader("Accept-Language", document.documentElement.lang || "en");
    for (const [name, value] of Object.entries(proof)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total);
    };
    xhr.upload.onload = () => onSent(1);
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as PhotoView[]);
        } catch {
          reject(new UploadFailed(undefined));
        }
      } else reject(new UploadFailed(refusal(xhr)));
    };
    xhr.onerror = () => reject(new UploadFailed(undefined));
    xhr.onabort = () => reject(new UploadFailed(undefined));
    const body = new FormData();
    body.append(PHOTO_FIELD, file);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
