import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { contactFormContent, formCommon } from '../../content/forms';
import { useContactForm } from '../../hooks/useContactForm';
import { useHydrated } from '../../hooks/useHydrated';
import { useTypedBeforeStart } from '../../hooks/useTypedBeforeStart';
import {
  bindField,
  FieldGroup,
  FormNeedsScript,
  SelectField,
  TextAreaField,
  TextField,
} from '../FormFields/FormFields';
import classes from './ContactForm.module.css';

const { fields, blocked } = contactFormContent;

/** The browser blocked the chat window: the ready-made link, which takes focus so that the next
 * step is one key away. A click on a link is never blocked. */
function BlockedAlert({ link, onOpen }: { link: string; onOpen: () => void }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
  }, []);

  return (
    <Alert
      color="vermilion"
      variant="light"
      radius="md"
      title={blocked.title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      classNames={{ title: classes.alertTitle, message: classes.alertMessage }}
    >
      <Text className={classes.alertText}>{blocked.message}</Text>
      <Button
        ref={linkRef}
        component="a"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
        color="teal"
        size="md"
        classNames={{ root: classes.alertButton, label: classes.alertButtonLabel }}
        leftSection={<IconBrandWhatsapp size={20} aria-hidden="true" />}
      >
        {blocked.link}
      </Button>
    </Alert>
  );
}

/**
 * The home page's message form. Submit opens WhatsApp with the message written out; if the
 * browser blocks the window, the fields stay and the ready-made link waits below the button
 * (DECISIONS.md 15).
 */
export function ContactForm() {
  const contact = useContactForm();
  const hydrated = useHydrated();
  const formRef = useTypedBeforeStart(contact.form);
  const submitRef = useRef<HTMLButtonElement>(null);

  const openFromLink = () => {
    contact.linkClicked();
    // The link goes away with the blocked state: keep the keyboard where it was.
    submitRef.current?.focus();
  };

  return (
    <form
      ref={formRef}
      className={classes.form}
      onSubmit={contact.submit}
      onChange={contact.edit}
      aria-label={contactFormContent.title}
    >
      <Text className={classes.required}>{formCommon.requiredNote}</Text>
      <FieldGroup locked={false}>
        <div className={classes.pair}>
          <TextField name="name" content={fields.name} field={bindField(contact.form, 'name')} />
          <TextField name="email" content={fields.email} field={bindField(contact.form, 'email')} />
          <TextField name="phone" content={fields.phone} field={bindField(contact.form, 'phone')} />
          <SelectField name="service" content={fields.service} field={bindField(contact.form, 'service')} />
        </div>
        <TextAreaField name="message" content={fields.message} field={bindField(contact.form, 'message')} />
      </FieldGroup>

      <div className={classes.actions}>
        <Button
          ref={submitRef}
          type="submit"
          disabled={!hydrated}
          data-needs-script
          size="lg"
          color="teal"
          className={classes.submit}
          leftSection={
            hydrated ? (
              <IconBrandWhatsapp size={22} aria-hidden="true" />
            ) : (
              <Loader size={18} color="currentColor" aria-hidden="true" />
            )
          }
        >
          {hydrated ? contactFormContent.submit : formCommon.preparing}
        </Button>
        <FormNeedsScript />
        <div role="status" className={classes.status}>
          {contact.sent && (
            <Text className={classes.sent}>
              <IconCircleCheck size={20} aria-hidden="true" />
              {contactFormContent.sent}
            </Text>
          )}
        </div>
      </div>

      {contact.blockedLink && <BlockedAlert link={contact.blockedLink} onOpen={openFromLink} />}
    </form>
  );
}
