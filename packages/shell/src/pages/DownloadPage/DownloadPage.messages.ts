import { defineMessages } from '@lobby/i18n/react';
import type { NoValues } from '../../i18nTypes';

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
  appName: { id: 'shell.DownloadPage.appName', defaultMessage: '{brand} app' },
  scan: {
    id: 'shell.DownloadPage.scan',
    defaultMessage: "Point your phone's camera at the code and open the link it shows to get the app.",
  },
  scanNoApp: {
    id: 'shell.DownloadPage.scanNoApp',
    defaultMessage: "Point your phone's camera at the code to open {brand} on your phone.",
  },
  downloads: { id: 'shell.DownloadPage.downloads', defaultMessage: 'Download to your phone' },
  ios: { id: 'shell.DownloadPage.ios', defaultMessage: 'Download for iOS' },
  iosHint: {
    id: 'shell.DownloadPage.iosHint',
    defaultMessage: 'Installs a configuration profile: open Settings, tap Profile Downloaded, then Install.',
  },
  android: { id: 'shell.DownloadPage.android', defaultMessage: 'Download for Android' },
  androidHint: {
    id: 'shell.DownloadPage.androidHint',
    defaultMessage:
      'Open the downloaded file to install the app. Your phone may ask you to allow apps from this source.',
  },
  noApps: {
    id: 'shell.DownloadPage.noApps',
    defaultMessage:
      '{brand} has no app to download yet. The code opens the site on your phone: add it to your home screen to come back in one tap.',
  },
});
