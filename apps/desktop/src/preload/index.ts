import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  AD_IMAGE_UPLOAD_CHANNEL,
  DESKTOP_CHANNELS,
  DESKTOP_EVENTS,
  type AdImageUploadBridge,
  type DesktopBridge,
  type ExportProgress,
} from '@tontine/contracts';

/**
 * The console's only door to the desktop: one function per operation, each a single invoke on
 * its channel (the export also listens to its own progress events while it runs).
 * ipcRenderer itself never reaches the page.
 */
const bridge: DesktopBridge & AdImageUploadBridge = {
  apiBaseUrl: () => ipcRenderer.invoke(DESKTOP_CHANNELS.apiBaseUrl),
  request: (request) => ipcRenderer.invoke(DESKTOP_CHANNELS.request, request),
  signIn: (email, password, otp) =>
    ipcRenderer.invoke(DESKTOP_CHANNELS.signIn, email, password, otp),
  signOut: () => ipcRenderer.invoke(DESKTOP_CHANNELS.signOut),
  async exportData(source, onProgress) {
    // The id ties main's progress events to this export; the callback never crosses the IPC.
    const exportId = crypto.randomUUID();
    const listener = (_event: IpcRendererEvent, progress: ExportProgress) => {
      if (progress.exportId === exportId) onProgress?.(progress);
    };
    ipcRenderer.on(DESKTOP_EVENTS.exportProgress, listener);
    try {
      return await ipcRenderer.invoke(DESKTOP_CHANNELS.exportData, exportId, source);
    } finally {
      ipcRenderer.removeListener(DESKTOP_EVENTS.exportProgress, listener);
    }
  },
  notify: (title, body) => ipcRenderer.invoke(DESKTOP_CHANNELS.notify, title, body),
  uploadAdImage: (bytes, fileName) => ipcRenderer.invoke(AD_IMAGE_UPLOAD_CHANNEL, bytes, fileName),
};

contextBridge.exposeInMainWorld('desktop', bridge);
