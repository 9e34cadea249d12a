import chaiCollective from '../assets/images/logos/chai-collective.svg';
import deccanFinance from '../assets/images/logos/deccan-finance.svg';
import greenfieldOrganics from '../assets/images/logos/greenfield-organics.svg';
import kalaFestival from '../assets/images/logos/kala-festival.svg';
import metroHomes from '../assets/images/logos/metro-homes.svg';
import nimbusLabs from '../assets/images/logos/nimbus-labs.svg';
import sahyadriMotors from '../assets/images/logos/sahyadri-motors.svg';
import saffronSpice from '../assets/images/logos/saffron-spice.svg';
import sunriseHospital from '../assets/images/logos/sunrise-hospital.svg';

export interface ClientLogo {
  name: string;
  /** URL of a one-colour SVG wordmark, used as a mask so the site can tint it. */
  image: string;
  alt: string;
  /** The brand's own colour, shown on hover. */
  color: string;
}

/** The 9 clients of the Trusted By marquee. */
export const clients: readonly ClientLogo[] = [
  { name: 'Deccan Finance', image: deccanFinance, alt: 'Deccan Finance', color: '#1f4e8c' },
  { name: 'Chai Collective', image: chaiCollective, alt: 'Chai Collective', color: '#b4532a' },
  { name: 'Metro Homes', image: metroHomes, alt: 'Metro Homes', color: '#c2410c' },
  { name: 'Sunrise Hospital', image: sunriseHospital, alt: 'Sunrise Hospital', color: '#d97706' },
  { name: 'Saffron Spice Co.', image: saffronSpice, alt: 'Saffron Spice Co.', color: '#e2492f' },
  { name: 'Greenfield Organics', image: greenfieldOrganics, alt: 'Greenfield Organics', color: '#15803d' },
  { name: 'Kala Festival', image: kalaFestival, alt: 'Kala Festival', color: '#7c3aed' },
  { name: 'Nimbus Labs', image: nimbusLabs, alt: 'Nimbus Labs', color: '#0e7490' },
  { name: 'Sahyadri Motors', image: sahyadriMotors, alt: 'Sahyadri Motors', color: '#334155' },
];

export const clientsContent = {
  listLabel: 'Our clients',
  pause: 'Pause the logo strip',
  play: 'Play the logo strip',
} as const;
