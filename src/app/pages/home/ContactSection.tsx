import { ContactForm } from '../../../features/forms/contact/ContactForm';
import { Contact } from '../../../features/home/contact/Contact';

/** The home page's contact section with its message form: one chunk of its own, with the form
 * library, which the home page loads apart from its first screen (Home.page.tsx). */
export default function ContactSection() {
  return <Contact form={<ContactForm />} />;
}
