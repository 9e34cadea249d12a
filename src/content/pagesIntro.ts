/** Openings of the inner pages. */
export const enquiryIntro = {
  eyebrow: 'Start your project',
  title: 'Tell us what you want to make',
  intro: 'A few details about your project and budget are enough. Our team replies within 24 hours.',
} as const;

export const consultationIntro = {
  eyebrow: 'Free consultation',
  // A non-breaking hyphen keeps “30‑minute” on one line.
  title: 'Book a free 30\u2011minute consultation',
  intro: 'Tell us about your business and your biggest challenge. We contact you within 4 hours to schedule it.',
} as const;

export const portfolioIntro = {
  eyebrow: 'Our work',
  title: 'Portfolio',
  intro: 'Fifteen projects across graphic design, events and publicity, made with clients across India.',
} as const;
