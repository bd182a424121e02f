import type { MantineColor } from '@mantine/core';

/**
 * The colour of a score wherever it shows: green from 80, yellow from 50, red below, grey
 * before any score (a newcomer is not a bad payer).
 */
export function standingColor(score: number | null): MantineColor {
  if (score === null) return 'gray';
  if (score >= 80) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/**
 * The text on a light tint: the darkest shade, as app/contrast.css sets for the other colours
 * (yellow's own light text would read at under 2:1 on its tint).
 */
export function standingTextColor(score: number | null): string | undefined {
  return standingColor(score) === 'yellow' ? 'yellow.9' : undefined;
}
