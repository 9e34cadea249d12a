import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { directContacts } from '../../content/forms';
import { mailtoUrl, telUrl, whatsAppUrl } from '../../lib/links';
import classes from './DirectContacts.module.css';

const { phone, chat, mailbox } = directContacts;

/**
 * The agency's phone, WhatsApp and e-mail as plain links, which work without any of the site's
 * code: said where a form cannot work (JavaScript off) and in the notice of a failed download.
 */
export function DirectContacts() {
  return (
    <ul className={classes.list}>
      <li>
        <a href={telUrl(phone.e164)} className={classes.link}>
          <IconPhone size={18} aria-hidden="true" />
          {directContacts.call} {phone.display}
        </a>
      </li>
      <li>
        <a href={whatsAppUrl(chat.digits)} target="_blank" rel="noopener noreferrer" className={classes.link}>
          <IconBrandWhatsapp size={18} aria-hidden="true" />
          {directContacts.whatsApp} {chat.display}
        </a>
      </li>
      <li>
        <a href={mailtoUrl(mailbox.address)} className={classes.link}>
          <IconMail size={18} aria-hidden="true" />
          {directContacts.email} {mailbox.address}
        </a>
      </li>
    </ul>
  );
}
