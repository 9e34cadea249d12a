import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { notFoundContent } from '../../content/pages';
import { paths } from '../../content/routes';
import classes from './NotFound.module.css';

export default function NotFoundPage() {
  const [location] = useLocation();

  useEffect(() => {
    console.error(notFoundContent.log(location));
  }, [location]);

  return (
    <Container size="sm" className={classes.page}>
      <Stack align="flex-start" gap="lg">
        <Text className={classes.code} aria-hidden="true">
          {notFoundContent.code}
        </Text>
        <Title order={1}>{notFoundContent.heading}</Title>
        <Text size="lg" c="dimmed">
          {notFoundContent.body}
        </Text>
        <Button component={Link} href={paths.home} size="lg">
          {notFoundContent.returnHome}
        </Button>
      </Stack>
    </Container>
  );
}
