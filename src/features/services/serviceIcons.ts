import { IconCalendarEvent, IconChartArrowsVertical, IconPalette, IconSpeakerphone } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { ServiceIcon } from '../../content/services';

export const serviceIcons: Record<ServiceIcon, ComponentType<{ size?: number }>> = {
  palette: IconPalette,
  calendar: IconCalendarEvent,
  speakerphone: IconSpeakerphone,
  chart: IconChartArrowsVertical,
};
