import { agency } from '../../content/agency';
import { services } from '../../content/services';

/**
 * schema.org description of the agency for search engines: a ProfessionalService (a kind of
 * LocalBusiness) with its address, coordinates, hours, contacts and social profiles, and its four
 * services. Built from the content module, so it always says what the page says.
 */
export function agencyStructuredData(origin: string) {
  const { address, geo } = agency;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: agency.name,
    legalName: agency.legalName,
    description: agency.blurb,
    slogan: agency.tagline,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/og-image.jpg`,
    foundingDate: String(agency.foundedYear),
    telephone: agency.phones[0].e164,
    email: agency.emails[0].address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: `${address.locality}, ${address.city}`,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: agency.hours.map((band) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: band.schemaDays.map((day) => `https://schema.org/${day}`),
      opens: band.opens24,
      closes: band.closes24,
    })),
    contactPoint: agency.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.e164,
      contactType: phone.label === 'Projects' ? 'sales' : 'customer service',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi', 'mr'],
    })),
    sameAs: agency.social.map((profile) => profile.url),
    areaServed: { '@type': 'Country', name: agency.areaServed },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.title,
          description: service.description,
          serviceType: service.title,
          areaServed: { '@type': 'Country', name: agency.areaServed },
          provider: { '@id': `${origin}/#organization` },
        },
      })),
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` are escaped so
 * that no text in the content (say, `</script>`) can end the element early, and the line
 * separators JavaScript once disallowed in strings are escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
