import { endpoints, feedbackImageKind, feedbackRules, feedbackTextLength, isFeedbackType } from '@lobby/contract';
import type { Hono } from 'hono';
import { feedback } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';

/** Three 5 MB images as Base64 data URLs (4/3 larger) plus the text and JSON around them. */
export const feedbackBodyLimit = Math.ceil((feedbackRules.maxImages * feedbackRules.maxImageBytes * 4) / 3) + 64 * 1024;

const dataUrlPattern = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decodes a png/jpeg data URL and checks its size and magic bytes; throws a validation error naming the field. */
export function checkImage(dataUrl: string, field: string): void {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) throw apiErrors.validation(`Field "${field}" must be a PNG or JPEG image as a Base64 data URL.`, field);
  const [, declared, data = ''] = match;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const bytes = (data.length * 3) / 4 - padding;
  if (bytes > feedbackRules.maxImageBytes) {
    throw apiErrors.validation(`Field "${field}" is larger than 5 MB.`, field);
  }
  const kind = declared === 'png' ? 'png' : 'jpeg';
  if (feedbackImageKind(Buffer.from(data.slice(0, 16), 'base64')) !== kind) {
    throw apiErrors.validation(
      `Field "${field}" is not the ${kind === 'png' ? 'PNG' : 'JPEG'} image it claims.`,
      field,
    );
  }
}

/**
 * The text as the player's form accepts it (`feedbackRules`, shared with the client): between 10 and 140 characters
 * once trimmed. Returns the trimmed text.
 */
export function checkContent(raw: string): string {
  const content = raw.trim();
  const length = feedbackTextLength(content);
  if (length === 0) throw apiErrors.validation('Field "content" must not be empty.', 'content');
  if (length < feedbackRules.minChars) {
    throw apiErrors.validation(`Field "content" is shorter than ${feedbackRules.minChars} characters.`, 'content');
  }
  if (length > feedbackRules.maxChars) {
    throw apiErrors.validation(`Field "content" is longer than ${feedbackRules.maxChars} characters.`, 'content');
  }
  return content;
}

export function feedbackRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(
    app,
    table,
    endpoints.feedback,
    async (c, { body, merchant, ip }) => {
      const { platform } = c.var;
      const content = checkContent(body.content);
      const type = body.type ?? feedbackRules.types[0];
      if (!isFeedbackType(type)) {
        throw apiErrors.validation(`Field "type" must be one of ${feedbackRules.types.join(', ')}.`, 'type');
      }
      const images = [
        ...(body.file ? [{ field: 'file', url: body.file }] : []),
        ...(body.files ?? []).map((url, index) => ({ field: `files.${index}`, url })),
      ];
      if (images.length > feedbackRules.maxImages) {
        throw apiErrors.validation(`At most ${feedbackRules.maxImages} images may be attached.`, 'files');
      }
      for (const image of images) checkImage(image.url, image.field);

      await platform.db.insert(feedback).values({
        merchantId: merchant.id,
        sender: body.sender?.trim().slice(0, 64) || null,
        type,
        content,
        images: images.map((image) => image.url),
        ip,
      });
      return null;
    },
    { maxBodyBytes: feedbackBodyLimit, limitFirst: 'feedbackPerIp' },
  );
}
