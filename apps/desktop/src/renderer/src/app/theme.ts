import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  // A person who asked their system for less motion gets dialogs and menus without their
  // slide and fade (WCAG 2.3.3).
  respectReducedMotion: true,
});
