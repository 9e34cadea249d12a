import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { directContacts } from '../../../content/contact';
import { mailtoUrl, telUrl, whatsAppUrl } from '../../links';
import classes from './DirectContacts.module.css';

const { phone, chat, mailbox } = directContacts;

/**
 * The agency's phone, WhatsApp and e-mail as plain links, which work without any of the site's
 * code: in a form's notice when JavaScript is off, and in the notice of a failed download.
 * `email`: the address a form's own messages go to (the general one otherwise).
 */
export function DirectContacts({ email = mailbox.address }: { email?: string }) {
  return (
    <ul className={classes.list}>
      <li>
        <a href={telUrl(phone.e164)} className={classes.link}>
          <IconPhone size={18} aria-hidden="true" />
          <span>
            {directContacts.call} <span className={classes.keep}>{phone.display}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={whatsAppUrl(chat.digits)} target="_blank" rel="noopener noreferrer" className={classes.link}>
          <IconBrandWhatsapp size={18} aria-hidden="true" />
          <span>
            {directContacts.whatsApp} <span className={classes.keep}>{chat.display}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={mailtoUrl(email)} className={classes.link}>
          <IconMail size={18} aria-hidden="true" />
          <span>
            {directContacts.email} <span className={classes.keep}>{email}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
