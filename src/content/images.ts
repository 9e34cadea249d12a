/**
 * Every raster image of the site, run through vite-imagetools at build time: AVIF and WebP at
 * several widths, with the intrinsic size for width/height attributes (no layout shift). To
 * replace an image, drop a new file at the same path (any size at least as wide as the largest
 * width below) and rebuild.
 */
import hero from '../assets/images/hero.jpg?w=640;960;1280;1920;2400&format=avif;webp&as=picture';
import founderAarav from '../assets/images/founders/aarav-deshpande.jpg?w=160;320&format=avif;webp&as=picture';
import founderMeera from '../assets/images/founders/meera-iyer.jpg?w=160;320&format=avif;webp&as=picture';
import project01 from '../assets/images/projects/project-01.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project02 from '../assets/images/projects/project-02.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project03 from '../assets/images/projects/project-03.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project04 from '../assets/images/projects/project-04.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project05 from '../assets/images/projects/project-05.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project06 from '../assets/images/projects/project-06.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project07 from '../assets/images/projects/project-07.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project08 from '../assets/images/projects/project-08.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project10 from '../assets/images/projects/project-10.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project11 from '../assets/images/projects/project-11.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project12 from '../assets/images/projects/project-12.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project13 from '../assets/images/projects/project-13.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project14 from '../assets/images/projects/project-14.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project15 from '../assets/images/projects/project-15.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import project16 from '../assets/images/projects/project-16.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import serviceDigital from '../assets/images/services/digital-marketing.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import serviceEvents from '../assets/images/services/event-management.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import serviceGraphic from '../assets/images/services/graphic-design.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';
import servicePublicity from '../assets/images/services/publicity-solutions.jpg?w=480;800;1200;1600&format=avif;webp&as=picture';

export type Picture = typeof hero;

export const images = {
  hero,
  founders: { aarav: founderAarav, meera: founderMeera },
  services: { graphic: serviceGraphic, events: serviceEvents, publicity: servicePublicity, digital: serviceDigital },
  projects: {
    1: project01,
    2: project02,
    3: project03,
    4: project04,
    5: project05,
    6: project06,
    7: project07,
    8: project08,
    10: project10,
    11: project11,
    12: project12,
    13: project13,
    14: project14,
    15: project15,
    16: project16,
  } as Record<number, Picture>,
};
