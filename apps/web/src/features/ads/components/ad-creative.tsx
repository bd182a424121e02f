import { Box, Group, Image, Stack, Text } from '@mantine/core';
import type { AdDto } from '@tontine/contracts';

/** An ad's image, title, subtitle and brand, as every format shows them. */
export function AdCreative({ ad, imageSize = 64 }: { ad: AdDto; imageSize?: number }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" miw={0}>
      {ad.image_url && (
        <Image src={ad.image_url} alt="" w={imageSize} h={imageSize} radius="sm" fit="cover" />
      )}
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text fw={700} lineClamp={2}>
          {ad.title}
        </Text>
        {ad.subtitle && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {ad.subtitle}
          </Text>
        )}
        {ad.brand && (
          <Box>
            <Text size="xs" fw={600} c="dimmed">
              {ad.brand}
            </Text>
          </Box>
        )}
      </Stack>
    </Group>
  );
}
