import { Button } from '@mantine/core';
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
    <div className={classes.page}>
      <p className={classes.code} aria-hidden="true">
        {notFoundContent.code}
      </p>
      <h1>{notFoundContent.heading}</h1>
      <p className={classes.body}>{notFoundContent.body}</p>
      <Button component={Link} href={paths.home} size="lg">
        {notFoundContent.returnHome}
      </Button>
    </div>
  );
}
