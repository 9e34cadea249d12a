import { Anchor, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Section } from '../../../common/components/Section/Section';
import { agency } from '../../../content/agency';
import { contactContent } from '../../../content/contact';
import { sectionHeadings } from '../../../content/home';
import { mailtoUrl, mapsSearchUrl, telUrl, whatsAppUrl } from '../../../common/links';
import { homeAnchors } from '../../../content/routes';
import { ContactForm } from '../../forms/contact/ContactForm';
import { OfficeMap } from './OfficeMap';
import classes from './Contact.module.css';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className={classes.info} padding="lg" radius="lg" withBorder>
      <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={3} className={classes.infoTitle}>
        {title}
      </Title>
      <Stack gap={2}>{children}</Stack>
    </Card>
  );
}

const address = agency.address;
const addressLines = [address.street, `${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`];

export function Contact() {
  return (
    <Section id={homeAnchors.contact} {...sectionHeadings.contact}>
      <div className={classes.layout}>
        <div className={classes.details}>
          {/* One column beside the form on small laptops, where two would leave an e-mail address
              too little room. */}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }} spacing="md">
            <InfoCard icon={<IconPhone size={22} />} title={contactContent.call.title}>
              {agency.phones.map((phone) => (
                <Anchor key={phone.e164} href={telUrl(phone.e164)} className={classes.infoLink}>
                  {phone.display}
                </Anchor>
              ))}
            </InfoCard>
            <InfoCard icon={<IconMail size={22} />} title={contactContent.email.title}>
              {agency.emails.map((email) => (
                <Anchor key={email.address} href={mailtoUrl(email.address)} className={classes.infoLink}>
                  {email.address}
                </Anchor>
              ))}
            </InfoCard>
            <InfoCard icon={<IconMapPin size={22} />} title={contactContent.visit.title}>
              <address className={classes.address}>
                {addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <Anchor
                href={mapsSearchUrl(agency.geo.latitude, agency.geo.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.infoLink}
              >
                {contactContent.visit.mapLink}
              </Anchor>
            </InfoCard>
            <InfoCard icon={<IconClock size={22} />} title={contactContent.hours.title}>
              {agency.hours.map((band) => (
                <Text key={band.days} className={classes.hours}>
                  {band.days}: <span className={classes.times}>{`${band.opens} to ${band.closes}`}</span>
                </Text>
              ))}
              <Text className={classes.hours} c="dimmed">
                {contactContent.hours.closed}
              </Text>
            </InfoCard>
          </SimpleGrid>

          <Card className={classes.whatsapp} padding="xl" radius="lg">
            <Title order={3} className={classes.whatsappTitle}>
              {contactContent.whatsapp.title}
            </Title>
            <Text className={classes.whatsappText}>{contactContent.whatsapp.text}</Text>
            <Button
              component="a"
              href={whatsAppUrl(agency.whatsapp[0].digits, contactContent.whatsapp.greeting)}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              color="teal"
              leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
            >
              {contactContent.whatsapp.cta}
            </Button>
          </Card>
        </div>

        <Card className={classes.formCard} padding="xl" radius="lg" withBorder>
          <Title order={3} className={classes.formTitle}>
            {contactContent.form.title}
          </Title>
          <Text c="dimmed" mb="lg">
            {contactContent.form.intro}
          </Text>
          <ContactForm />
        </Card>
      </div>

      <OfficeMap />
    </Section>
  );
}
