import { ActionIcon, Anchor, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowUp,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { agency } from '../../content/agency';
import { footerContent, type FooterLink } from '../../content/navigation';
import { homeAnchors } from '../../content/routes';
import { mailtoUrl, telUrl, whatsAppUrl } from '../../common/links';
import { AnchorLink } from '../../common/navigation/AnchorLink';
import { scrollToAnchor } from '../../common/navigation/scrollToAnchor';
import { Logo } from '../../common/components/Logo/Logo';
import classes from './Footer.module.css';

const socialIcons: Record<(typeof agency.social)[number]['network'], ComponentType<{ size?: number }>> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  LinkedIn: IconBrandLinkedin,
  Twitter: IconBrandX,
};

function FooterLinkItem({ link }: { link: FooterLink }) {
  return link.kind === 'anchor' ? (
    <Anchor component={AnchorLink} anchor={link.anchor} className={classes.link}>
      {link.label}
    </Anchor>
  ) : (
    <Anchor component={Link} href={link.href} className={classes.link}>
      {link.label}
    </Anchor>
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <Title order={2} className={classes.columnTitle}>
        {title}
      </Title>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.label}>
            <FooterLinkItem link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const address = agency.address;
  return (
    <footer id="site-footer" className={classes.footer}>
      <Container>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing={{ base: 40, lg: 56 }} className={classes.grid}>
          <Stack gap="md" className={classes.about}>
            <Logo inverted />
            <Text className={classes.blurb}>{agency.blurb}</Text>
            <ul className={classes.social} aria-label={footerContent.followLabel}>
              {agency.social.map(({ network, url }) => {
                const Icon = socialIcons[network];
                return (
                  <li key={network}>
                    <ActionIcon
                      component="a"
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size={44}
                      variant="default"
                      className={classes.socialIcon}
                      aria-label={`${agency.name} on ${network}`}
                    >
                      <Icon size={20} />
                    </ActionIcon>
                  </li>
                );
              })}
            </ul>
          </Stack>

          <LinkColumn title={footerContent.servicesTitle} links={footerContent.services} />
          <LinkColumn title={footerContent.quickLinksTitle} links={footerContent.quickLinks} />

          <div>
            <Title order={2} className={classes.columnTitle}>
              {footerContent.contactTitle}
            </Title>
            <ul className={classes.list}>
              {agency.phones.map((phone) => (
                <li key={phone.e164}>
                  <a href={telUrl(phone.e164)} className={classes.contactLine}>
                    <IconPhone size={18} aria-hidden="true" />
                    {phone.display}
                  </a>
                </li>
              ))}
              <li>
                <a href={mailtoUrl(agency.emails[0].address)} className={classes.contactLine}>
                  <IconMail size={18} aria-hidden="true" />
                  {agency.emails[0].address}
                </a>
              </li>
              <li className={classes.contactLine}>
                <IconMapPin size={18} aria-hidden="true" />
                <address className={classes.address}>
                  {address.street}, {address.locality}, {address.city}, {address.region} {address.postalCode}
                </address>
              </li>
            </ul>
            <Button
              component="a"
              href={whatsAppUrl(agency.whatsapp[0].digits)}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
              color="teal"
              mt="md"
            >
              {footerContent.whatsappLabel}
            </Button>
          </div>
        </SimpleGrid>

        <div className={classes.bottom}>
          <Text size="sm" className={classes.muted}>
            {footerContent.copyright(agency.copyrightYear, agency.legalName)}
          </Text>
          <Text size="sm" className={classes.muted}>
            {footerContent.madeIn}
          </Text>
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
            <IconArrowUp size={20} aria-hidden="true" />
          </ActionIcon>
        </div>
      </Container>
    </footer>
  );
}
