/**
 * Every icon the site draws, by its Tabler name (https://tabler.io/icons); `-filled` picks the
 * filled drawing. Each is drawn once per page, in the sprite the build puts at the top of every
 * page's body (scripts/build/iconSprite.ts); `<Icon name>` refers to it. A new icon needs its name
 * here.
 */
export const iconNames = [
  'alert-triangle',
  'arrow-left',
  'arrow-right',
  'arrow-up',
  'arrow-up-right',
  'arrows-maximize',
  'brand-facebook',
  'brand-instagram',
  'brand-linkedin',
  'brand-whatsapp',
  'brand-x',
  'award',
  'bulb',
  'calendar-event',
  'chart-arrows-vertical',
  'chevron-left',
  'chevron-right',
  'check',
  'circle-check',
  'clock',
  'eye',
  'flame',
  'layout-grid',
  'mail',
  'palette',
  'map-pin',
  'moon',
  'phone',
  'photo-search',
  'player-pause',
  'player-pause-filled',
  'player-play',
  'player-play-filled',
  'quote',
  'refresh',
  'speakerphone',
  'star-filled',
  'sun',
  'target',
  'users',
  'x',
  'zoom-in',
  'zoom-out',
] as const;

export type IconName = (typeof iconNames)[number];

/** The id of an icon's `<symbol>` in the sprite. */
export const iconId = (name: IconName) => `icon-${name}`;
