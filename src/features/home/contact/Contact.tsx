import { WhatsAppButton } from '../../../common/components/WhatsAppButton/WhatsAppButton';
import { Icon } from '../../../common/components/Icon/Icon';
import type { IconName } from '../../../common/components/Icon/iconNames';
import type { ReactNode } from 'react';
import { Section } from '../../../common/components/Section/Section';
import { addressLines, agency } from '../../../content/agency';
import { contactContent } from '../../../content/contact';
import { sectionHeadings } from '../../../content/home';
import { mailtoUrl, mapsSearchUrl, telUrl, whatsAppUrl } from '../../../common/links';
import { homeAnchors } from '../../../content/routes';
import { OfficeMap } from './OfficeMap';
import classes from './Contact.module.css';

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={classes.info}>
      <span className={classes.infoIcon}>
        <Icon name={icon} size={22} />
      </span>
      <h3 className={classes.infoTitle}>{title}</h3>
      <div className={classes.infoLines}>{children}</div>
    </div>
  );
}

/** The contact section: ways to reach the agency, the message form (`form`, which the page
 * puts in) and the office map. */
export function Contact({ form }: { form: ReactNode }) {
  return (
    <Section id={homeAnchors.contact} {...sectionHeadings.contact}>
      <div className={classes.layout}>
        <div className={classes.details}>
          {/* One column beside the form on small laptops, where two would leave an e-mail address
              too little room. */}
          <div className={classes.infoGrid}>
            <InfoCard icon="phone" title={contactContent.call.title}>
              {agency.phones.map((phone) => (
                <a key={phone.e164} href={telUrl(phone.e164)} className={classes.infoLink}>
                  {phone.display}
                </a>
              ))}
            </InfoCard>
            <InfoCard icon="mail" title={contactContent.email.title}>
              {agency.emails.map((email) => (
                <a key={email.address} href={mailtoUrl(email.address)} className={classes.infoLink}>
                  {email.address}
                </a>
              ))}
            </InfoCard>
            <InfoCard icon="map-pin" title={contactContent.visit.title}>
              <address className={classes.address}>
                {addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <a
                href={mapsSearchUrl(agency.geo.latitude, agency.geo.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.infoLink}
              >
                {contactContent.visit.mapLink}
              </a>
            </InfoCard>
            <InfoCard icon="clock" title={contactContent.hours.title}>
              {agency.hours.map((band) => (
                <p key={band.days} className={classes.hours}>
                  {band.days}: <span className={classes.times}>{`${band.opens} to ${band.closes}`}</span>
                </p>
              ))}
              <p className={classes.closed}>{contactContent.hours.closed}</p>
            </InfoCard>
          </div>

          <div className={classes.whatsapp}>
            <h3 className={classes.whatsappTitle}>{contactContent.whatsapp.title}</h3>
            <p className={classes.whatsappText}>{contactContent.whatsapp.text}</p>
            <WhatsAppButton href={whatsAppUrl(agency.whatsapp[0].digits, contactContent.whatsapp.greeting)} size="md">
              {contactContent.whatsapp.cta}
            </WhatsAppButton>
          </div>
        </div>

        <div className={classes.formCard}>
          <h3 className={classes.formTitle}>{contactContent.form.title}</h3>
          <p className={classes.formIntro}>{contactContent.form.intro}</p>
          {form}
        </div>
      </div>

      <OfficeMap />
    </Section>
  );
}
