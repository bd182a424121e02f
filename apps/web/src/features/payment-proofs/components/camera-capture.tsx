import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  AspectRatio,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { IconCamera, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  canUseCameraStream,
  captureFrame,
  openRearCamera,
  stopStream,
} from '../utils/capture-photo';

interface CameraCaptureProps {
  /** The photo taken (JPEG from the stream, or what the phone's camera app gave). */
  onCapture: (photo: Blob) => void;
}

/**
 * The capture screen: the rear camera's live picture and a button that keeps the frame as a
 * JPEG. Without getUserMedia (an older browser, a page not served securely) the phone's own
 * camera opens through `<input type="file" capture="environment">`.
 */
export function CameraCapture({ onCapture }: CameraCaptureProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [streaming] = useState(canUseCameraStream);
  const [state, setState] = useState<'starting' | 'live' | 'error'>('starting');

  useEffect(() => {
    if (!streaming) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    openRearCamera()
      .then((opened) => {
        if (cancelled) {
          stopStream(opened);
          return;
        }
        stream = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play().catch(() => undefined);
        }
        setState('live');
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      stopStream(stream);
    };
  }, [streaming]);

  async function capture() {
    if (!video.current) return;
    try {
      onCapture(await captureFrame(video.current));
    } catch {
      setState('error');
    }
  }

  if (!streaming || state === 'error') {
    return (
      <Stack>
        {state === 'error' && (
          <Alert color="red" role="alert">
            {t('paymentProofs.camera.error')}
          </Alert>
        )}
        <FileButton
          accept="image/*"
          capture="environment"
          onChange={(file) => file && onCapture(file)}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={16} aria-hidden />}>
              {t('paymentProofs.camera.fallback')}
            </Button>
          )}
        </FileButton>
      </Stack>
    );
  }

  return (
    <Stack>
      <AspectRatio ratio={4 / 3} maw="100%">
        <Box bg="dark.8" style={{ borderRadius: 8, overflow: 'hidden', position: 'relative' }}>
          <video
            ref={video}
            aria-label={t('paymentProofs.camera.preview')}
            playsInline
            muted
            autoPlay
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {state === 'starting' && (
            <Group justify="center" style={{ position: 'absolute', inset: 0 }}>
              <Loader color="white" size="sm" />
              <Text c="white" size="sm">
                {t('paymentProofs.camera.starting')}
              </Text>
            </Group>
          )}
        </Box>
      </AspectRatio>
      <Button
        leftSection={<IconCamera size={16} aria-hidden />}
        onClick={() => void capture()}
        disabled={state !== 'live'}
      >
        {t('paymentProofs.camera.capture')}
      </Button>
    </Stack>
  );
}

export function RetakeButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onClick}>
      {t('paymentProofs.camera.retake')}
    </Button>
  );
}
