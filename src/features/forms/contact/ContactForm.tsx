import { Alert, Text } from '@mantine/core';
import { WhatsAppButton } from '../../../common/components/WhatsAppButton/WhatsAppButton';
import { Icon } from '../../../common/components/Icon/Icon';
import { useEffect, useRef } from 'react';
import { agency } from '../../../content/agency';
import { formCommon } from '../../../content/forms';
import { contactFormContent } from '../../../content/contactForm';
import { useContactForm } from './useContactForm';
import { FieldList, NoScriptNotice } from '../fields/FormFields';
import { FormToast } from '../toast/FormToast';
import { FormActions, SubmitButton } from '../fields/SubmitButton';
import { Honeypot } from '../fields/Honeypot';
import { RetentionNote } from '../fields/RetentionNote';
import { DraftNote } from '../draft/DraftNote';
import classes from './ContactForm.module.css';

const { blocked, blockedStored } = contactFormContent;

/** The lead service stored the details too: said quietly, the hand-over stays on offer. */
function StoredLine() {
  return (
    <Text className={classes.stored}>
      <Icon name="circle-check" size={18} />
      {contactFormContent.stored}
    </Text>
  );
}

/** The browser blocked the chat window: the ready-made link, which takes focus so that the next
 * step is one key away. A click on a link is never blocked. Once the lead service has stored the
 * same details, the message has reached the agency and WhatsApp is only an option: said calmly. */
function BlockedAlert({ link, stored, onOpen }: { link: string; stored: boolean; onOpen: () => void }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
  }, []);
  const words = stored ? blockedStored : blocked;

  return (
    <Alert
      color={stored ? 'teal' : 'vermilion'}
      variant="light"
      radius="md"
      title={words.title}
      icon={<Icon name={stored ? 'circle-check' : 'alert-triangle'} size={20} />}
      classNames={{ title: classes.alertTitle, message: classes.alertMessage }}
    >
      <Text className={classes.alertText}>{words.message}</Text>
      <WhatsAppButton
        ref={linkRef}
        href={link}
        onClick={onOpen}
        size="md"
        classNames={{ root: classes.alertButton, label: classes.alertButtonLabel }}
      >
        {blocked.link}
      </WhatsAppButton>
    </Alert>
  );
}

/** The home page's message form. Submit opens WhatsApp with the message written out; if the
 * browser blocks the window, the fields stay and the ready-made link waits below the button. */
export function ContactForm() {
  const contact = useContactForm();
  const submitRef = useRef<HTMLButtonElement>(null);

  const openFromLink = () => {
    contact.linkClicked();
    // The link goes away with the blocked state: keep the keyboard where it was.
    submitRef.current?.focus();
  };

  return (
    <>
      <form
        {...contact.formProps}
        className={classes.form}
        onChange={contact.edit}
        aria-label={contactFormContent.title}
      >
        <Text className={classes.required}>{formCommon.requiredNote}</Text>
        <NoScriptNotice email={agency.emails[0].address} />
        {contact.kept && <DraftNote onClear={contact.clear} />}
        <FieldList form={contact.form} fields={contactFormContent.fields} locked={false} />
        <Honeypot />

        <FormActions>
          <SubmitButton
            ref={submitRef}
            color="teal"
            className={classes.submit}
            leftSection={<Icon name="brand-whatsapp" size={22} />}
          >
            {contactFormContent.submit}
          </SubmitButton>
          <div role="status" className={classes.status}>
            {contact.sent && (
              <Text className={classes.sent}>
                <Icon name="circle-check" size={20} />
                {contactFormContent.sent}
              </Text>
            )}
            {contact.sent && contact.stored && <StoredLine />}
            {contact.offline && (
              <Text className={classes.offline}>
                <Icon name="clock" size={20} />
                {contactFormContent.offline}
              </Text>
            )}
          </div>
          <RetentionNote />
        </FormActions>

        {contact.blockedLink && (
          <BlockedAlert link={contact.blockedLink} stored={contact.stored} onOpen={openFromLink} />
        )}
      </form>
      {contact.sent && <FormToast notice={contactFormContent.toast} />}
    </>
  );
}
