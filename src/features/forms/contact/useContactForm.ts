import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { contactFormMachine } from '../../../../machines/contactFormMachine';
import { contactFormContent, type ContactValues } from '../../../content/forms';
import { actorOptions } from '../../../common/inspect';
import { useConnect } from '../../../common/useConnect';
import { useFieldForm } from '../fields/useFieldForm';
import { chatUrl } from '../messages';
import { connectContactForm } from './connectContactForm';

/**
 * Opens the WhatsApp chat in a new window. Called inside the submit event itself, with nothing
 * awaited before it, or popup blockers step in (product rule D15). No `noopener` in the features:
 * with it every call returns null and a blocked window could not be told apart; the opener is
 * cut on the returned window instead. Returns whether a window opened.
 */
function openChat(url: string): boolean {
  const chat = window.open(url, '_blank');
  if (!chat) return false;
  chat.opener = null;
  return true;
}

/** The home contact form: the form library holds the fields, the contact form machine the flow of
 * the hand-over to WhatsApp. */
export function useContactForm() {
  const { form, formProps } = useFieldForm<ContactValues>(contactFormContent.fields);
  // Made once: `useActorRef` starts its actor from the first render's machine.
  const machine = useMemo(() => contactFormMachine.provide({ actions: { clearFields: form.reset } }), [form.reset]);
  const actor = useActorRef(machine, actorOptions());

  const handOver = (values: ContactValues) => {
    const url = chatUrl(contactFormContent, values);
    if (openChat(url)) actor.send({ type: 'handover.opened' });
    else actor.send({ type: 'handover.blocked', link: url });
  };

  return { form, formProps: formProps(handOver), ...useConnect(actor, connectContactForm) };
}
