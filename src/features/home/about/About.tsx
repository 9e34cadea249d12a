import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconBulb, IconEye, IconFlame, IconTarget, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ResponsiveImage } from '../../../common/components/ResponsiveImage/ResponsiveImage';
import { Section } from '../../../common/components/Section/Section';
import { about, type ValueIcon } from '../../../content/about';
import { sectionHeadings } from '../../../content/home';
import { homeAnchors } from '../../../content/routes';
import classes from './About.module.css';

const valueIcons: Record<ValueIcon, ComponentType<{ size?: number }>> = {
  bulb: IconBulb,
  flame: IconFlame,
  users: IconUsers,
  award: IconAward,
};

export function About() {
  return (
    <Section id={homeAnchors.about} {...sectionHeadings.about}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {[
          { ...about.vision, Icon: IconEye, tone: 'ink' },
          { ...about.mission, Icon: IconTarget, tone: 'marigold' },
        ].map(({ title, text, Icon, tone }) => (
          <Card key={title} className={classes.statement} data-tone={tone} padding="xl" radius="lg">
            <Icon size={32} aria-hidden="true" className={classes.statementIcon} />
            <Title order={3} className={classes.statementTitle}>
              {title}
            </Title>
            <Text className={classes.statementText}>{text}</Text>
          </Card>
        ))}
      </SimpleGrid>

      <div className={classes.block}>
        <Title order={3} className={classes.blockTitle}>
          {about.foundersTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {about.founders.map((founder) => (
            <Card key={founder.name} className={classes.founder} padding="lg" radius="lg" withBorder>
              <ResponsiveImage
                picture={founder.portrait}
                alt={founder.portraitAlt}
                sizes="112px"
                className={classes.portrait}
              />
              <div>
                <Title order={4} className={classes.founderName}>
                  {founder.name}
                </Title>
                <Text className={classes.founderRole}>{founder.role}</Text>
                <Text className={classes.founderLine}>{founder.line}</Text>
              </div>
            </Card>
          ))}
        </SimpleGrid>
      </div>

      <div className={classes.block}>
        <Title order={3} className={classes.blockTitle}>
          {about.valuesTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {about.values.map((value) => {
            const Icon = valueIcons[value.icon];
            return (
              <div key={value.title} className={classes.value}>
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={4} className={classes.valueTitle}>
                  {value.title}
                </Title>
                <Text c="dimmed">{value.text}</Text>
              </div>
            );
          })}
        </SimpleGrid>
      </div>

      <div className={classes.impact}>
        <Title order={3} className={classes.impactTitle}>
          {about.impactTitle}
        </Title>
        <dl className={classes.impactList}>
          {about.impact.map((item) => (
            <div key={item.label} className={classes.impactItem}>
              <dt className={classes.impactLabel}>{item.label}</dt>
              <dd className={classes.impactNumber}>{item.number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
