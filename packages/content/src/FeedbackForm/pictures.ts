import { feedbackImageKind, feedbackImageMime, feedbackRules } from '@lobby/contract';

/** A picture the player attached: its file name, its bytes as the data URL the platform takes, and a list key. */
export interface Picture {
  key: string;
  name: string;
  dataUrl: string;
}

let pictureCount = 0;

/** Why a chosen file was not attached, with its name: each is told apart next to the pictures field. */
export type PictureRefusal = { reason: 'wrongType' | 'tooBig' | 'tooMany' | 'unreadable'; name: string };

function read<T extends 'arrayBuffer' | 'dataUrl'>(
  blob: Blob,
  as: T,
): Promise<T extends 'arrayBuffer' ? ArrayBuffer : string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T extends 'arrayBuffer' ? ArrayBuffer : string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    if (as === 'arrayBuffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

/**
 * Reads a chosen file as a feedback picture, or says why it cannot be one: over 5 MB (not read at all), not a PNG or
 * JPEG by its first bytes (whatever its name or type claims, as the platform judges), or unreadable. The data URL
 * names the format the bytes are, so the platform's check that a picture is what it claims always agrees.
 */
export async function readPicture(file: File): Promise<Picture | PictureRefusal> {
  const { name } = file;
  if (file.size > feedbackRules.maxImageBytes) return { reason: 'tooBig', name };
  try {
    const kind = feedbackImageKind(new Uint8Array(await read(file.slice(0, 16), 'arrayBuffer')));
    if (!kind) return { reason: 'wrongType', name };
    const dataUrl = await read(file, 'dataUrl');
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    pictureCount += 1;
    return { key: `picture-${pictureCount}`, name, dataUrl: `data:${feedbackImageMime[kind]};base64,${base64}` };
  } catch {
    return { reason: 'unreadable', name };
  }
}

/**
 * Adds the chosen files to the pictures already attached, in order, up to the limit: each file is attached or
 * refused with its reason (a file beyond the third is refused as one too many, without being read).
 */
export async function addPictures(
  attached: readonly Picture[],
  files: readonly File[],
): Promise<{ added: Picture[]; refused: PictureRefusal[] }> {
  const added: Picture[] = [];
  const refused: PictureRefusal[] = [];
  for (const file of files) {
    if (attached.length + added.length >= feedbackRules.maxImages) {
      refused.push({ reason: 'tooMany', name: file.name });
      continue;
    }
    const result = await readPicture(file);
    if ('reason' in result) refused.push(result);
    else added.push(result);
  }
  return { added, refused };
}
