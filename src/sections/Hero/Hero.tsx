import { Badge, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { hero } from '../../content/home';
import { homeAnchors } from '../../routes';
import classes from './Hero.module.css';

export function Hero() {
  return (
    <section id={homeAnchors.home} aria-labelledby="home-title" className={classes.hero}>
      <Container className={classes.content}>
        <Badge size="lg" variant="filled" className={classes.badge}>
          {hero.badge}
        </Badge>
        <Title order={1} id="home-title" className={classes.title}>
          {hero.headline}
        </Title>
        <Text className={classes.supporting}>{hero.supporting}</Text>
        <Group gap="sm" className={classes.actions}>
          {hero.actions.map((action) => (
            <Button
              key={action.href}
              component={Link}
              href={action.href}
              size="lg"
              variant={action.variant === 'primary' ? 'filled' : action.variant === 'secondary' ? 'white' : 'outline'}
              color={action.variant === 'tertiary' ? 'gray.0' : undefined}
            >
              {action.label}
            </Button>
          ))}
        </Group>
        <dl className={classes.stats} aria-label={hero.statsLabel}>
          {hero.stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statNumber}>{stat.number}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
