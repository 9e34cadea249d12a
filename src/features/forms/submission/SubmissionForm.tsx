import { Alert, Button, Card, Loader, Text, Title } from '@mantine/core';
import { WhatsAppButton } from '../../../common/components/WhatsAppButton/WhatsAppButton';
import { Icon } from '../../../common/components/Icon/Icon';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import type { FailureReason } from '../../../../machines/submissionMachine';
import { agency } from '../../../content/agency';
import { formCommon } from '../../../content/forms';
import { submissionFailureText } from '../../../content/submissionForms';
import { FormToast } from '../toast/FormToast';
import { FieldList, NoScriptNotice } from '../fields/FormFields';
import type { SubmissionFormContent } from './useSubmissionForm';
import { useSubmissionFormState } from './SubmissionFormProvider';
import { handOverLinks, type HandOverLinks } from '../messages';
import { paths } from '../../../content/routes';
import { FormActions, SubmitButton } from '../fields/SubmitButton';
import { Honeypot } from '../fields/Honeypot';
import { RetentionNote } from '../fields/RetentionNote';
import { DraftNote } from '../draft/DraftNote';
import classes from './SubmissionForm.module.css';

/** Buttons in a narrow box stack full width on phones, and their labels may wrap. */
const rowButton = { classNames: { root: classes.rowButton, label: classes.rowButtonLabel } } as const;

/** WhatsApp and e-mail with the visitor's details already written (product rule D16). */
function HandOverButtons({ links }: { links: HandOverLinks }) {
  return (
    <>
      <WhatsAppButton href={links.whatsApp} {...rowButton}>
        {formCommon.continueOnWhatsApp}
      </WhatsAppButton>
      <Button
        component="a"
        href={links.email}
        variant="default"
        {...rowButton}
        leftSection={<Icon name="mail" size={20} />}
      >
        {formCommon.sendByEmail}
      </Button>
    </>
  );
}

/** A request to the lead service failed: what happened in plain words, Retry, and the same
 * details on WhatsApp or by e-mail. Focus moves to Retry, so the next step is one key away. */
function FailureAlert({
  content,
  reason,
  links,
  onRetry,
}: {
  content: SubmissionFormContent;
  reason: FailureReason;
  links: HandOverLinks;
  onRetry: () => void;
}) {
  return (
    <Alert
      color="vermilion"
      variant="light"
      radius="md"
      title={content.failure.title}
      icon={<Icon name="alert-triangle" size={22} />}
      classNames={{ root: classes.failure, title: classes.failureTitle, message: classes.failureMessage }}
    >
      <Text className={classes.failureText}>
        {submissionFailureText[reason]} {content.failure.kept}
      </Text>
      <div className={classes.buttonRow}>
        <Button
          autoFocus
          onClick={onRetry}
          color="vermilion.6"
          {...rowButton}
          leftSection={<Icon name="refresh" size={20} />}
        >
          {formCommon.retry}
        </Button>
        <HandOverButtons links={links} />
      </div>
    </Alert>
  );
}

/** The lead service refused some answers: said once above the button, and focus goes to the
 * first field whose note says why (as it does after the browser's own check). Mounted as the
 * form unlocks, so the field can take focus. */
function RefusedNote() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);
  return (
    <Text ref={ref} className={classes.refused}>
      {formCommon.refused}
    </Text>
  );
}

/** The view that replaces the form after a submit, with the form's success toast. Its heading
 * takes focus, so a screen reader says where the visitor is now, and comes to the top of the
 * screen under the toast. */
function SuccessView({
  content,
  links,
  delivered,
}: {
  content: SubmissionFormContent;
  links: HandOverLinks;
  delivered: boolean;
}) {
  const { success } = content;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The view starts just under the toast (its heading's scroll margin), whatever the form's
    // length had scrolled to; the toast then lies over the page's intro, never over a link.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Card className={classes.card} radius="lg" withBorder>
      <FormToast notice={content.toast} />
      <div className={classes.success}>
        <Title order={2} ref={headingRef} tabIndex={-1} className={classes.successTitle}>
          {success.title}
        </Title>
        <Text className={classes.successMessage}>{success.message}</Text>
        <div className={classes.handOver}>
          <Text className={classes.handOverText}>
            {delivered ? success.handOver.delivered : success.handOver.notDelivered}
          </Text>
          <div className={classes.buttonRow}>
            <HandOverButtons links={links} />
          </div>
          <Text className={classes.hint}>{formCommon.handOverHint}</Text>
        </div>
        <Button
          component={Link}
          href={paths.home}
          variant="subtle"
          color="gray"
          className={classes.home}
          leftSection={<Icon name="arrow-left" size={18} />}
        >
          {formCommon.backToHome}
        </Button>
      </div>
    </Card>
  );
}

/** The enquiry or the consultation form of the SubmissionFormProvider around it, drawn from its
 * field list: the form card, and once a submit has succeeded, the success view in its place. */
export function SubmissionForm() {
  const state = useSubmissionFormState();
  const { content, form, submission } = state;
  const titleId = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const { view, values, failure } = submission;
  const links = (submitted: Readonly<Record<string, string>>) => handOverLinks(content, submitted);

  if (view === 'submitted' && values) {
    return <SuccessView content={content} links={links(values)} delivered={submission.delivered} />;
  }

  const busy = view === 'busy';
  const retry = () => {
    submission.retry();
    // Retry goes away with the alert: the keyboard waits on the busy submit button instead.
    submitRef.current?.focus();
  };

  return (
    <Card className={classes.card} radius="lg" withBorder>
      <Title order={2} id={titleId} className={classes.title}>
        {content.title}
      </Title>
      <Text className={classes.required}>{formCommon.requiredNote}</Text>
      <form {...state.formProps} className={classes.form} aria-labelledby={titleId} onChange={submission.edit}>
        <NoScriptNotice email={agency.emails[1].address} />
        {submission.kept && <DraftNote onClear={submission.clear} />}
        {/* Locked while sending, so that what a failure keeps (and Retry sends again) is what the
            fields show. */}
        <FieldList form={form} fields={content.fields} locked={busy} />
        <Honeypot />
        {view === 'rejected' && <RefusedNote />}
        {view === 'failed' && failure && values && (
          <FailureAlert content={content} reason={failure} links={links(values)} onRetry={retry} />
        )}
        <FormActions>
          {/* Busy: still focusable (aria-disabled, not disabled), so focus stays put; the
              machine ignores a second submit. */}
          <SubmitButton
            ref={submitRef}
            color="marigold"
            className={classes.submit}
            data-disabled={busy || undefined}
            mod={{ busy }}
            aria-disabled={busy || undefined}
            leftSection={busy ? <Loader size={18} color="currentColor" aria-hidden="true" /> : undefined}
            rightSection={busy ? undefined : <Icon name="arrow-right" size={20} />}
          >
            {busy ? formCommon.sending : content.submit}
          </SubmitButton>
          <RetentionNote />
        </FormActions>
        <div role="status" className={classes.visuallyHidden}>
          {busy ? formCommon.sending : ''}
        </div>
      </form>
    </Card>
  );
}
