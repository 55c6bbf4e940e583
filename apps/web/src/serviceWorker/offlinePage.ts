// The offline page's script (`/offline.js`), built by scripts/serviceWorker.mjs. The page holds its copy in each of
// the brand's languages, the default one shown; this shows the one the player chose (`hisLang`) instead, and makes
// each "try again" load the address again.
import { readStorage, storageKeys } from '@lobby/storage';

const versions = [...document.querySelectorAll<HTMLElement>('[data-language]')];
const chosen = versions.find((version) => version.dataset.language === readStorage(storageKeys.hisLang));
if (chosen) {
  for (const version of versions) version.hidden = version !== chosen;
  document.documentElement.lang = chosen.lang;
  document.documentElement.dir = chosen.dir;
}
for (const retry of document.querySelectorAll('[data-retry]')) {
  retry.addEventListener('click', () => location.reload());
}
