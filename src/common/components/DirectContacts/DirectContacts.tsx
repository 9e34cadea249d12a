import { directContacts } from '../../../content/contact';
import { Icon } from '../Icon/Icon';
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
          <Icon name="phone" size={18} />
          <span>
            {directContacts.call} <span className={classes.keep}>{phone.display}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={whatsAppUrl(chat.digits)} target="_blank" rel="noopener noreferrer" className={classes.link}>
          <Icon name="brand-whatsapp" size={18} />
          <span>
            {directContacts.whatsApp} <span className={classes.keep}>{chat.display}</span>
          </span>
        </a>
      </li>
      <li>
        <a href={mailtoUrl(email)} className={classes.link}>
          <Icon name="mail" size={18} />
          <span>
            {directContacts.email} <span className={classes.keep}>{email}</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
