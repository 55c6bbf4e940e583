import { createHash } from 'node:crypto';
import type { VendorIcon } from './vendorIcon';

/** Where the platform serves the avatars a member chooses from: `<prefix><n>.svg`, and `default.svg` before a choice. */
export const avatarPrefix = '/wps/media/avatar/';

/** How many avatars a member chooses from (the site config's `gw.PROFILE_ICON_COUNT`): `"1"` to `"7"`. */
export const profileIconCount = 7;

/** The avatar of a member who has chosen none. */
export const defaultAvatar = 'default';

/** Whether `icon` names an avatar the platform draws: `default` or `1`..`profileIconCount`. */
export function isAvatar(icon: string): boolean {
  if (icon === defaultAvatar) return true;
  const n = Number(icon);
  return /^[1-9]\d?$/.test(icon) && n >= 1 && n <= profileIconCount;
}

const size = 96;

/** Background, skin, hair and shirt of each avatar; every background dark enough to frame the light face. */
const looks: ReadonlyArray<{
  name: string;
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  hat?: string;
}> = [
  { name: 'Avatar 1', background: '#1f5f8b', skin: '#f2c9a0', hair: '#3b2a20', shirt: '#f4a259' },
  { name: 'Avatar 2', background: '#6a2c70', skin: '#e0ac7e', hair: '#141414', shirt: '#52b69a' },
  { name: 'Avatar 3', background: '#2d6a4f', skin: '#c68a5b', hair: '#5a3825', shirt: '#f9c74f', hat: '#d62828' },
  { name: 'Avatar 4', background: '#9d0208', skin: '#f5d0b0', hair: '#e9c46a', shirt: '#264653' },
  { name: 'Avatar 5', background: '#3a0ca3', skin: '#8d5a3b', hair: '#1b1b1b', shirt: '#ff8fab' },
  { name: 'Avatar 6', background: '#005f73', skin: '#eebb99', hair: '#9b2226', shirt: '#e9d8a6', hat: '#0a9396' },
  { name: 'Avatar 7', background: '#463f3a', skin: '#d4a373', hair: '#6f4518', shirt: '#8ecae6' },
];

/**
 * An avatar as the platform draws it (no third-party art): a head and shoulders in the avatar's own colours on a round
 * background; the long-haired ones (even numbers) with hair to the shoulders, some with a cap. `default` is a plain
 * grey silhouette.
 */
export function avatarDrawing(icon: string): VendorIcon {
  const look = icon === defaultAvatar ? undefined : looks[Number(icon) - 1];
  const background = look?.background ?? '#5c6670';
  const skin = look?.skin ?? '#c9d1d9';
  const shirt = look?.shirt ?? '#c9d1d9';
  const title = look?.name ?? 'Avatar';
  const longHair = look !== undefined && Number(icon) % 2 === 0;
  const parts = [
    `<circle cx="48" cy="48" r="48" fill="${background}"/>`,
    `<path d="M14 96c2-20 16-30 34-30s32 10 34 30z" fill="${shirt}"/>`,
    look && longHair ? `<path d="M26 40c0-18 10-26 22-26s22 8 22 26v24H26z" fill="${look.hair}"/>` : '',
    `<circle cx="48" cy="42" r="18" fill="${skin}"/>`,
    look ? `<path d="M30 38c0-12 8-18 18-18s18 6 18 18c-6-6-12-8-18-8s-12 2-18 8z" fill="${look.hair}"/>` : '',
    look?.hat
      ? `<path d="M28 32c2-12 10-16 20-16s18 4 20 16z" fill="${look.hat}"/><rect x="44" y="30" width="30" height="5" rx="2" fill="${look.hat}"/>`
      : '',
    look ? `<circle cx="41" cy="44" r="2" fill="#1b1b1b"/><circle cx="55" cy="44" r="2" fill="#1b1b1b"/>` : '',
    look ? `<path d="M42 51q6 5 12 0" stroke="#1b1b1b" stroke-width="2" fill="none" stroke-linecap="round"/>` : '',
  ];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96" role="img">` +
    `<title>${title}</title>${parts.join('')}</svg>`;
  return { svg, digest: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}
