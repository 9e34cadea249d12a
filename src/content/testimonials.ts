export interface Testimonial {
  id: number;
  company: string;
  person: string;
  role: string;
  rating: 5;
  text: string;
  avatar: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    company: 'Deccan Finance',
    person: 'Rohan Kulkarni',
    role: 'Head of Marketing',
    rating: 5,
    text: 'Our Diwali gala has never looked better. Rangrez handled 1,200 guests, three stages and a live band without a single thing going wrong, and our annual report finally reads like a story.',
    avatar: 'DF',
  },
  {
    id: 2,
    company: 'Chai Collective',
    person: 'Ananya Joshi',
    role: 'Founder',
    rating: 5,
    text: 'They understood what our tea rooms feel like before we could explain it. The new identity doubled our walk-ins in the first quarter and customers photograph our cups.',
    avatar: 'CC',
  },
  {
    id: 3,
    company: 'Metro Homes',
    person: 'Vikram Shah',
    role: 'Director, Sales',
    rating: 5,
    text: 'The hoarding campaign sold out our first phase in six weeks. Clear plan, honest media buying and creatives you could read from a moving car.',
    avatar: 'MH',
  },
  {
    id: 4,
    company: 'Sahyadri Motors',
    person: 'Priya Nair',
    role: 'Brand Manager',
    rating: 5,
    text: 'Our launch was timed to the second and the press loved it. One producer, one phone number, and every promise kept.',
    avatar: 'SM',
  },
  {
    id: 5,
    company: 'Sunrise Hospital',
    person: 'Dr. Sameer Patil',
    role: 'Medical Director',
    rating: 5,
    text: 'A sensitive subject handled with care. The radio and print campaign brought thousands of families to our free health camps.',
    avatar: 'SH',
  },
];

export const testimonialsContent = {
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  startProject: 'Start Your Project',
  whatsapp: 'WhatsApp Us',
  whatsappText: 'Hello Rangrez Creative! I saw your testimonials and would like to talk about a project.',
} as const;
