import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import classes from './RoundControl.module.css';

type RoundControlProps = ActionIconProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ActionIconProps | 'aria-label'> & {
    /** The accessible name: these buttons show only a glyph. */
    label: string;
  };

/** A round button of the full-screen views (lightbox, gallery, image viewer). */
export function RoundControl({ label, className, size = 48, ...rest }: RoundControlProps) {
  return (
    <ActionIcon
      size={size}
      radius="xl"
      aria-label={label}
      className={className ? `${classes.root} ${className}` : classes.root}
      {...rest}
    />
  );
}
