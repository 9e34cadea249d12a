import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { WhenHydrated } from '../../../common/WhenHydrated';
import { NotReadyNote } from './FormFields';
import classes from './SubmitButton.module.css';

type SubmitButtonProps = ButtonProps & Omit<ComponentProps<'button'>, keyof ButtonProps | 'type' | 'disabled'>;

/**
 * A form's submit button, large, one step smaller on the narrowest phones. Off until the page's code
 * runs, with a note saying so: before then a press would submit the static form natively (a reload
 * with the visitor's words in the URL). Only it renders again once the page is hydrated.
 */
export function SubmitButton({ className, ...props }: SubmitButtonProps) {
  return (
    <WhenHydrated>
      {(hydrated) => (
        <>
          <Button
            {...props}
            type="submit"
            disabled={!hydrated}
            size="lg"
            classNames={{ root: [classes.root, className, classes.narrow].join(' '), label: classes.narrowLabel }}
          />
          {!hydrated && <NotReadyNote />}
        </>
      )}
    </WhenHydrated>
  );
}

/** The row a form ends with: its submit button and what is said beside it. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
