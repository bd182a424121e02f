import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_CHANNELS, type DesktopBridge } from '@tontine/contracts';

/**
 * The console's only door to the desktop: one function per operation, each a single invoke on
 * its channel. ipcRenderer itself never reaches the page.
 */
const bridge: DesktopBridge = {
  apiBaseUrl: () => ipcRenderer.invoke(DESKTOP_CHANNELS.apiBaseUrl),
  request: (request) => ipcRenderer.invoke(DESKTOP_CHANNELS.request, request),
  signIn: (email, password, otp) =>
    ipcRenderer.invoke(DESKTOP_CHANNELS.signIn, email, password, otp),
  signOut: () => ipcRenderer.invoke(DESKTOP_CHANNELS.signOut),
  saveCsv: (kind, csv) => ipcRenderer.invoke(DESKTOP_CHANNELS.saveCsv, kind, csv),
  notify: (title, body) => ipcRenderer.invoke(DESKTOP_CHANNELS.notify, title, body),
};

contextBridge.exposeInMainWorld('desktop', bridge);
