/**
 * Every raster image of the site, as `<picture>` takes it: AVIF and WebP srcsets at several widths,
 * and the fallback `<img>` with its intrinsic size for width/height attributes (no layout shift).
 * The variants are encoded once by `npm run images:variants` and committed (public/assets/, listed
 * in ./imageVariants.ts; scripts/images/variants.ts), so a build only copies them. To
 * replace an image, drop a new file at the same path under src/assets/images/ (at least as wide
 * as its widest variant) and run `npm run images:variants`.
 */
import * as pictures from './imageVariants';

export type Picture = typeof pictures.hero;

export const images = {
  hero: pictures.hero,
  founders: { aarav: pictures.foundersAaravDeshpande, meera: pictures.foundersMeeraIyer },
  services: {
    graphic: pictures.servicesGraphicDesign,
    events: pictures.servicesEventManagement,
    publicity: pictures.servicesPublicitySolutions,
    digital: pictures.servicesDigitalMarketing,
  },
  projects: {
    1: pictures.projectsProject01,
    2: pictures.projectsProject02,
    3: pictures.projectsProject03,
    4: pictures.projectsProject04,
    5: pictures.projectsProject05,
    6: pictures.projectsProject06,
    7: pictures.projectsProject07,
    8: pictures.projectsProject08,
    10: pictures.projectsProject10,
    11: pictures.projectsProject11,
    12: pictures.projectsProject12,
    13: pictures.projectsProject13,
    14: pictures.projectsProject14,
    15: pictures.projectsProject15,
    16: pictures.projectsProject16,
  } as Record<number, Picture>,
};
