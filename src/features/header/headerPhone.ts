import { agency } from '../../content/agency';
import { headerContent } from '../../content/navigation';
import { telUrl } from '../../common/links';

/** The number the header and the phone menu offer, with the name a screen reader announces. */
const phone = agency.phones[0];
export const headerPhone = {
  href: telUrl(phone.e164),
  display: phone.display,
  label: `${headerContent.callLabel} ${phone.display}`,
};
