import { PROOF_PHOTO_JPEG_QUALITY } from '@tontine/contracts';

/** Whether the browser can open a camera stream (secure origin and a media-devices API). */
export function canUseCameraStream(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** The rear camera when there is one, any camera otherwise. */
export function openRearCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The frame the video shows now, as a JPEG at PROOF_PHOTO_JPEG_QUALITY. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 1280;
  canvas.height = video.videoHeight || 720;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d context'));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))),
      'image/jpeg',
      PROOF_PHOTO_JPEG_QUALITY,
    );
  });
}

/** A name for a photo taken in the app: `recu-2026-11-24-2010.jpg`. */
export function photoFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `recu-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}.jpg`;
}
