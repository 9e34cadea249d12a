import { Card, Text, Title } from '@mantine/core';
import { Icon } from '../../../common/components/Icon/Icon';
import { useId, type ReactNode } from 'react';
import type { AsideStep } from '../../../content/submissionForms';
import classes from './FormAside.module.css';

interface FormAsideProps {
  title: string;
  steps: ReadonlyArray<AsideStep>;
  /** Numbered steps (what happens next, in order) or ticked points (what the visitor gets). */
  marker: 'number' | 'check';
  /** Another way to reach the agency, under the steps. */
  children?: ReactNode;
}

/** A phone, e-mail or chat link in the side card, with its icon. */
export function AsideLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const external = href.startsWith('http');
  return (
    <a href={href} className={classes.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <span className={classes.linkIcon} aria-hidden="true">
        {icon}
      </span>
      {children}
    </a>
  );
}

/** The heading (under the card's own h2) and line of text over the side card's other ways to reach us. */
export function AsideNote({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <Title order={3} className={classes.noteTitle}>
        {title}
      </Title>
      <Text className={classes.noteText}>{text}</Text>
    </div>
  );
}

/** The side card of an inner form page: what happens after the submit, and how else to reach us. */
export function FormAside({ title, steps, marker, children }: FormAsideProps) {
  const titleId = useId();
  const List = marker === 'number' ? 'ol' : 'ul';
  return (
    <Card component="aside" aria-labelledby={titleId} className={classes.card} radius="lg">
      <Title order={2} id={titleId} className={classes.title}>
        {title}
      </Title>
      <List className={classes.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.marker} data-marker={marker} aria-hidden="true">
              {marker === 'number' ? index + 1 : <Icon name="check" size={18} className={classes.check} />}
            </span>
            <div>
              <Text className={classes.stepTitle}>{step.title}</Text>
              <Text className={classes.stepText}>{step.text}</Text>
            </div>
          </li>
        ))}
      </List>
      {children && <div className={classes.extra}>{children}</div>}
    </Card>
  );
}
