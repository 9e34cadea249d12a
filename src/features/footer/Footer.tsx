import { ActionIcon } from '@mantine/core';
import { WhatsAppButton } from '../../common/components/WhatsAppButton/WhatsAppButton';
import { Icon } from '../../common/components/Icon/Icon';
import { Link } from 'wouter';
import { addressLine, agency } from '../../content/agency';
import { footerContent, type FooterLink } from '../../content/navigation';
import { homeAnchors } from '../../content/routes';
import { mailtoUrl, telUrl, whatsAppUrl } from '../../common/links';
import { AnchorLink } from '../../common/navigation/AnchorLink';
import { scrollToAnchor } from '../../common/navigation/scrollToAnchor';
import { Logo } from '../../common/components/Logo/Logo';
import classes from './Footer.module.css';

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={classes.columnTitle}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.label}>
            {link.kind === 'anchor' ? (
              <AnchorLink anchor={link.anchor} className={classes.link}>
                {link.label}
              </AnchorLink>
            ) : (
              <Link href={link.href} className={classes.link}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer id="site-footer" className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.grid}>
          <div className={classes.about}>
            <Logo inverted />
            <p className={classes.blurb}>{agency.blurb}</p>
            <ul className={classes.social} aria-label={footerContent.followLabel}>
              {agency.social.map(({ network, icon, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.socialIcon}
                    aria-label={`${agency.name} on ${network}`}
                  >
                    <Icon name={icon} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <LinkColumn title={footerContent.servicesTitle} links={footerContent.services} />
          <LinkColumn title={footerContent.quickLinksTitle} links={footerContent.quickLinks} />

          <div>
            <h2 className={classes.columnTitle}>{footerContent.contactTitle}</h2>
            <ul className={classes.list}>
              {agency.phones.map((phone) => (
                <li key={phone.e164}>
                  <a href={telUrl(phone.e164)} className={classes.contactLine}>
                    <Icon name="phone" size={18} />
                    {phone.display}
                  </a>
                </li>
              ))}
              <li>
                <a href={mailtoUrl(agency.emails[0].address)} className={classes.contactLine}>
                  <Icon name="mail" size={18} />
                  {agency.emails[0].address}
                </a>
              </li>
              <li className={classes.contactLine}>
                <Icon name="map-pin" size={18} />
                <address className={classes.address}>{addressLine}</address>
              </li>
            </ul>
            <WhatsAppButton href={whatsAppUrl(agency.whatsapp[0].digits)} className={classes.whatsapp}>
              {footerContent.whatsappLabel}
            </WhatsAppButton>
          </div>
        </div>

        <div className={classes.bottom}>
          <p className={classes.muted}>{footerContent.copyright(agency.copyrightYear, agency.legalName)}</p>
          <p className={classes.muted}>{footerContent.madeIn}</p>
          <ActionIcon
            component="a"
            href={`#${homeAnchors.home}`}
            size={44}
            variant="filled"
            className={classes.toTop}
            aria-label={footerContent.scrollTopLabel}
            onClick={(event) => {
              event.preventDefault();
              if (!scrollToAnchor('home')) window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          >
            <Icon name="arrow-up" size={20} />
          </ActionIcon>
        </div>
      </div>
    </footer>
  );
}
