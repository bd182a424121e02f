import type { UseFormReturnType } from '@mantine/form';
import type { UserSettings } from '@tontine/contracts';

export type SettingsForm = UseFormReturnType<UserSettings>;
