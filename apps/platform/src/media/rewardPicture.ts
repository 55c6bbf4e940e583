import { createHash } from 'node:crypto';
import type { VendorIcon } from './vendorIcon';

/** Where the platform serves the points mall's reward pictures: `<prefix><picture>.svg`. */
export const rewardPicturePrefix = '/wps/media/reward/';

const size = 240;

/** Each picture: its title (the SVG's accessible name), background colours and the drawing on top. */
const pictures: Record<string, { title: string; from: string; to: string; art: string }> = {
  'free-spins': {
    title: 'Free spins',
    from: '#5b2a86',
    to: '#9a48d0',
    art:
      '<rect x="50" y="70" width="140" height="100" rx="14" fill="#f6e7ff"/>' +
      '<rect x="62" y="84" width="36" height="72" rx="6" fill="#fff"/><rect x="102" y="84" width="36" height="72" rx="6" fill="#fff"/>' +
      '<rect x="142" y="84" width="36" height="72" rx="6" fill="#fff"/>' +
      '<text x="80" y="132" font-size="34" text-anchor="middle" fill="#d62828" font-family="sans-serif" font-weight="700">7</text>' +
      '<text x="120" y="132" font-size="34" text-anchor="middle" fill="#d62828" font-family="sans-serif" font-weight="700">7</text>' +
      '<text x="160" y="132" font-size="34" text-anchor="middle" fill="#d62828" font-family="sans-serif" font-weight="700">7</text>' +
      '<rect x="194" y="86" width="8" height="50" rx="4" fill="#f6e7ff"/><circle cx="198" cy="82" r="9" fill="#ffd166"/>',
  },
  'bonus-cash': {
    title: 'Bonus credit',
    from: '#1b7f5a',
    to: '#38b000',
    art:
      '<rect x="44" y="86" width="152" height="80" rx="10" fill="#d8f3dc" transform="rotate(-8 120 126)"/>' +
      '<rect x="44" y="80" width="152" height="80" rx="10" fill="#b7e4c7"/>' +
      '<circle cx="120" cy="120" r="26" fill="#2d6a4f"/>' +
      '<text x="120" y="131" font-size="30" text-anchor="middle" fill="#d8f3dc" font-family="sans-serif" font-weight="700">$</text>' +
      '<circle cx="66" cy="120" r="6" fill="#2d6a4f"/><circle cx="174" cy="120" r="6" fill="#2d6a4f"/>',
  },
  'rebate-voucher': {
    title: 'Rebate voucher',
    from: '#b5179e',
    to: '#f72585',
    art:
      '<path d="M46 80h148v24a16 16 0 0 0 0 32v24H46v-24a16 16 0 0 0 0-32z" fill="#fff0f6"/>' +
      '<line x1="150" y1="86" x2="150" y2="154" stroke="#f72585" stroke-width="3" stroke-dasharray="6 6"/>' +
      '<text x="98" y="132" font-size="34" text-anchor="middle" fill="#b5179e" font-family="sans-serif" font-weight="700">%</text>',
  },
  'vip-pass': {
    title: 'VIP pass',
    from: '#14213d',
    to: '#3a506b',
    art:
      '<rect x="52" y="66" width="136" height="108" rx="12" fill="#fca311"/>' +
      '<path d="M84 104l14 16 22-28 22 28 14-16-6 38H90z" fill="#14213d"/>' +
      '<rect x="90" y="148" width="60" height="8" rx="4" fill="#14213d"/>',
  },
  headphones: {
    title: 'Headphones',
    from: '#0f4c75',
    to: '#3282b8',
    art:
      '<path d="M64 136v-16a56 56 0 0 1 112 0v16" fill="none" stroke="#e7f2f8" stroke-width="12" stroke-linecap="round"/>' +
      '<rect x="50" y="126" width="34" height="54" rx="12" fill="#1b262c"/><rect x="156" y="126" width="34" height="54" rx="12" fill="#1b262c"/>' +
      '<rect x="58" y="136" width="18" height="34" rx="6" fill="#bbe1fa"/><rect x="164" y="136" width="18" height="34" rx="6" fill="#bbe1fa"/>',
  },
  smartwatch: {
    title: 'Smart watch',
    from: '#2b2d42',
    to: '#8d99ae',
    art:
      '<rect x="96" y="40" width="48" height="160" rx="14" fill="#1d1e2c"/>' +
      '<rect x="76" y="78" width="88" height="88" rx="22" fill="#edf2f4"/><rect x="86" y="88" width="68" height="68" rx="16" fill="#2b2d42"/>' +
      '<path d="M120 102v22l14 8" stroke="#ef233c" stroke-width="5" fill="none" stroke-linecap="round"/>',
  },
  jersey: {
    title: 'Football jersey',
    from: '#9d0208',
    to: '#e85d04',
    art:
      '<path d="M92 56l-44 22 14 36 18-8v80h80v-80l18 8 14-36-44-22c-4 12-14 18-28 18s-24-6-28-18z" fill="#fefae0"/>' +
      '<text x="120" y="156" font-size="44" text-anchor="middle" fill="#9d0208" font-family="sans-serif" font-weight="700">10</text>',
  },
  tumbler: {
    title: 'Travel tumbler',
    from: '#386641',
    to: '#6a994e',
    art:
      '<rect x="88" y="50" width="64" height="16" rx="6" fill="#1b1b1b"/><path d="M86 66h68l-8 124H94z" fill="#f2e8cf"/>' +
      '<rect x="92" y="100" width="56" height="26" fill="#bc4749"/>',
  },
};

/** Whether the platform draws a reward picture of this name. */
export const isRewardPicture = (name: string) => Object.hasOwn(pictures, name);

/** The names of the drawn pictures, for the seed. */
export const rewardPictures = Object.keys(pictures);

/** A reward's picture as the platform draws it (no third-party art): the object on a two-colour background. */
export function rewardPicture(name: string): VendorIcon {
  const picture = pictures[name];
  if (!picture) throw new Error(`no reward picture ${name}`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240" role="img">` +
    `<title>${picture.title}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${picture.from}"/>` +
    `<stop offset="1" stop-color="${picture.to}"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="24" fill="url(#g)"/>${picture.art}</svg>`;
  return { svg, digest: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
}
