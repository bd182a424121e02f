import { Box, Code, Group, Stack } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { CopyTextButton } from './copy-text-button';

/**
 * An address as a phone's wallet app scans it (a QR code of the plain address, which every
 * wallet reads whatever the network) and as text to copy, wrapped so it never runs off a phone.
 */
export function AddressQr({
  address,
  qrLabel,
  copyLabel,
}: {
  address: string;
  qrLabel: string;
  copyLabel: string;
}) {
  return (
    <Stack align="center" gap="sm">
      <Box p="sm" bg="white" style={{ borderRadius: 8, lineHeight: 0 }}>
        <QRCodeSVG value={address} size={184} level="M" role="img" aria-label={qrLabel} />
      </Box>
      <Group gap={4} wrap="nowrap" maw="100%">
        <Code style={{ wordBreak: 'break-all' }} data-testid="qr-address">
          {address}
        </Code>
        <CopyTextButton value={address} label={copyLabel} />
      </Group>
    </Stack>
  );
}
