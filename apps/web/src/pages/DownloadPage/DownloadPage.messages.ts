import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '@lobby/i18n';

export const downloadPageMessages = defineMessages<{
  appName: { brand: string };
  scan: NoValues;
  scanNoApp: { brand: string };
  downloads: NoValues;
  ios: NoValues;
  iosHint: NoValues;
  android: NoValues;
  androidHint: NoValues;
  noApps: { brand: string };
}>({
  appName: { id: 'web.DownloadPage.appName', defaultMessage: '{brand} app' },
  scan: {
    id: 'web.DownloadPage.scan',
    defaultMessage: "Point your phone's camera at the code and open the link it shows to get the app.",
  },
  scanNoApp: {
    id: 'web.DownloadPage.scanNoApp',
    defaultMessage: "Point your phone's camera at the code to open {brand} on your phone.",
  },
  downloads: { id: 'web.DownloadPage.downloads', defaultMessage: 'Download to your phone' },
  ios: { id: 'web.DownloadPage.ios', defaultMessage: 'Download for iOS' },
  iosHint: {
    id: 'web.DownloadPage.iosHint',
    defaultMessage: 'Installs a configuration profile: open Settings, tap Profile Downloaded, then Install.',
  },
  android: { id: 'web.DownloadPage.android', defaultMessage: 'Download for Android' },
  androidHint: {
    id: 'web.DownloadPage.androidHint',
    defaultMessage:
      'Open the downloaded file to install the app. Your phone may ask you to allow apps from this source.',
  },
  noApps: {
    id: 'web.DownloadPage.noApps',
    defaultMessage:
      '{brand} has no app to download yet. The code opens the site on your phone: add it to your home screen to come back in one tap.',
  },
});
