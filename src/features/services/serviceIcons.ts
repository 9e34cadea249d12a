import type { IconName } from '../../common/components/Icon/iconNames';
import type { ServiceIcon } from '../../content/services';

export const serviceIcons: Record<ServiceIcon, IconName> = {
  palette: 'palette',
  calendar: 'calendar-event',
  speakerphone: 'speakerphone',
  chart: 'chart-arrows-vertical',
};
