import { endpoints } from '@lobby/contract';
import type { Hono } from 'hono';
import { feedback } from '../db/schema';
import type { PlatformEnv } from '../http/env';
import { apiErrors } from '../http/errors';
import { route, type RouteTable } from '../http/route';

export const feedbackLimits = {
  contentMax: 2000,
  images: 3,
  imageBytes: 5 * 1024 * 1024,
} as const;

/** Three 5 MB images as Base64 data URLs (4/3 larger) plus the text and JSON around them. */
export const feedbackBodyLimit = Math.ceil((feedbackLimits.images * feedbackLimits.imageBytes * 4) / 3) + 64 * 1024;

const dataUrlPattern = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decodes a png/jpeg data URL and checks its size and magic bytes; throws a validation error naming the field. */
export function checkImage(dataUrl: string, field: string): void {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) throw apiErrors.validation(`Field "${field}" must be a PNG or JPEG image as a Base64 data URL.`, field);
  const [, kind, data = ''] = match;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  const bytes = (data.length * 3) / 4 - padding;
  if (bytes > feedbackLimits.imageBytes) {
    throw apiErrors.validation(`Field "${field}" is larger than 5 MB.`, field);
  }
  const head = Buffer.from(data.slice(0, 16), 'base64');
  const png = head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47;
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (kind === 'png' ? !png : !jpeg) {
    throw apiErrors.validation(
      `Field "${field}" is not the ${kind === 'png' ? 'PNG' : 'JPEG'} image it claims.`,
      field,
    );
  }
}

export function feedbackRoutes(app: Hono<PlatformEnv>, table: RouteTable): void {
  route(
    app,
    table,
    endpoints.feedback,
    async (c, { body, merchant, ip }) => {
      const { platform } = c.var;
      const content = body.content.trim();
      if (!content) throw apiErrors.validation('Field "content" must not be empty.', 'content');
      if (content.length > feedbackLimits.contentMax) {
        throw apiErrors.validation(
          `Field "content" is longer than ${feedbackLimits.contentMax} characters.`,
          'content',
        );
      }
      const type = body.type ?? 0;
      if (!Number.isInteger(type) || type < 0 || type > 99) {
        throw apiErrors.validation('Field "type" must be a whole number from 0 to 99.', 'type');
      }
      const images = [
        ...(body.file ? [{ field: 'file', url: body.file }] : []),
        ...(body.files ?? []).map((url, index) => ({ field: `files.${index}`, url })),
      ];
      if (images.length > feedbackLimits.images) {
        throw apiErrors.validation(`At most ${feedbackLimits.images} images may be attached.`, 'files');
      }
      for (const image of images) checkImage(image.url, image.field);

      const verdict = platform.limits.feedbackPerIp.hit(ip);
      if (!verdict.allowed) throw apiErrors.tooManyRequests(verdict.retryAfterMs);

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
    { maxBodyBytes: feedbackBodyLimit },
  );
}
